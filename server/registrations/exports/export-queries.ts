// The export's reads: which questions become columns (every question the exported guests answered,
// in form order, titled by the latest snapshot answered), the event's ticket names, and one batch
// of guests with everything their rows need — one statement per keyset batch (the page of guests,
// each with its member's profile and its answers by key beside it), never one per guest.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { csvFieldKeys, questionOfField, type CsvFieldKey } from '../../../contract/profile-fields.ts';
import { answerText, type QuestionSnapshot } from '../../../contract/registrations.ts';
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

export type ExportGuest = Pick<
  Registration,
  'id' | 'name' | 'email' | 'status' | 'checkInStatus' | 'ticketId' | 'userId' | 'participationType'
> & {
  /** milliseconds since the epoch */
  checkedInAt: number | null;
  createdAt: number;
  /** each profile column's cell: the guest's answer to its question, else the member's profile */
  fields: Record<CsvFieldKey, string>;
  /** question id → the answer as cell text */
  answers: Map<string, string>;
};

/** A row of a batch: a guest and one of their answers (none: nulls), the guest's cells as plain values. */
type BatchRow = Omit<ExportGuest, 'fields' | 'answers'> &
  Record<CsvFieldKey, string | null> & {
    createdKey: string;
    questionId: string | null;
    question: string | null;
    value: string | null;
  };

type Answer = [questionId: string, question: QuestionSnapshot, value: unknown];

const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * The next `limit` guests after `after`, in (created_at, id) order along the (event_id, created_at,
 * id) index, with their profiles and answers: one statement per batch whatever its size. The page
 * of guests is read first, then each guest's answers by the answers' key beside it — one row per
 * answer, which costs the database less than gathering them per guest; times come as epoch
 * milliseconds. `snapshots` keeps the question snapshots read so far by their JSON, so a question's
 * few revisions are parsed once per export rather than once per answer.
 * A FILE answer is the link hosts open it with (the file route answers only the event's host team),
 * so the CSV can be used without the app.
 */
export async function exportBatch(
  db: DbOrTx,
  {
    where,
    after,
    limit,
    fileUrl,
    snapshots,
  }: {
    where: SQL;
    after: ExportKeyset | null;
    limit: number;
    fileUrl: (fileId: string) => string;
    snapshots: Map<string, QuestionSnapshot>;
  },
): Promise<{ guests: ExportGuest[]; last: ExportKeyset | null }> {
  const keyset = after
    ? sql`(${registrations.createdAt}, ${registrations.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const page = sql`select ${registrations.id} as id, ${registrations.name} as name, ${registrations.email} as email,
      ${registrations.status} as status, ${registrations.checkInStatus} as "checkInStatus",
      ${epochMs(registrations.checkedInAt)} as "checkedInAt", ${registrations.ticketId} as "ticketId",
      ${epochMs(registrations.createdAt)} as "createdAt", ${registrations.createdAt}::text as "createdKey",
      ${registrations.userId} as "userId", ${registrations.participationType} as "participationType",
      ${registrations.createdAt} as created_at
    from ${registrations}
    where ${and(where, keyset)}
    order by ${registrations.createdAt}, ${registrations.id}
    limit ${limit}`;
  const result = await db.execute(sql`
    select guest.*,
      ${sql.join(
        csvFieldKeys.map((key) => sql`${userProfiles[key]} as ${sql.identifier(key)}`),
        sql`, `,
      )},
      answer."questionId", answer.question, answer.value
    from (${page}) guest
    left join ${userProfiles} on ${userProfiles.userId} = guest."userId"
    left join lateral (
      select ${registrationAnswers.questionId} as "questionId", ${registrationAnswers.question}::text as question,
        ${registrationAnswers.value}::text as value
      from ${registrationAnswers}
      where ${registrationAnswers.registrationId} = guest.id and ${ownColumns}
      -- kept a subquery: joined plainly, the planner may hash every answer of the table for one page
      offset 0
    ) answer on true
    order by guest.created_at, guest.id`);
  const rows = rowsOf<BatchRow>(result);
  const tail = rows.at(-1);
  return {
    guests: guestsOfRows(rows, { fileUrl, snapshots }),
    last: tail ? { createdAt: tail.createdKey, id: tail.id } : null,
  };
}

/** The batch's rows (a guest's answers on consecutive rows) as guests. */
function guestsOfRows(
  rows: BatchRow[],
  { fileUrl, snapshots }: { fileUrl: (fileId: string) => string; snapshots: Map<string, QuestionSnapshot> },
): ExportGuest[] {
  const snapshotOf = (text: string) => {
    let snapshot = snapshots.get(text);
    if (snapshot === undefined) snapshots.set(text, (snapshot = JSON.parse(text) as QuestionSnapshot));
    return snapshot;
  };
  const guests: ExportGuest[] = [];
  let first = 0;
  for (let i = 1; i <= rows.length; i += 1) {
    if (i < rows.length && rows[i].id === rows[first].id) continue;
    const own: Answer[] = [];
    for (let j = first; j < i; j += 1) {
      const row = rows[j];
      if (row.questionId !== null) own.push([row.questionId, snapshotOf(row.question!), JSON.parse(row.value!)]);
    }
    guests.push(exportGuest(rows[first], own, fileUrl));
    first = i;
  }
  return guests;
}

function exportGuest(row: BatchRow, own: Answer[], fileUrl: (fileId: string) => string): ExportGuest {
  const cells = new Map<string, string>();
  for (const [questionId, question, value] of own) {
    const fileId = question.kind === 'FILE' ? (value as { fileId?: string } | null)?.fileId : undefined;
    cells.set(questionId, fileId ? fileUrl(fileId) : answerText(question, value));
  }
  const fields = {} as Record<CsvFieldKey, string>;
  for (const key of csvFieldKeys) fields[key] = fieldAnswer(own, questionOfField(key)) ?? row[key] ?? '';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    checkInStatus: row.checkInStatus,
    checkedInAt: row.checkedInAt,
    ticketId: row.ticketId,
    createdAt: row.createdAt,
    userId: row.userId,
    participationType: row.participationType,
    fields,
    answers: cells,
  };
}

/** A profile field's answer as the guest list reads it (participant-row.ts): its text, unless empty. */
function fieldAnswer(answers: Answer[], kind: string | null): string | null {
  if (!kind) return null;
  const answer = answers.find(([, question]) => question.kind === kind);
  if (answer === undefined || answer[2] === null) return null;
  const value = answer[2];
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === '' ? null : text;
}
