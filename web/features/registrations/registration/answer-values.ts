// What the registration form holds per question, and the answer the API takes from it. The
// checks are the contract's own (checkAnswers), so the browser says what the server would.
import type { AnswerInput, Question, QuestionKind } from '../../../../contract/registrations.ts';
import { checkAnswers } from '../../../../contract/registrations.ts';

export type FormQuestion = Omit<Question, 'deletedAt' | 'revision'>;

export type SocialRow = { type: string | null; url: string };
export type UploadedAnswerFile = { fileId: string; name: string; size: number };
/** Other chosen: `other` is a string (maybe still empty); not chosen: null. */
export type SingleChoiceValue = { choiceId: string | null; other: string | null };
export type MultipleChoiceValue = { choiceIds: string[]; other: string | null };

export type RawValue =
  string | string[] | boolean | SocialRow[] | SingleChoiceValue | MultipleChoiceValue | UploadedAnswerFile | null;
export type FormValues = Record<string, RawValue>;

const listKinds = new Set<QuestionKind>(['TAG', 'SKILL']);

function emptyValue(kind: QuestionKind): RawValue {
  if (listKinds.has(kind) || kind === 'SOCIAL') return [];
  if (kind === 'SINGLE_CHOICE') return { choiceId: null, other: null };
  if (kind === 'MULTIPLE_CHOICE') return { choiceIds: [], other: null };
  if (kind === 'TEXT_TERMS' || kind === 'LINK_TERMS') return false;
  if (kind === 'FILE' || kind === 'YEARS_OF_EXPERIENCE') return null;
  return '';
}

function fromPrefill(kind: QuestionKind, value: unknown): RawValue {
  if (kind === 'LOCATION') return (value as { fullAddress?: string }).fullAddress ?? '';
  if (kind === 'SOCIAL') return (value as SocialRow[]).map((row) => ({ type: row.type, url: row.url }));
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value : emptyValue(kind);
}

/** Every asked question's starting value: the profile's where there is one (members), else empty. */
export function initialValues(questions: FormQuestion[], prefill: Record<string, unknown>, guestEmail?: string): FormValues {
  const values: FormValues = {};
  for (const question of questions) {
    if (question.kind === 'PAGE_BREAK') continue;
    const known = prefill[question.id];
    values[question.id] = known === undefined || known === null ? emptyValue(question.kind) : fromPrefill(question.kind, known);
    if (question.kind === 'EMAIL' && guestEmail) values[question.id] = guestEmail;
  }
  return values;
}

/** The value to send for one question; a location typed as it was in the profile keeps its parts. */
export function toAnswerValue(question: FormQuestion, raw: RawValue, prefill: Record<string, unknown>): unknown {
  switch (question.kind) {
    case 'LOCATION': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      const known = prefill[question.id] as { fullAddress?: string } | undefined;
      if (!text) return '';
      return known?.fullAddress === text ? known : { type: 'MANUAL', fullAddress: text };
    }
    case 'SOCIAL':
      return (raw as SocialRow[]).filter((row) => row.type !== null || row.url.trim() !== '');
    case 'FILE':
      return raw ? { fileId: (raw as UploadedAnswerFile).fileId } : null;
    default:
      return raw;
  }
}

export function toAnswers(questions: FormQuestion[], values: FormValues, prefill: Record<string, unknown>): AnswerInput[] {
  return questions
    .filter((question) => question.kind !== 'PAGE_BREAK' && question.id in values)
    .map((question) => ({ questionId: question.id, value: toAnswerValue(question, values[question.id], prefill) }));
}

/** Question id → message key, for these questions only (one page of the form). */
export function validateAnswers(
  questions: FormQuestion[],
  values: FormValues,
  prefill: Record<string, unknown>,
): Record<string, string> {
  const checked = checkAnswers(questions, toAnswers(questions, values, prefill));
  const errors = { ...checked.fieldErrors };
  for (const id of checked.termsNotAgreed) errors[id] = 'errors.requiredTermsAgreement';
  return errors;
}

/** The API's `answers.<questionId>` field errors, by question id. */
export function answerErrorsFrom(fields: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const id = /^answers\.([^.]+)/.exec(path)?.[1];
    if (id) errors[id] = message;
  }
  return errors;
}
