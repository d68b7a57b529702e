// The guest list's WHERE and ORDER BY: search and filters as conditions on `registrations` alone
// (answers and profiles through subqueries), so the page query and the count query share them and
// the count needs no joins. Plain SQL that PostgreSQL 15 and PGlite both run; the event's rows are
// found by the (event_id, …) indexes, and a contains-search reads only those rows and their answers.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ParticipantFilters, ParticipantSort } from '../../../contract/guests.ts';
import { registrationAnswers, registrationQuestions, registrations, userProfiles } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';

export type ParticipantQuery = { search?: string; filters?: ParticipantFilters };

/** `%text%` for LIKE, with the pattern characters taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Name, email, or organization: the ORGANIZATION answers of this event's form (found through its
 * questions, so only this event's answers are read) or a member's profile (by primary key).
 */
function searchCondition(eventId: string, search: string): SQL {
  const pattern = containsPattern(search);
  return sql`(
    lower(${registrations.name}) like ${pattern}
    or ${registrations.email} like ${pattern}
    or ${registrations.id} in (
      select ${registrationAnswers.registrationId} from ${registrationAnswers}
      where ${registrationAnswers.questionId} in (
          select ${registrationQuestions.id} from ${registrationQuestions}
          where ${registrationQuestions.eventId} = ${eventId} and ${registrationQuestions.kind} = 'ORGANIZATION')
        and lower(${registrationAnswers.value} #>> '{}') like ${pattern})
    or (${registrations.userId} is not null and lower((
      select ${userProfiles.organization} from ${userProfiles} where ${userProfiles.userId} = ${registrations.userId})) like ${pattern})
  )`;
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

/** Every condition of the list for this event. */
export function participantConditions(eventId: string, query: ParticipantQuery): SQL {
  const conditions: SQL[] = [eq(registrations.eventId, eventId)];
  const { filters = {} } = query;
  const search = query.search?.trim();
  if (search) conditions.push(searchCondition(eventId, search));
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
