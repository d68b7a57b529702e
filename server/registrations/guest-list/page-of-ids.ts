// A page of the guest list as one statement: a query answering one row of `total` and the page's
// `ids` in order, joined to the guests with what a participant needs (participant-row.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { listedParticipantColumns, type ListedParticipantRow } from './participant-row.ts';

/** `found`: SQL of one row, `total` (int) and `ids` (the page's ids in the list's order). */
export async function readPageOfIds(db: DbOrTx, found: SQL): Promise<{ rows: ListedParticipantRow[]; total: number }> {
  return rowsOfPage(await pageOfIds(db, found, {}));
}

/**
 * The statement: one answered row per guest of the page, in order, each with the total and the
 * `also` columns of `found` (one row without a guest when the page is empty).
 */
export function pageOfIds<Also extends Record<string, SQL>>(db: DbOrTx, found: SQL, also: Also) {
  return db
    .select({ ...also, total: sql<number>`found.total`, ...listedParticipantColumns })
    .from(sql`(${found}) found`)
    .leftJoin(registrations, sql`${registrations.id} = any(found.ids)`)
    .orderBy(sql`array_position(found.ids, ${registrations.id})`);
}

/** The page's guests, and the first answered row's other columns (`total`, and `also`'s). */
export function rowsOfPage<Row extends { total: number } & ParticipantRowOrNone>(answered: Row[]) {
  const rows: ListedParticipantRow[] = answered.flatMap(
    ({ registration, ticketName, ticketIsDefault, avatarUrl, organization }) =>
      registration ? [{ registration, ticketName, ticketIsDefault, avatarUrl, organization }] : [],
  );
  return { ...(answered[0] as Omit<Row, keyof ParticipantRowOrNone>), rows };
}

type ParticipantRowOrNone = Omit<ListedParticipantRow, 'registration'> & {
  registration: ListedParticipantRow['registration'] | null;
};
