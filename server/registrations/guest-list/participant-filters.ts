// The guest list's WHERE and ORDER BY: search and filters as conditions on `registrations` alone
// (answers through subqueries), so the page query and the count query share them and the count
// needs no joins. Plain SQL that PostgreSQL 15 and PGlite both run; the event's rows are found by
// the (event_id, …) indexes, and a search by the (event_id, search_text) trigram index.
import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { guestLimits, type ParticipantFilters, type ParticipantSort } from '../../../contract/guests.ts';
import { registrationAnswers, registrations } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';

export type ParticipantQuery = { search?: string; filters?: ParticipantFilters };

/** `%text%` for LIKE, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const MIN_SEARCH_LENGTH = guestLimits.searchMin;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Name, email or organization (the ORGANIZATION answers, and a member's profile): the search text
 * the database keeps for each registration (registration-search.sql), under the event's trigram
 * index, so a search reads the matching rows rather than the event. `search` is the text typed,
 * or a placeholder for its containsPattern.
 */
export function searchCondition(search: string | Placeholder): SQL {
  return sql`${registrations.searchText} like ${typeof search === 'string' ? containsPattern(search) : search}`;
}

/** What a search must be: at least 2 characters (G00340); shorter would match nearly everyone. */
export function checkedSearch(search: string | undefined): string | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  if ([...text].length < MIN_SEARCH_LENGTH) throw new AppError('G00340');
  return text;
}

function answerCondition(questionId: string, choiceIds: string[]): SQL {
  // Ids that can't be a question's match nothing (and never reach a uuid column as text).
  if (!isUuid(questionId)) return sql`false`;
  return sql`exists (
    select 1 from ${registrationAnswers}
    where ${registrationAnswers.registrationId} = ${registrations.id}
      and ${registrationAnswers.questionId} = ${questionId}
      and (${registrationAnswers.value} ->> 'choiceId' = any(${textArray(choiceIds)})
        or coalesce(${registrationAnswers.value} -> 'choiceIds', '[]'::jsonb) ?| ${textArray(choiceIds)}))`;
}

/** Whether any filter narrows the list (an empty list of choices does not). */
export const hasFilters = (filters: ParticipantFilters = {}) =>
  Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined));

/** Every condition of the list for this event. */
export function participantConditions(eventId: string, query: ParticipantQuery): SQL {
  const conditions: SQL[] = [eq(registrations.eventId, eventId)];
  const { filters = {} } = query;
  const search = checkedSearch(query.search);
  if (search) conditions.push(searchCondition(search));
  if (filters.status?.length) conditions.push(inArray(registrations.status, filters.status));
  if (filters.checkInStatus) conditions.push(eq(registrations.checkInStatus, filters.checkInStatus));
  if (filters.ticketIds?.length) {
    const ids = filters.ticketIds.filter(isUuid);
    conditions.push(ids.length ? inArray(registrations.ticketId, ids) : sql`false`);
  }
  if (filters.participationType?.length) conditions.push(inArray(registrations.participationType, filters.participationType));
  for (const answer of filters.answers ?? []) conditions.push(answerCondition(answer.questionId, answer.choiceIds));
  return and(...conditions)!;
}

export function participantOrder(sort: ParticipantSort): SQL[] {
  switch (sort) {
    case 'OLDEST':
      return [asc(registrations.createdAt), asc(registrations.id)];
    case 'NAME':
      return [sql`lower(${registrations.name}) collate "C"`, asc(registrations.id)];
    case 'RECENTLY_CHECKED_IN':
      return [sql`${registrations.checkedInAt} desc nulls last`, desc(registrations.createdAt), asc(registrations.id)];
    case 'NEWEST':
      return [desc(registrations.createdAt), desc(registrations.id)];
  }
}
