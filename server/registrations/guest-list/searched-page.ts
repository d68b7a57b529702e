// A searched page of the guest list and how many match, counted up to a cap (decision 049).
// One query shape answers both: the matches in the list's order, at most the cap and one more, of
// which the page is a slice and the count is the total. Which index finds them depends on how
// common the text is, and the planner cannot tell (a LIKE's estimate knows nothing of trigrams):
// a text in many guests is found soonest by walking the (event_id, created_at, id) index in the
// list's order, filtering by the search text the index carries, and stopping at the cap; a rare
// text by the trigram index, which reads only its few matches. So the event's newest guests are
// looked at first, and what share of them match chooses the index, by the planner's settings for
// this transaction alone.
import { desc, sql, type SQL } from 'drizzle-orm';
import { guestLimits, type ParticipantSort } from '../../../contract/guests.ts';
import { isServerDatabase, type Db, type DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';

/** The newest guests looked at to tell a common text from a rare one. */
const SAMPLE = 200;
/** At least this many of them matching (5 %) is common: walking in order finds the cap soonest. */
const COMMON_HITS = 10;

export type SearchedIds = { ids: string[]; total: number; totalCapped: boolean };

/**
 * How far this page counts: the cap beyond the thousand the page ends in, so the page after the
 * last one a capped total promised shows a larger total ("2,000+").
 */
export function countLimit(page: number, take: number): number {
  const cap = guestLimits.totalCap;
  return cap * (Math.floor((page * take) / cap) + 1);
}

const walkable = (sort: ParticipantSort) => sort === 'NEWEST' || sort === 'OLDEST';

/** Whether the text is common among the event's newest guests that pass the other filters. */
async function isCommon(db: DbOrTx, others: SQL, search: SQL): Promise<boolean> {
  const result = await db.execute(sql`
    select count(*) filter (where hit)::int as hits, count(*)::int as seen from (
      select ${search} as hit from ${registrations} where ${others}
      order by ${desc(registrations.createdAt)}, ${desc(registrations.id)} limit ${SAMPLE}) newest`);
  const [{ hits, seen }] = (result as { rows: { hits: number; seen: number }[] }).rows;
  return hits >= COMMON_HITS || seen < SAMPLE;
}

/** The planner kept to one way for the rest of this transaction (a server's; the embedded one has one way). */
async function preferIndex(db: DbOrTx, serverDb: boolean, walk: boolean) {
  if (!serverDb) return;
  const off = walk
    ? sql`set_config('enable_bitmapscan', 'off', true)`
    : sql`set_config('enable_indexscan', 'off', true), set_config('enable_indexonlyscan', 'off', true)`;
  await db.execute(sql`select ${off}`);
}

/**
 * The ids of one searched page in the list's order, and the matches counted up to countLimit
 * (`totalCapped`: there are more). `others` are the list's conditions but the search; `order` its ORDER BY.
 */
export async function searchedIds(
  root: Db,
  db: DbOrTx,
  query: { others: SQL; search: SQL; order: SQL[]; sort: ParticipantSort; page: number; take: number },
): Promise<SearchedIds> {
  const { others, search, order, sort, page, take } = query;
  const walk = walkable(sort) && (await isCommon(db, others, search));
  await preferIndex(db, isServerDatabase(root), walk);
  const limit = countLimit(page, take);
  const result = await db.execute(sql`
    with matched as (
      select ${registrations.id} as id, ${registrations.createdAt} as created_at, ${registrations.name} as name,
        ${registrations.checkedInAt} as checked_in_at
      from ${registrations} where ${others} and ${search}
      order by ${sql.join(order, sql`, `)} limit ${limit + 1})
    select (select count(*)::int from matched) as total,
      array(select id from matched order by ${sql.raw(matchedOrder(sort))} offset ${(page - 1) * take} limit ${take})::text[] as ids`);
  const [{ total, ids }] = (result as { rows: { total: number; ids: string[] }[] }).rows;
  return total > limit ? { ids, total: limit, totalCapped: true } : { ids, total, totalCapped: false };
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
