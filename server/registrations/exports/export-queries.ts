// The export's reads: which questions become columns (every question the exported guests answered,
// in form order, titled by the latest snapshot answered), the event's ticket names, and one batch
// of guests with what their rows need — read per batch by id (registrations by the keyset, then
// their answers and members' profiles by key), never per guest.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { csvFieldKeys, questionOfField, type CsvFieldKey } from '../../../contract/profile-fields.ts';
import { answerText, type QuestionSnapshot } from '../../../contract/registrations.ts';
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

/** `where` is the list's condition on `registrations` (participant-filters.ts). */
export async function exportColumnsOf(db: DbOrTx, where: SQL): Promise<ExportColumn[]> {
  const latest = sql<QuestionSnapshot>`(array_agg(${registrationAnswers.question} order by (${registrationAnswers.question} ->> 'revision')::int desc))[1]`;
  const rows = await db
    .select({ questionId: registrationAnswers.questionId, question: latest.mapWith(registrationAnswers.question) })
    .from(registrationAnswers)
    .innerJoin(registrations, sql`${registrations.id} = ${registrationAnswers.registrationId}`)
    .innerJoin(registrationQuestions, sql`${registrationQuestions.id} = ${registrationAnswers.questionId}`)
    .where(and(where, ownColumns))
    .groupBy(registrationAnswers.questionId, registrationQuestions.rank)
    .orderBy(sql`${registrationQuestions.rank} collate "C"`);
  return rows;
}

/** ticket id → its name (null: the default ticket's, which the labels name). */
export async function exportTicketNames(db: DbOrTx, eventId: string): Promise<Map<string, string | null>> {
  const rows = await db.select({ id: tickets.id, name: tickets.name }).from(tickets).where(eq(tickets.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Where the export stopped: the last row's (created_at, id), the order of the event's index. */
export type ExportKeyset = { createdAt: Date; id: string };

/** The columns a row of the CSV shows, and no others (the search text and the QR secret stay in the database). */
const rowColumns = {
  id: registrations.id,
  name: registrations.name,
  email: registrations.email,
  status: registrations.status,
  checkInStatus: registrations.checkInStatus,
  checkedInAt: registrations.checkedInAt,
  ticketId: registrations.ticketId,
  createdAt: registrations.createdAt,
  userId: registrations.userId,
  participationType: registrations.participationType,
};

export type ExportGuest = {
  [K in keyof typeof rowColumns]: (typeof registrations.$inferSelect)[K];
} & {
  /** each profile column's cell: the guest's answer to its question, else the member's profile */
  fields: Record<CsvFieldKey, string>;
  /** question id → the answer as cell text */
  answers: Map<string, string>;
};

/**
 * The next `limit` guests after `after`, in (created_at, id) order along the (event_id, created_at,
 * id) index, with their answers and profiles: three statements per batch whatever its size.
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
  }: { where: SQL; after: ExportKeyset | null; limit: number; fileUrl: (fileId: string) => string },
): Promise<ExportGuest[]> {
  const keyset = after
    ? sql`(${registrations.createdAt}, ${registrations.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select(rowColumns)
    .from(registrations)
    .where(and(where, keyset))
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const memberIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const [answers, profiles] = await Promise.all([
    db
      .select({
        registrationId: registrationAnswers.registrationId,
        questionId: registrationAnswers.questionId,
        question: registrationAnswers.question,
        value: registrationAnswers.value,
      })
      .from(registrationAnswers)
      .where(and(sql`${registrationAnswers.registrationId} = any(${sql.param(rows.map((row) => row.id))}::uuid[])`, ownColumns)),
    memberIds.length
      ? db
          .select({ userId: userProfiles.userId, ...Object.fromEntries(csvFieldKeys.map((key) => [key, userProfiles[key]])) })
          .from(userProfiles)
          .where(sql`${userProfiles.userId} = any(${sql.param(memberIds)}::uuid[])`)
      : Promise.resolve([]),
  ]);
  const byRegistration = Map.groupBy(answers, (answer) => answer.registrationId);
  const profileOf = new Map(
    profiles.map((profile) => [profile.userId, profile as unknown as Record<CsvFieldKey, string | null>]),
  );
  return rows.map((row) => {
    const own = byRegistration.get(row.id) ?? [];
    const cells = new Map<string, string>();
    for (const answer of own) {
      const fileId = answer.question.kind === 'FILE' ? (answer.value as { fileId?: string } | null)?.fileId : undefined;
      cells.set(answer.questionId, fileId ? fileUrl(fileId) : answerText(answer.question, answer.value));
    }
    const profile = row.userId ? profileOf.get(row.userId) : undefined;
    const fields = Object.fromEntries(
      csvFieldKeys.map((key) => [key, fieldAnswer(own, questionOfField(key)) ?? profile?.[key] ?? '']),
    ) as Record<CsvFieldKey, string>;
    return { ...row, fields, answers: cells };
  });
}

/** A profile field's answer as the guest list reads it (participant-row.ts): its text, unless empty. */
function fieldAnswer(answers: { question: QuestionSnapshot; value: unknown }[], kind: string | null): string | null {
  if (!kind) return null;
  const answer = answers.find((a) => a.question.kind === kind);
  if (answer === undefined || answer.value === null) return null;
  const text = typeof answer.value === 'string' ? answer.value : JSON.stringify(answer.value);
  return text === '' ? null : text;
}
