// The export's reads: which questions become columns (every question the exported guests answered,
// in form order, titled by the latest snapshot answered), the event's ticket names, and one batch
// of guests with everything their rows need — one statement per keyset batch (the page of guests,
// each with its member's profile and the answers kept on its row), never one per guest.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { csvFieldKeys, type CsvFieldKey } from '../../../contract/profile-fields.ts';
import type { QuestionSnapshot } from '../../../contract/registrations.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  registrationAnswers,
  registrationQuestions,
  registrations,
  tickets,
  userProfiles,
} from '../../platform/db/schema/index.ts';

export type ExportColumn = { questionId: string; question: QuestionSnapshot };

/** NAME and EMAIL have their own columns. */
const ownColumns = sql`${registrationAnswers.question} ->> 'kind' not in ('NAME', 'EMAIL')`;

/** A registration's answers as the export writes them, kept by the triggers of registration-answers.sql. */
const exportAnswers = sql`${registrations}.export_answers`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `where` is the list's condition on `registrations` (participant-filters.ts). Each of the event's
 * questions asks the (question_id, revision) index for its latest answer by an exported guest:
 * a few index reads for an unfiltered export, whatever the number of guests.
 */
export async function exportColumnsOf(db: DbOrTx, eventId: string, where: SQL): Promise<ExportColumn[]> {
  const result = await db.execute(sql`
    select ${registrationQuestions.id} as "questionId", latest.question::text as question
    from ${registrationQuestions}
    cross join lateral (
      select ${registrationAnswers.question} as question
      from ${registrationAnswers}
      join ${registrations} on ${registrations.id} = ${registrationAnswers.registrationId}
      where ${registrationAnswers.questionId} = ${registrationQuestions.id} and ${ownColumns} and ${where}
      order by (${registrationAnswers.question} ->> 'revision')::int desc
      limit 1
    ) latest
    where ${registrationQuestions.eventId} = ${eventId}
    order by ${registrationQuestions.rank} collate "C"`);
  return rowsOf<{ questionId: string; question: string }>(result).map((row) => ({
    questionId: row.questionId,
    question: JSON.parse(row.question) as QuestionSnapshot,
  }));
}

/** ticket id → its name (null: the default ticket's, which the labels name). */
export async function exportTicketNames(db: DbOrTx, eventId: string): Promise<Map<string, string | null>> {
  const rows = await db.select({ id: tickets.id, name: tickets.name }).from(tickets).where(eq(tickets.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Where the export stopped: the last row's created_at (as the database wrote it, to the microsecond) and id. */
export type ExportKeyset = { createdAt: string; id: string };

type Registration = typeof registrations.$inferSelect;

/** An answer as kept on its registration for the export (registration-answers.sql): NAME and EMAIL left out, in question order. */
export type KeptAnswer = { questionId: string; revision: number; value: unknown };

/** A guest of a batch, their cells as plain values. */
export type BatchRow = Pick<
  Registration,
  'id' | 'name' | 'email' | 'status' | 'checkInStatus' | 'ticketId' | 'userId' | 'participationType'
> &
  Record<CsvFieldKey, string | null> & {
    /** milliseconds since the epoch */
    checkedInAt: number | null;
    createdAt: number;
    createdKey: string;
    /** the answers kept on the row as JSON text (KeptAnswer[]), parsed as its line is written */
    answers: string;
  };

const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * A snapshot's key: a question's revision is bumped on every edit and each answer keeps the snapshot
 * of the revision it answered (forms/answers.ts), so a question and a revision name one snapshot.
 */
export const snapshotKey = (questionId: string, revision: string | number) => `${questionId}:${revision}`;

/**
 * The statement of a batch: the next `limit` guests after `after`, in (created_at, id) order along
 * the (event_id, created_at, id) index, each with its member's profile and the answers kept on its
 * row (export_answers, registration-answers.sql): one row per guest and no lookup per guest. Times
 * come as epoch milliseconds. The snapshots are not in it: the answers name theirs by key, and the
 * export reads the few it does not hold yet by exportSnapshots.
 */
export function exportBatchQuery({ where, after, limit }: { where: SQL; after: ExportKeyset | null; limit: number }): SQL {
  const keyset = after
    ? sql`(${registrations.createdAt}, ${registrations.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const page = sql`select ${registrations.id} as id, ${registrations.name} as name, ${registrations.email} as email,
      ${registrations.status} as status, ${registrations.checkInStatus} as "checkInStatus",
      ${epochMs(registrations.checkedInAt)} as "checkedInAt", ${registrations.ticketId} as "ticketId",
      ${epochMs(registrations.createdAt)} as "createdAt", ${registrations.createdAt}::text as "createdKey",
      ${registrations.userId} as "userId", ${registrations.participationType} as "participationType",
      ${exportAnswers}::text as answers, ${registrations.createdAt} as created_at
    from ${registrations}
    where ${and(where, keyset)}
    order by ${registrations.createdAt}, ${registrations.id}
    limit ${limit}`;
  return sql`
    select guest.id, guest.name, guest.email, guest.status, guest."checkInStatus", guest."checkedInAt", guest."ticketId",
      guest."createdAt", guest."createdKey", guest."userId", guest."participationType",
      ${sql.join(
        csvFieldKeys.map((key) => sql`${userProfiles[key]} as ${sql.identifier(key)}`),
        sql`, `,
      )},
      guest.answers
    from (${page}) guest
    left join ${userProfiles} on ${userProfiles.userId} = guest."userId"
    order by guest.created_at, guest.id`;
}

/** One batch (exportBatchQuery): its guests, and where the next one starts (null: the export is done). */
export async function exportBatch(
  db: DbOrTx,
  batch: { where: SQL; after: ExportKeyset | null; limit: number },
): Promise<{ rows: BatchRow[]; last: ExportKeyset | null }> {
  const rows = rowsOf<BatchRow>(await db.execute(exportBatchQuery(batch)));
  const tail = rows.at(-1);
  return { rows, last: tail ? { createdAt: tail.createdKey, id: tail.id } : null };
}

/** The snapshots of these (question, revision) keys, each from one answer of it along the (question_id, revision) index. */
export async function exportSnapshots(
  db: DbOrTx,
  keys: { questionId: string; revision: number }[],
): Promise<{ questionId: string; question: QuestionSnapshot }[]> {
  const result = await db.execute(sql`
    select wanted.question_id as "questionId", (
      select ${registrationAnswers.question}::text from ${registrationAnswers}
      where ${registrationAnswers.questionId} = wanted.question_id
        and (${registrationAnswers.question} ->> 'revision')::int = wanted.revision
      limit 1
    ) as question
    from unnest(${`{${keys.map((key) => key.questionId).join(',')}}`}::uuid[], ${`{${keys.map((key) => key.revision).join(',')}}`}::int[])
      as wanted(question_id, revision)`);
  return rowsOf<{ questionId: string; question: string }>(result).map((row) => ({
    questionId: row.questionId,
    question: JSON.parse(row.question) as QuestionSnapshot,
  }));
}
