// A submission's answers, checked with the shared rules (contract/registrations.ts) and stored with
// a snapshot of their question. FILE answers must name files this registrant uploaded and that no
// other registration uses.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { fieldOfQuestion, isProfileInput } from '../../../contract/profile-fields.ts';
import type { AnswerInput, AnswerValue, Question, QuestionSnapshot } from '../../../contract/registrations.ts';
import { checkAnswers } from '../../../contract/registrations.ts';
import type { UpdateProfile } from '../../../contract/users.ts';
import type { Tx } from '../../platform/db/client.ts';
import { registrationFiles } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Registrant } from '../registering/registrant.ts';

export type CheckedAnswer = { questionId: string; question: QuestionSnapshot; value: AnswerValue };

const field = (questionId: string) => `answers.${questionId}`;

/** G20047 (with a message per question) for answers that don't fit, else G10016 for required terms not agreed. */
export function checkSubmission(questions: Question[], answers: AnswerInput[]): CheckedAnswer[] {
  const checked = checkAnswers(questions, answers);
  const errors = Object.entries(checked.fieldErrors);
  if (errors.length > 0)
    throw new AppError('G20047', { fields: Object.fromEntries(errors.map(([id, key]) => [field(id), key])) });
  if (checked.termsNotAgreed.length > 0) {
    throw new AppError('G10016', {
      fields: Object.fromEntries(checked.termsNotAgreed.map((id) => [field(id), 'errors.requiredTermsAgreement'])),
    });
  }
  return questions
    .filter((q) => checked.values.has(q.id))
    .map((q) => ({
      questionId: q.id,
      question: { kind: q.kind, title: q.title, revision: q.revision, choices: q.choices },
      value: checked.values.get(q.id)!,
    }));
}

/**
 * Attaches the FILE answers' files to the registration, and puts their name and type into the
 * answer. A file that is not the registrant's, or is used by another registration, is G20047.
 */
export async function attachAnswerFiles(
  tx: Tx,
  registrant: Registrant,
  eventId: string,
  registrationId: string,
  answers: CheckedAnswer[],
): Promise<CheckedAnswer[]> {
  const fileAnswers = answers.filter((a) => a.question.kind === 'FILE');
  if (fileAnswers.length === 0) return answers;
  const ids = fileAnswers.map((a) => (a.value as { fileId: string }).fileId);
  const owner =
    registrant.kind === 'member'
      ? eq(registrationFiles.uploaderUserId, registrant.userId)
      : eq(registrationFiles.uploaderEmail, registrant.email);
  const files = await tx
    .update(registrationFiles)
    .set({ registrationId, eventId })
    .where(
      and(
        inArray(registrationFiles.id, ids),
        owner,
        or(isNull(registrationFiles.eventId), eq(registrationFiles.eventId, eventId)),
        or(isNull(registrationFiles.registrationId), eq(registrationFiles.registrationId, registrationId)),
      ),
    )
    .returning();
  const byId = new Map(files.map((file) => [file.id, file]));
  const missing = fileAnswers.filter((a) => !byId.has((a.value as { fileId: string }).fileId));
  if (missing.length > 0)
    throw new AppError('G20047', {
      fields: Object.fromEntries(missing.map((a) => [field(a.questionId), 'validation.fileNotFound'])),
    });
  return answers.map((answer) => {
    if (answer.question.kind !== 'FILE') return answer;
    const file = byId.get((answer.value as { fileId: string }).fileId)!;
    return {
      ...answer,
      value: { fileId: file.id, name: file.originalName, contentType: file.contentType, size: file.size } as AnswerValue,
    };
  });
}

/** Which field a profile-kind question fills (contract/profile-fields.ts); EMAIL names the account's email, never written. */
export const profileFieldOf = fieldOfQuestion;

/** The profile changes a consenting member's answers make. */
export function profileChangesFrom(answers: CheckedAnswer[]): UpdateProfile {
  const changes: Record<string, unknown> = {};
  for (const answer of answers) {
    const key = profileFieldOf(answer.question.kind);
    if (key && (key === 'name' || isProfileInput(key))) changes[key] = answer.value;
  }
  return changes;
}
