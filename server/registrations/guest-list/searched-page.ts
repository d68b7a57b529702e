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
import { participantColumns, type ParticipantRow } from './participant-row.ts';

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

/**
 * Whether the text is common among the event's newest guests that pass the other filters, and on
 * a server the planner kept to the index that suits it for the rest of the transaction: walking
 * the list's index (no bitmap scans), or the trigram index (no plain index scans). One statement.
 */
export function chooseIndexSql(others: SQL, search: SQL, serverDb: boolean): SQL {
  const keep = (setting: string, whenCommon: 'on' | 'off') =>
    sql`set_config(${setting}, case when common then ${whenCommon} else ${whenCommon === 'on' ? 'off' : 'on'} end, true)`;
  const settings = serverDb
    ? sql`, ${keep('enable_bitmapscan', 'off')}, ${keep('enable_indexscan', 'on')}, ${keep('enable_indexonlyscan', 'on')}`
    : sql``;
  return sql`
    select common${settings} from (
      select count(*) filter (where hit) >= ${COMMON_HITS} or count(*) < ${SAMPLE} as common from (
        select ${search} as hit from ${registrations} where ${others}
        order by ${desc(registrations.createdAt)}, ${desc(registrations.id)} limit ${SAMPLE}) newest) sample`;
}

export type SearchedQuery = { others: SQL; search: SQL; order: SQL[]; sort: ParticipantSort; page: number; take: number };

/** The matches in the list's order up to countLimit and one more: how many (`total`), and the page's `ids`. */
export function matchesSql({ others, search, order, sort, page, take }: SearchedQuery): SQL {
  // Only what the order needs, so that walking the list's index reads no table row.
  const columns = walkable(sort)
    ? sql`${registrations.id} as id, ${registrations.createdAt} as created_at`
    : sql`${registrations.id} as id, ${registrations.createdAt} as created_at, ${registrations.name} as name,
        ${registrations.checkedInAt} as checked_in_at`;
  return sql`
    with matched as (
      select ${columns} from ${registrations} where ${others} and ${search}
      order by ${sql.join(order, sql`, `)} limit ${countLimit(page, take) + 1})
    select (select count(*)::int from matched) as total,
      array(select id from matched order by ${sql.raw(matchedOrder(sort))} offset ${(page - 1) * take} limit ${take}) as ids`;
}

export type SearchedPage = { rows: ParticipantRow[]; total: number; totalCapped: boolean };

/**
 * One searched page's guests in the list's order, and the matches counted up to countLimit
 * (`totalCapped`: there are more): the choice of index, then the page with its count in one
 * statement. On a server the choice is held for the read's transaction; the embedded database
 * runs a read outside one (heavy-reads.ts), where a setting would outlast it, and answers the
 * same rows either way, by whichever plan it makes.
 */
export async function readSearchedPage(root: Db, db: DbOrTx, query: SearchedQuery): Promise<SearchedPage> {
  if (walkable(query.sort)) await db.execute(chooseIndexSql(query.others, query.search, isServerDatabase(root)));
  const found = await db
    .select({ total: sql<number>`found.total`, ...participantColumns })
    .from(sql`(${matchesSql(query)}) found`)
    .leftJoin(registrations, sql`${registrations.id} = any(found.ids)`)
    .orderBy(sql`array_position(found.ids, ${registrations.id})`);
  const total = found[0].total;
  const rows = found.flatMap(({ total: _, registration, ...extras }) => (registration ? [{ registration, ...extras }] : []));
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
