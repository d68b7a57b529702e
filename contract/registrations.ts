// Registration: the RSVP form's question kinds, the answer rules per kind, statuses and labels
// (docs/registrations.md). The browser's form and the server validate answers with the same
// functions; every message is an i18n key from contract/i18n.
import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import {
  BioSchema,
  DateOfBirthSchema,
  LocationSchema,
  NameSchema,
  PhoneNumberSchema,
  SkillsSchema,
  SocialLinksSchema,
  TagsSchema,
  UrlSchema,
  limits,
  yearsOfExperienceOptions,
} from './users.ts';

/** Questions that ask for a profile field: each at most once per form, pre-filled from the profile. */
export const profileQuestionKinds = [
  'NAME',
  'EMAIL',
  'PHONE_NUMBER',
  'BIO',
  'ORGANIZATION',
  'JOB_TITLE',
  'INDUSTRY',
  'YEARS_OF_EXPERIENCE',
  'LOCATION',
  'SOCIAL',
  'TAG',
  'SKILL',
  'DATE_OF_BIRTH',
] as const;
export const choiceQuestionKinds = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'] as const;
export const termsQuestionKinds = ['TEXT_TERMS', 'LINK_TERMS'] as const;
export const questionKinds = [
  ...profileQuestionKinds,
  'SHORT_TEXT',
  'LONG_TEXT',
  ...choiceQuestionKinds,
  'FILE',
  'LINK',
  ...termsQuestionKinds,
  'PAGE_BREAK',
] as const;
export type QuestionKind = (typeof questionKinds)[number];
export type ProfileQuestionKind = (typeof profileQuestionKinds)[number];

export const isProfileKind = (kind: string): kind is ProfileQuestionKind =>
  (profileQuestionKinds as readonly string[]).includes(kind);
export const isChoiceKind = (kind: string): boolean => (choiceQuestionKinds as readonly string[]).includes(kind);
export const isTermsKind = (kind: string): boolean => (termsQuestionKinds as readonly string[]).includes(kind);

/** HIDDEN is the builder's "not used": the question stays on the form but is never asked. */
export const questionRequirements = ['REQUIRED', 'OPTIONAL', 'HIDDEN'] as const;
export type QuestionRequirement = (typeof questionRequirements)[number];

export const registrationStatuses = ['APPROVED', 'PENDING', 'REJECTED', 'CANCELLED', 'WAITLISTED'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const checkInStatuses = ['CHECKED_IN', 'NOT_CHECKED_IN'] as const;
export type CheckInStatus = (typeof checkInStatuses)[number];

/** What a badge says: the statuses, plus waitlist, checked in and not registered. */
export const registrationLabels = [
  'NOT_REGISTERED',
  'APPROVED',
  'PENDING',
  'REJECTED',
  'CANCELLED',
  'WAITLIST',
  'CHECKED_IN',
] as const;
export type RegistrationLabel = (typeof registrationLabels)[number];

export function registrationLabel(
  registration: { status: RegistrationStatus; checkInStatus: CheckInStatus } | null,
): RegistrationLabel {
  if (!registration) return 'NOT_REGISTERED';
  if (registration.status === 'WAITLISTED') return 'WAITLIST';
  if (registration.status === 'APPROVED' && registration.checkInStatus === 'CHECKED_IN') return 'CHECKED_IN';
  return registration.status;
}

export const registrationLimits = {
  questionsPerForm: 100,
  questionTitle: 200,
  questionDescription: 2000,
  choices: 50,
  choiceLabel: 100,
  otherText: 200,
  shortText: 200,
  longText: 5000,
  termsContent: 20_000,
  ticketName: 60,
  ticketDescription: 500,
  /** bytes per uploaded answer file */
  fileBytes: 30 * 1024 * 1024,
  /** months a non-member's registration is kept after the event ends (docs/registrations.md) */
  guestRetentionMonths: 6,
} as const;

/** Answer files: checked by their first bytes, whatever they are called. */
export const registrationFileTypes = ['jpg', 'jpeg', 'png', 'pdf', 'zip'] as const;

// ─── The form, as the builder and the guest see it ────────────────────────────────────────────

export const ChoiceSchema = z.object({ id: z.string(), label: z.string() });
export type Choice = z.infer<typeof ChoiceSchema>;

export const QuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(questionKinds),
  requirement: z.enum(questionRequirements),
  /** empty for profile kinds means "use the kind's own label" */
  title: z.string(),
  description: z.string(),
  /** SINGLE_CHOICE, MULTIPLE_CHOICE: stable ids, kept when labels change */
  choices: z.array(ChoiceSchema),
  allowOther: z.boolean(),
  /** TEXT_TERMS: the terms' text */
  content: z.string().nullable(),
  /** LINK_TERMS: where the terms are */
  url: z.string().nullable(),
  /** bumped on every edit; each answer keeps the revision it answered */
  revision: z.number(),
  deletedAt: z.string().nullable(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** GET /v1/event-managements/{id}/regist-forms */
export const ManagedFormSchema = z.object({
  eventId: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** in form order */
  questions: z.array(QuestionSchema),
  /** deleted questions, restorable to where they were */
  deletedQuestions: z.array(QuestionSchema),
  /** registrations that hold answers (editing never changes what they answered) */
  answeredCount: z.number(),
});
export type ManagedForm = z.infer<typeof ManagedFormSchema>;

const text = (max: number) => z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.tooLong' });

export const ChoiceInputSchema = z.object({
  /** an existing choice's id keeps it (and every answer naming it); omit for a new choice */
  id: z.string().max(64).optional(),
  label: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(registrationLimits.choiceLabel, { error: 'validation.tooLong' }),
});

const questionFields = {
  requirement: z.enum(questionRequirements, { error: 'validation.invalid' }),
  title: text(registrationLimits.questionTitle),
  description: text(registrationLimits.questionDescription),
  choices: z
    .array(ChoiceInputSchema, { error: 'validation.invalid' })
    .max(registrationLimits.choices, { error: 'validation.invalid' }),
  allowOther: z.boolean({ error: 'validation.invalid' }),
  content: text(registrationLimits.termsContent).nullable(),
  url: UrlSchema.nullable(),
};

/** POST …/regist-questions. Per-kind completeness is the server's: G20041 choices, G20042 terms, G20045 a second profile question. */
export const CreateQuestionSchema = z.object({
  kind: z.enum(questionKinds, { error: 'validation.invalid' }),
  requirement: questionFields.requirement.default('OPTIONAL'),
  title: questionFields.title.default(''),
  description: questionFields.description.default(''),
  choices: questionFields.choices.default([]),
  allowOther: questionFields.allowOther.default(false),
  content: questionFields.content.default(null),
  url: questionFields.url.default(null),
  /** put it right after this question; omitted or null: at the end */
  afterId: z.string().max(64).nullish(),
});
export type CreateQuestionInput = z.input<typeof CreateQuestionSchema>;
export type CreateQuestion = z.output<typeof CreateQuestionSchema>;

/** PATCH …/regist-questions/{qid}: any field; `kind` may be sent but never changed (G20040). */
export const UpdateQuestionSchema = z
  .object({ kind: z.enum(questionKinds, { error: 'validation.invalid' }), ...questionFields })
  .partial();
export type UpdateQuestion = z.output<typeof UpdateQuestionSchema>;

/** POST …/regist-questions/{qid}/move: the question's new neighbours (null: the start or the end). */
export const MoveQuestionSchema = z.object({
  beforeId: z.string().max(64).nullable().default(null),
  afterId: z.string().max(64).nullable().default(null),
});

// ─── Answers ──────────────────────────────────────────────────────────────────────────────────

/** The value each kind answers with. Empty (null, '', [], false for terms) means "not answered". */
export type AnswerValue =
  | string
  | string[]
  | boolean
  | z.output<typeof LocationSchema>
  | z.output<typeof SocialLinksSchema>
  | { choiceId: string | null; other: string | null }
  | { choiceIds: string[]; other: string | null }
  | { fileId: string };

const optionalText = (max: number, key = 'validation.tooLong') =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: key });

const SingleChoiceAnswerSchema = z.object({
  choiceId: z
    .string({ error: 'validation.invalidChoice' })
    .max(64)
    .nullish()
    .transform((v) => v ?? null),
  other: optionalText(registrationLimits.otherText)
    .nullish()
    .transform((v) => v || null),
});
const MultipleChoiceAnswerSchema = z.object({
  choiceIds: z
    .array(z.string().max(64), { error: 'validation.invalidChoice' })
    .max(registrationLimits.choices, { error: 'validation.invalidChoice' }),
  other: optionalText(registrationLimits.otherText)
    .nullish()
    .transform((v) => v || null),
});
const FileAnswerSchema = z.object({
  fileId: z.string({ error: 'validation.invalid' }).regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.invalid' }),
});

/** The schema one question's answer must satisfy (choice ids are checked against the question). */
export function answerSchemaFor(question: Pick<Question, 'kind' | 'choices' | 'allowOther'>): z.ZodType<AnswerValue> {
  const choiceIds = new Set(question.choices.map((choice) => choice.id));
  switch (question.kind) {
    case 'NAME':
      return NameSchema;
    case 'EMAIL':
      return EmailSchema;
    case 'PHONE_NUMBER':
      return PhoneNumberSchema.transform((v) => v ?? '');
    case 'BIO':
      return BioSchema;
    case 'ORGANIZATION':
      return optionalText(limits.organization, 'validation.organizationMaxLength');
    case 'JOB_TITLE':
    case 'INDUSTRY':
      return optionalText(limits.generalText, 'validation.generalTextMaxLength');
    case 'YEARS_OF_EXPERIENCE':
      return z.enum(yearsOfExperienceOptions, { error: 'validation.invalid' });
    case 'LOCATION':
      return LocationSchema;
    case 'SOCIAL':
      return SocialLinksSchema;
    case 'TAG':
      return TagsSchema;
    case 'SKILL':
      return SkillsSchema;
    case 'DATE_OF_BIRTH':
      return DateOfBirthSchema.transform((v) => v ?? '');
    case 'SHORT_TEXT':
      return optionalText(registrationLimits.shortText);
    case 'LONG_TEXT':
      return optionalText(registrationLimits.longText);
    case 'LINK':
      return UrlSchema;
    case 'FILE':
      return FileAnswerSchema;
    case 'TEXT_TERMS':
    case 'LINK_TERMS':
      return z.boolean({ error: 'validation.invalid' });
    case 'SINGLE_CHOICE':
      return SingleChoiceAnswerSchema.refine((a) => (a.choiceId === null ? true : choiceIds.has(a.choiceId)), {
        error: 'validation.invalidChoice',
      })
        .refine((a) => question.allowOther || a.other === null, { error: 'validation.invalidChoice' })
        .refine((a) => a.choiceId === null || a.other === null, { error: 'validation.invalidChoice' });
    case 'MULTIPLE_CHOICE':
      return MultipleChoiceAnswerSchema.refine((a) => a.choiceIds.every((id) => choiceIds.has(id)), {
        error: 'validation.invalidChoice',
      })
        .refine((a) => new Set(a.choiceIds).size === a.choiceIds.length, { error: 'validation.invalidChoice' })
        .refine((a) => question.allowOther || a.other === null, { error: 'validation.invalidChoice' });
    case 'PAGE_BREAK':
      return z.never({ error: 'validation.invalid' });
  }
}

/**
 * The raw answer with every string in it made storable: NUL characters taken out and lone UTF-16
 * surrogates replaced. Neither means anything, and PostgreSQL can store neither.
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.toWellFormed().replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, storable(v)]));
  return value;
}

/** Whether a raw value counts as "not answered" for its kind. */
export function isEmptyAnswer(kind: QuestionKind, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isTermsKind(kind)) return value !== true;
  if (typeof value === 'object') {
    const v = value as { choiceId?: unknown; choiceIds?: unknown; other?: unknown; fileId?: unknown };
    const other = typeof v.other === 'string' ? v.other.trim() : '';
    if (kind === 'SINGLE_CHOICE') return (v.choiceId === null || v.choiceId === undefined) && other === '';
    if (kind === 'MULTIPLE_CHOICE') return (!Array.isArray(v.choiceIds) || v.choiceIds.length === 0) && other === '';
    if (kind === 'FILE') return !v.fileId;
  }
  return false;
}

export const AnswerInputSchema = z.object({ questionId: z.string().max(64), value: z.unknown().transform(storable) });
export type AnswerInput = z.infer<typeof AnswerInputSchema>;

export type AnswerCheck = {
  /** question id → the normalised value, for every asked question that was answered */
  values: Map<string, AnswerValue>;
  /** question id → i18n message key */
  fieldErrors: Record<string, string>;
  /** required terms not agreed to (G10016) */
  termsNotAgreed: string[];
};

/**
 * Checks a whole submission against the form: required questions answered, each answer in its
 * kind's shape, required terms agreed. HIDDEN questions and page breaks are never asked; answers to
 * them are ignored. Answers to questions not on the form are errors.
 */
export function checkAnswers(
  questions: readonly Pick<Question, 'id' | 'kind' | 'requirement' | 'choices' | 'allowOther'>[],
  answers: readonly AnswerInput[],
): AnswerCheck {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<string, unknown>();
  const fieldErrors: Record<string, string> = {};
  for (const answer of answers) {
    if (!byId.has(answer.questionId)) fieldErrors[answer.questionId] = 'validation.invalid';
    else given.set(answer.questionId, answer.value);
  }
  const values = new Map<string, AnswerValue>();
  const termsNotAgreed: string[] = [];
  for (const question of questions) {
    if (question.kind === 'PAGE_BREAK' || question.requirement === 'HIDDEN') continue;
    const raw = storable(given.get(question.id));
    if (isEmptyAnswer(question.kind, raw)) {
      if (question.requirement !== 'REQUIRED') continue;
      if (isTermsKind(question.kind)) termsNotAgreed.push(question.id);
      else fieldErrors[question.id] = 'validation.required';
      continue;
    }
    const parsed = answerSchemaFor(question).safeParse(raw);
    if (parsed.success) values.set(question.id, parsed.data);
    else fieldErrors[question.id] = parsed.error.issues[0]?.message ?? 'validation.invalid';
  }
  return { values, fieldErrors, termsNotAgreed };
}

/** What an answer was given to: kept with the answer, so later edits of the question change nothing. */
export const QuestionSnapshotSchema = z.object({
  kind: z.enum(questionKinds),
  title: z.string(),
  revision: z.number(),
  choices: z.array(ChoiceSchema),
});
export type QuestionSnapshot = z.infer<typeof QuestionSnapshotSchema>;

/** One answer as the guest gave it, readable after any later edit or deletion of its question. */
export const AnswerViewSchema = z.object({
  questionId: z.string(),
  question: QuestionSnapshotSchema,
  value: z.unknown(),
  /** the answer as plain text (choice labels as they were when answered) */
  text: z.string(),
});
export type AnswerView = z.infer<typeof AnswerViewSchema>;

/** An answer as one line of text: for lists, exports and emails. */
export function answerText(snapshot: Pick<QuestionSnapshot, 'kind' | 'choices'>, value: unknown): string {
  if (value === null || value === undefined) return '';
  const label = (id: string) => snapshot.choices.find((choice) => choice.id === id)?.label ?? id;
  switch (snapshot.kind) {
    case 'SINGLE_CHOICE': {
      const v = value as { choiceId: string | null; other: string | null };
      return v.choiceId ? label(v.choiceId) : (v.other ?? '');
    }
    case 'MULTIPLE_CHOICE': {
      const v = value as { choiceIds: string[]; other: string | null };
      return [...v.choiceIds.map(label), ...(v.other ? [v.other] : [])].join(', ');
    }
    case 'TEXT_TERMS':
    case 'LINK_TERMS':
      return value === true ? 'agreed' : '';
    case 'FILE': {
      const v = value as { fileId: string; name?: string };
      return v.name ?? v.fileId;
    }
    case 'LOCATION':
      return (value as { fullAddress: string }).fullAddress;
    case 'SOCIAL':
      return (value as { type: string; url: string }[]).map((link) => `${link.type}: ${link.url}`).join(', ');
    default:
      if (Array.isArray(value)) return value.join(', ');
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
      return JSON.stringify(value);
  }
}
