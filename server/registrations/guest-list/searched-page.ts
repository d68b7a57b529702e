// A searched page of the guest list and how many match, counted up to a cap (decision 049), in one
// statement (decision 054): the matches in the list's order, at most the cap and one more, of which
// the page is a slice and the count is the total. Which index finds them depends on how common the
// text is, and the planner cannot tell (a LIKE's estimate knows nothing of trigrams): a text in
// many guests is found soonest by walking the (event_id, created_at, id) index in the list's order,
// filtering by the search text the index carries, and stopping at the cap; a rare text by the
// trigram index, which reads only its few matches. So the statement first looks at the event's
// newest guests, and what share of them match runs one of its two branches: each is gated by that
// answer (a one-time filter, so the other never runs) and written so that it can use only its own
// index (a subquery with OFFSET 0, which the planner neither flattens nor filters inside).
import { desc, sql, type SQL } from 'drizzle-orm';
import { guestLimits, type ParticipantSort } from '../../../contract/guests.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { readPageOfIds } from './page-of-ids.ts';
import type { ParticipantRow } from './participant-row.ts';

/** The newest guests looked at to tell a common text from a rare one. */
const SAMPLE = 200;
/** At least this many of them matching (5 %) is common: walking in order finds the cap soonest. */
const COMMON_HITS = 10;

/**
 * How far this page counts: the cap beyond the thousand the page ends in, so the page after the
 * last one a capped total promised shows a larger total ("2,000+").
 */
export function countLimit(page: number, take: number): number {
  const cap = guestLimits.totalCap;
  return cap * (Math.floor((page * take) / cap) + 1);
}

const walkable = (sort: ParticipantSort) => sort === 'NEWEST' || sort === 'OLDEST';

const SAMPLE_ORDER = sql`${desc(registrations.createdAt)}, ${desc(registrations.id)}`;

/** Whether the text is common among the event's newest guests that pass the other filters. */
function commonSql(others: SQL, search: SQL): SQL {
  return sql`
    select count(*) filter (where hit) >= ${COMMON_HITS} or count(*) < ${SAMPLE} as common from (
      select ${search} as hit from ${registrations} where ${others} order by ${SAMPLE_ORDER} limit ${SAMPLE}) newest`;
}

export type SearchedQuery = { others: SQL; search: SQL; order: SQL[]; sort: ParticipantSort; page: number; take: number };

/** The matches in the list's order up to countLimit and one more: how many (`total`), and the page's `ids`. */
export function matchesSql(query: SearchedQuery): SQL {
  const { sort, page, take } = query;
  return sql`
    with matched as (${walkable(sort) ? walkedOrFoundSql(query) : foundSql(query)})
    select (select count(*)::int from matched) as total,
      array(select id from matched order by ${sql.raw(matchedOrder(sort))} offset ${(page - 1) * take} limit ${take}) as ids`;
}

/**
 * Walking the list's index when the text is common, else the trigram index. The walk filters
 * outside its subquery, so the trigram index cannot serve it; the trigram branch sorts outside
 * its subquery, so walking in order does not serve it.
 */
function walkedOrFoundSql({ others, search, order, sort, page, take }: SearchedQuery): SQL {
  // Only what the order needs, so that walking the list's index reads no table row.
  const columns = sql`${registrations.id} as id, ${registrations.createdAt} as created_at`;
  const limit = countLimit(page, take) + 1;
  return sql`
    with sample as (${commonSql(others, search)})
    (select id, created_at from (
      select ${columns}, ${search} as hit from ${registrations} where ${others}
      order by ${sql.join(order, sql`, `)} offset 0) walked
    where hit and (select common from sample) limit ${limit})
    union all
    (select id, created_at from (
      select ${columns} from ${registrations} where ${others} and ${search} offset 0) found
    where not (select common from sample)
    order by ${sql.raw(matchedOrder(sort))} limit ${limit})`;
}

/** Sorts no index has (by name, by check-in time): the trigram index's matches, sorted. */
function foundSql({ others, search, order, page, take }: SearchedQuery): SQL {
  const columns = sql`${registrations.id} as id, ${registrations.createdAt} as created_at, ${registrations.name} as name,
    ${registrations.checkedInAt} as checked_in_at`;
  return sql`
    select ${columns} from ${registrations} where ${others} and ${search}
    order by ${sql.join(order, sql`, `)} limit ${countLimit(page, take) + 1}`;
}

export type SearchedPage = { rows: ParticipantRow[]; total: number; totalCapped: boolean };

/**
 * One searched page's guests in the list's order, and the matches counted up to countLimit
 * (`totalCapped`: there are more). One statement, which both databases plan alike.
 */
export async function readSearchedPage(db: DbOrTx, query: SearchedQuery): Promise<SearchedPage> {
  const { rows, total } = await readPageOfIds(db, matchesSql(query));
  const limit = countLimit(query.page, query.take);
  return total > limit ? { rows, total: limit, totalCapped: true } : { rows, total, totalCapped: false };
}

/** The list's order again, on the matches' own columns. */
function matchedOrder(sort: ParticipantSort): string {
  switch (sort) {
    case 'OLDEST':
      return 'created_at, id';
    case 'NAME':
      return 'lower(name) collate "C", id';
    case 'RECENTLY_CHECKED_IN':
      return 'checked_in_at desc nulls last, created_at desc, id';
    case 'NEWEST':
      return 'created_at desc, id desc';
  }
}
