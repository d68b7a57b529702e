// GET /v1/event-managements/{id}/participants: one page of the event's guests and how many match.
// The page is read alone, by the index that has its order ((event_id, created_at, id) for the
// newest and oldest first), and only its rows get their extras. The total is a subquery of the
// same statement: from the registration counters when the filters are ones they keep (status,
// check-in, ticket), else a count of the matches. A search counts up to a cap instead
// (searched-page.ts, decision 049). Both run on the heavy reads' connections (decision 054).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { ParticipantFilters, ParticipantListQuery, ParticipantPage } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrationCounts, registrations } from '../../platform/db/schema/index.ts';
import { claimHeavyRead, runHeavyRead } from '../../platform/db/heavy-reads.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { requireEventRoleBatched } from '../../events/index.ts';
import { checkedSearch, hasFilters, participantConditions, participantOrder, searchCondition } from './participant-filters.ts';
import { keptSearchCountsOf } from './kept-search-counts.ts';
import { readPlainSearchedPage, readSearchedPage, windowOf, type CountKeeping } from './searched-page.ts';
import { readPageOfIds } from './page-of-ids.ts';
import { toParticipant } from './participant-row.ts';

/** The total from the counters when the filters are ones they keep, else a count of the matches: SQL of one int. */
function totalSql(eventId: string, where: SQL, filters: ParticipantFilters = {}): SQL {
  if (filters.participationType?.length || filters.answers?.length)
    return sql`select count(*)::int from ${registrations} where ${where}`;
  const conditions = [eq(registrationCounts.eventId, eventId)];
  if (filters.status?.length) conditions.push(inArray(registrationCounts.status, filters.status));
  if (filters.ticketIds?.length) {
    const ids = filters.ticketIds.filter(isUuid);
    if (!ids.length) return sql`select 0`;
    conditions.push(inArray(registrationCounts.ticketId, ids));
  }
  const counted =
    filters.checkInStatus === 'CHECKED_IN'
      ? registrationCounts.checkedIn
      : filters.checkInStatus === 'NOT_CHECKED_IN'
        ? sql`${registrationCounts.count} - ${registrationCounts.checkedIn}`
        : registrationCounts.count;
  return sql`select coalesce(sum(${counted}), 0)::int from ${registrationCounts} where ${and(...conditions)}`;
}

/** The host's bounds on heavy reads (server/platform/db/heavy-reads.ts), from the settings. */
export const heavyReadLimits = (deps: Pick<AppDeps, 'env'>) => ({
  timeoutMs: deps.env.HEAVY_READ_TIMEOUT_MS,
  perHost: deps.env.HEAVY_READS_PER_HOST,
});

/** A search takes one of the host's heavy-read slots; every list read has the short timeout and stops when its client goes. */
export async function listParticipants(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  query: ParticipantListQuery,
  signal?: AbortSignal,
): Promise<ParticipantPage> {
  await requireEventRoleBatched(deps.db, eventId, actorId, eventPermissions.viewGuests);
  const search = checkedSearch(query.search);
  const limits = heavyReadLimits(deps);
  const release = search ? claimHeavyRead(deps.db, actorId, limits) : () => {};
  try {
    const keeping = {
      counts: keptSearchCountsOf(deps.db),
      keptMs: deps.env.SEARCH_COUNT_KEPT_MS,
      now: deps.clock.now().getTime(),
    };
    return await runHeavyRead(deps.db, limits, signal, (db) =>
      search ? readSearched(db, eventId, search, query, keeping) : readPage(db, eventId, query),
    );
  } finally {
    release();
  }
}

/** A page and its total in one statement. */
async function readPage(db: DbOrTx, eventId: string, query: ParticipantListQuery): Promise<ParticipantPage> {
  const where = participantConditions(eventId, query);
  const { rows, total } = await readPageOfIds(
    db,
    sql`select (${totalSql(eventId, where, query.filters)}) as total,
      array(select ${registrations.id} from ${registrations} where ${where}
        order by ${sql.join(participantOrder(query.sort), sql`, `)}
        offset ${(query.page - 1) * query.take} limit ${query.take}) as ids`,
  );
  return {
    items: rows.map(toParticipant),
    total,
    totalCapped: false,
    page: query.page,
    take: query.take,
    hasMore: query.page * query.take < total,
  };
}

/** A search: the page with its capped count (searched-page.ts, decision 049), kept a moment when no filter narrows it (decision 057). */
async function readSearched(
  db: DbOrTx,
  eventId: string,
  search: string,
  query: ParticipantListQuery,
  keeping: CountKeeping,
): Promise<ParticipantPage> {
  const { sort, page, take } = query;
  const { rows, total, totalCapped } = hasFilters(query.filters)
    ? await readSearchedPage(db, {
        others: participantConditions(eventId, { filters: query.filters }),
        search: searchCondition(search),
        order: participantOrder(sort),
        sort,
        window: windowOf(page, take),
      })
    : await readPlainSearchedPage(db, { eventId, search, sort, page, take }, keeping);
  return {
    items: rows.map(toParticipant),
    total,
    totalCapped,
    page: query.page,
    take: query.take,
    hasMore: totalCapped || query.page * query.take < total,
  };
}
