// My answers to a community's profile form, and which of them other members see (decision 016).
// The choice is per community and per answer; without one, the answer's kind decides: contact
// details, the date of birth and files stay hidden until shown. Terms and page breaks are never
// answers anyone reads.
import { and, eq, sql } from 'drizzle-orm';
import type { VisibleAnswer } from '../../../contract/community-people.ts';
import { answerText, type QuestionKind } from '../../../contract/registrations.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { communityAnswerVisibility, communityMembers } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';

const hiddenUntilShown: readonly QuestionKind[] = ['EMAIL', 'PHONE_NUMBER', 'DATE_OF_BIRTH', 'FILE'];
const neverShown: readonly QuestionKind[] = ['TEXT_TERMS', 'LINK_TERMS', 'PAGE_BREAK'];

export type MyAnswer = VisibleAnswer & { value: unknown; hidden: boolean };

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Every answer I gave that a member could see, with its visibility. */
export async function myAnswers(db: DbOrTx, communityId: string, userId: string): Promise<MyAnswer[]> {
  const [[membership], choices] = await Promise.all([
    db
      .select({ answers: communityMembers.answers })
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId))),
    db
      .select({ questionId: communityAnswerVisibility.questionId, hidden: communityAnswerVisibility.hidden })
      .from(communityAnswerVisibility)
      .where(and(eq(communityAnswerVisibility.communityId, communityId), eq(communityAnswerVisibility.userId, userId))),
  ]);
  const chosen = new Map(choices.map((choice) => [choice.questionId, choice.hidden]));
  return (membership?.answers ?? [])
    .filter((answer) => !neverShown.includes(answer.question.kind) && !isBlank(answer.value))
    .map((answer) => ({
      questionId: answer.questionId,
      title: answer.question.title,
      kind: answer.question.kind,
      text: answerText(answer.question, answer.value),
      value: answer.value,
      hidden: chosen.get(answer.questionId) ?? hiddenUntilShown.includes(answer.question.kind),
    }));
}

/** What another member sees: the answers shown, with their text only. */
export async function visibleAnswersOf(db: DbOrTx, communityId: string, userId: string): Promise<VisibleAnswer[]> {
  return (await myAnswers(db, communityId, userId))
    .filter((answer) => !answer.hidden)
    .map(({ questionId, title, kind, text }) => ({ questionId, title, kind, text }));
}

/** One answer's choice, in one upsert; a question I did not answer is 404 G04026. */
export async function setAnswerVisibility(
  db: DbOrTx,
  communityId: string,
  userId: string,
  questionId: string,
  hidden: boolean,
): Promise<string[]> {
  if (!isUuid(questionId)) throw new AppError('G04026');
  const answers = await myAnswers(db, communityId, userId);
  if (!answers.some((answer) => answer.questionId === questionId)) throw new AppError('G04026');
  await db
    .insert(communityAnswerVisibility)
    .values({ communityId, userId, questionId, hidden })
    .onConflictDoUpdate({
      target: [communityAnswerVisibility.communityId, communityAnswerVisibility.userId, communityAnswerVisibility.questionId],
      set: { hidden: sql`excluded.hidden` },
    });
  return hiddenQuestionIds(await myAnswers(db, communityId, userId));
}

export const hiddenQuestionIds = (answers: MyAnswer[]) =>
  answers.filter((answer) => answer.hidden).map((answer) => answer.questionId);
