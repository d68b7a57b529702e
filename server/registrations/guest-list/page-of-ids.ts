// A page of the guest list as one statement: a query answering one row of `total` and the page's
// `ids` in order, joined to the guests with what a participant needs (participant-row.ts). Its rows
// are read as the driver answers them and mapped here, column by column: the query builder's
// generic mapping of every field took about a tenth of the app's CPU for a searched page.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { listedParticipantExtras, listedRegistration, type ListedParticipantRow } from './participant-row.ts';

/** A row as the driver answers it: the statement's column names, timestamps as text. */
export type AnsweredRow = Record<string, unknown>;

const registrationKeys = Object.keys(listedRegistration) as (keyof typeof listedRegistration)[];
const extraKeys = Object.keys(listedParticipantExtras) as (keyof typeof listedParticipantExtras)[];

/** The registration's columns are answered as `r_<key>`, the extras under their own keys. */
const registrationName = (key: string) => `r_${key}`;

const listedColumns = sql.join(
  [
    ...registrationKeys.map((key) => sql`${listedRegistration[key]} as ${sql.identifier(registrationName(key))}`),
    ...extraKeys.map((key) => sql`${listedParticipantExtras[key]} as ${sql.identifier(key)}`),
  ],
  sql`, `,
);

/**
 * `found`: SQL of one row, `total` (int) and `ids` (the page's ids in the list's order), and the
 * `also` columns. The statement answers one row per guest of the page, in order, each with `total`
 * and `also` (one row without a guest when the page is empty).
 */
export function pageOfIdsSql(found: SQL, also: readonly string[] = []): SQL {
  const foundColumns = ['total', ...also].map((name) => sql`found.${sql.identifier(name)}`);
  return sql`select ${sql.join([...foundColumns, listedColumns], sql`, `)}
    from (${found}) found left join ${registrations} on ${registrations.id} = any(found.ids)
    order by array_position(found.ids, ${registrations.id})`;
}

/** The rows of a statement run as SQL (`db.execute`, or one prepared from SQL): both drivers answer `{ rows }`. */
export const answeredRows = (result: unknown): AnsweredRow[] => (result as { rows: AnsweredRow[] }).rows;

/** The page's guests and its total, read by one statement. */
export async function readPageOfIds(db: DbOrTx, found: SQL): Promise<{ rows: ListedParticipantRow[]; total: number }> {
  const { rows, first } = rowsOfPage(answeredRows(await db.execute(pageOfIdsSql(found))));
  return { rows, total: first.total as number };
}

/** The page's guests, and the first answered row (its `total` and `also` columns). */
export function rowsOfPage(answered: AnsweredRow[]): { rows: ListedParticipantRow[]; first: AnsweredRow } {
  const rows: ListedParticipantRow[] = [];
  for (const row of answered) if (row[registrationName('id')] !== null) rows.push(toListedRow(row));
  return { rows, first: answered[0] };
}

function toListedRow(row: AnsweredRow): ListedParticipantRow {
  const registration: Record<string, unknown> = {};
  for (const key of registrationKeys) {
    const value = row[registrationName(key)];
    registration[key] = value === null ? null : listedRegistration[key].mapFromDriverValue(value);
  }
  const listed: Record<string, unknown> = { registration };
  for (const key of extraKeys) listed[key] = row[key];
  return listed as ListedParticipantRow;
}
