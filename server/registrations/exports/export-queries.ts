// The export's two reads besides the guests themselves: which questions become columns (every
// question the exported guests answered, in form order, titled by the latest snapshot answered),
// and one batch's answers.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { answerText, type QuestionSnapshot } from '../../../contract/registrations.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrationAnswers, registrationQuestions, registrations } from '../../platform/db/schema/index.ts';

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

/** registration id → question id → the answer as text (read with its own snapshot's labels), for one batch of guests. */
/**
 * Each registration's answers as cell text. A FILE answer is the link hosts open it with (the file
 * route answers only the event's host team), so the CSV can be used without the app.
 */
export async function exportAnswersOf(
  db: DbOrTx,
  registrationIds: string[],
  fileUrl: (fileId: string) => string,
): Promise<Map<string, Map<string, string>>> {
  const rows = await db
    .select({
      registrationId: registrationAnswers.registrationId,
      questionId: registrationAnswers.questionId,
      question: registrationAnswers.question,
      value: registrationAnswers.value,
    })
    .from(registrationAnswers)
    .where(and(inArray(registrationAnswers.registrationId, registrationIds), ownColumns));
  const byRegistration = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const answers = byRegistration.get(row.registrationId) ?? new Map<string, string>();
    const fileId = row.question.kind === 'FILE' ? (row.value as { fileId?: string } | null)?.fileId : undefined;
    answers.set(row.questionId, fileId ? fileUrl(fileId) : answerText(row.question, row.value));
    byRegistration.set(row.registrationId, answers);
  }
  return byRegistration;
}
