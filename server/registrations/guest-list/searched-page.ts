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
import { desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { guestLimits, type ParticipantSort } from '../../../contract/guests.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { registrationCounts, registrations } from '../../platform/db/schema/index.ts';
import type { KeptSearchCounts } from './kept-search-counts.ts';
import { answeredRows, pageOfIdsSql, readPageOfIds, rowsOfPage } from './page-of-ids.ts';
import { containsPattern, participantOrder, searchCondition } from './participant-filters.ts';
import type { ListedParticipantRow } from './participant-row.ts';

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

/**
 * Where the page sits among the matches (values, or a prepared statement's placeholders), and how
 * far they are counted (countLimit: part of the statement's text, so a prepared statement keeps
 * its plan's limit).
 */
export type MatchWindow = { offset: number | Placeholder; take: number | Placeholder; limit: number };

export const windowOf = (page: number, take: number): MatchWindow => ({
  offset: (page - 1) * take,
  take,
  limit: countLimit(page, take),
});

/**
 * `common`: whether the text is common, when the caller already knows (a kept count's answer, so
 * the statement does not look at the newest guests again); else the sample says.
 */
export type SearchedQuery = { others: SQL; search: SQL; order: SQL[]; sort: ParticipantSort; window: MatchWindow; common?: SQL };

/**
 * The matches in the list's order up to countLimit and one more: how many (`total`), the page's
 * `ids`, and whether the text was found common (`common`; null for a sort that never walks).
 */
export function matchesSql(query: SearchedQuery): SQL {
  const { sort, window, others, search } = query;
  const walks = walkable(sort);
  const sample = walks && !query.common ? sql`sample as (${commonSql(others, search)}),` : sql``;
  const common = walks ? (query.common ?? sql`(select common from sample)`) : sql`null::boolean`;
  return sql`
    with ${sample} matched as (${walks ? walkedOrFoundSql(query, common) : foundSql(query)})
    select (select count(*)::int from matched) as total, ${common} as common,
      array(select id from matched order by ${sql.raw(matchedOrder(sort))} offset ${window.offset} limit ${window.take}) as ids`;
}

/**
 * Walking the list's index when the text is common, else the trigram index. The walk filters
 * outside its subquery, so the trigram index cannot serve it; the trigram branch sorts outside
 * its subquery, so walking in order does not serve it.
 */
function walkedOrFoundSql({ others, search, order, sort, window }: SearchedQuery, common: SQL): SQL {
  // Only what the order needs, so that walking the list's index reads no table row.
  const columns = sql`${registrations.id} as id, ${registrations.createdAt} as created_at`;
  const limit = sql.raw(String(window.limit + 1));
  return sql`
    (select id, created_at from (
      select ${columns}, ${search} as hit from ${registrations} where ${others}
      order by ${sql.join(order, sql`, `)} offset 0) walked
    where hit and ${common} limit ${limit})
    union all
    (select id, created_at from (
      select ${columns} from ${registrations} where ${others} and ${search} offset 0) found
    where not ${common}
    order by ${sql.raw(matchedOrder(sort))} limit ${limit})`;
}

/** Sorts no index has (by name, by check-in time): the trigram index's matches, sorted. */
function foundSql({ others, search, order, window }: SearchedQuery): SQL {
  const columns = sql`${registrations.id} as id, ${registrations.createdAt} as created_at, ${registrations.name} as name,
    ${registrations.checkedInAt} as checked_in_at`;
  return sql`
    select ${columns} from ${registrations} where ${others} and ${search}
    order by ${sql.join(order, sql`, `)} limit ${sql.raw(String(window.limit + 1))}`;
}

export type SearchedPage = { rows: ListedParticipantRow[]; total: number; totalCapped: boolean };

/**
 * One searched page's guests in the list's order, and the matches counted up to countLimit
 * (`totalCapped`: there are more). One statement, which both databases plan alike.
 */
export async function readSearchedPage(db: DbOrTx, query: SearchedQuery): Promise<SearchedPage> {
  const { rows, total } = await readPageOfIds(db, matchesSql(query));
  return capped(rows, total, query.window.limit);
}

function capped(rows: ListedParticipantRow[], total: number, limit: number): SearchedPage {
  return total > limit ? { rows, total: limit, totalCapped: true } : { rows, total, totalCapped: false };
}

export type PlainSearch = { eventId: string; search: string; sort: ParticipantSort; page: number; take: number };

/** Where a plain search's count is kept, and for how long (0: not kept). */
export type CountKeeping = { counts: KeptSearchCounts; keptMs: number; now: number };

/**
 * A search without other filters, as a host types one into the list's box. Its count is kept for
 * a few seconds (kept-search-counts.ts): while kept, the statement reads only as far as the page,
 * and says how many guests the event has, which must still be what the count was made with; and
 * the page must agree with it (a last page that ends elsewhere is counted again).
 * The statements are prepared once per connection for each sort and how far they read, so that
 * neither this process writes their text again nor the server plans them again (both cost more
 * than running one when the text is rare); their parts are fenced to their indexes, so the
 * server's generic plan is the same.
 */
export async function readPlainSearchedPage(db: DbOrTx, query: PlainSearch, keeping: CountKeeping): Promise<SearchedPage> {
  const { eventId, search, sort, page, take } = query;
  const window = windowOf(page, take);
  const pattern = containsPattern(search);
  const values = { eventId, pattern, offset: window.offset, take };
  const key = `${eventId} ${window.limit} ${pattern}`;
  const kept = keeping.counts.get(key, keeping.now);
  if (kept) {
    // The kept count also says which branch finds the matches: the statement skips its sample.
    const statement = plainSearchStatement(db, sort, pageEnd(page, take), kept.common !== null);
    const { rows, first } = rowsOfPage(answeredRows(await statement.execute({ ...values, common: kept.common })));
    if (first.registered === kept.registered && agrees(kept.total, (page - 1) * take, rows.length, take))
      return capped(rows, kept.total, window.limit);
  }
  const { rows, first } = rowsOfPage(answeredRows(await plainSearchStatement(db, sort, window.limit, false).execute(values)));
  const count = { total: first.total as number, registered: first.registered as number, common: first.common as boolean | null };
  if (keeping.keptMs > 0) keeping.counts.keep(key, count, keeping.now + keeping.keptMs);
  return capped(rows, count.total, window.limit);
}

/** Whether a page agrees with a kept count: it shows no guest past it, and one short of `take` ends at it. */
function agrees(total: number, offset: number, shown: number, take: number): boolean {
  return offset + shown <= total && (shown === take || offset + shown === total);
}

/** How far a page with a kept count reads: its end, rounded up to a power of two so that few statements serve every page. */
function pageEnd(page: number, take: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(page * take, 32)));
}

type PlainSearchStatement = ReturnType<typeof preparePlainSearch>;

const plainSearchStatements = oncePerDatabase(() => new Map<string, PlainSearchStatement>());

/** `knowsCommon`: the statement takes whether the text is common as a value (`common`) instead of sampling. */
function plainSearchStatement(db: Db, sort: ParticipantSort, limit: number, knowsCommon: boolean): PlainSearchStatement {
  const statements = plainSearchStatements(db);
  const name = `guest_search_${sort.toLowerCase()}_${limit}${knowsCommon ? '_known' : ''}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = preparePlainSearch(db, sort, limit, knowsCommon, name);
    statements.set(name, statement);
  }
  return statement;
}

function preparePlainSearch(db: Db, sort: ParticipantSort, limit: number, knowsCommon: boolean, name: string) {
  const eventId = sql.placeholder('eventId');
  const matches = matchesSql({
    others: eq(registrations.eventId, eventId),
    search: searchCondition(sql.placeholder('pattern')),
    order: participantOrder(sort),
    sort,
    window: { offset: sql.placeholder('offset'), take: sql.placeholder('take'), limit },
    // A sub-select, as the sample's answer is: a value the planner cannot see, so every execution
    // shares the generic plan rather than being planned again for its one branch.
    common: knowsCommon ? sql`(select ${sql.placeholder('common')}::boolean)` : undefined,
  });
  const registered = sql`select coalesce(sum(${registrationCounts.count}), 0)::int from ${registrationCounts}
    where ${registrationCounts.eventId} = ${eventId}`;
  const { sql: text, params } = db
    .execute(
      pageOfIdsSql(sql`select matches.*, (${registered}) as registered from (${matches}) matches`, ['registered', 'common']),
    )
    .getQuery();
  // Drizzle names and prepares only its query builders; this statement is SQL, so it goes to the
  // session the same way a builder's prepare() would, and answers the driver's rows (page-of-ids.ts).
  return db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
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
