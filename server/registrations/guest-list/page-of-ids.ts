// A page of the guest list as one statement: a query answering one row of `total` and the page's
// `ids` in order, joined to the guests with what a participant needs (participant-row.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { participantColumns, type ParticipantRow } from './participant-row.ts';

/** `found`: SQL of one row, `total` (int) and `ids` (the page's ids in the list's order). */
export async function readPageOfIds(db: DbOrTx, found: SQL): Promise<{ rows: ParticipantRow[]; total: number }> {
  return rowsOfPage(await pageOfIds(db, found));
}

/** The statement: one answered row per guest of the page, in order, each with the total (one row without a guest when the page is empty). */
export function pageOfIds(db: DbOrTx, found: SQL) {
  return db
    .select({ total: sql<number>`found.total`, ...participantColumns })
    .from(sql`(${found}) found`)
    .leftJoin(registrations, sql`${registrations.id} = any(found.ids)`)
    .orderBy(sql`array_position(found.ids, ${registrations.id})`);
}

type AnsweredRow = Awaited<ReturnType<typeof pageOfIds>>[number];

export function rowsOfPage(answered: AnsweredRow[]): { rows: ParticipantRow[]; total: number } {
  const rows = answered.flatMap(({ total: _, registration, ...extras }) => (registration ? [{ registration, ...extras }] : []));
  return { rows, total: answered[0].total };
}
