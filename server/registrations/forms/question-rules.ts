// What makes a question complete for its kind (G20041 choices, G20042 terms, a title for the
// host's own questions), and how an edit keeps the ids of choices it keeps.
import { randomBytes } from 'node:crypto';
import {
  isChoiceKind,
  isProfileKind,
  type Choice,
  type Question,
  type QuestionKind,
  type QuestionRequirement,
} from '../../../contract/registrations.ts';
import type { registrationQuestions } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';

export type QuestionRow = typeof registrationQuestions.$inferSelect;

export type QuestionFields = {
  requirement: QuestionRequirement;
  title: string;
  description: string;
  choices: { id?: string; label: string }[];
  allowOther: boolean;
  content: string | null;
  url: string | null;
};

const newChoiceId = () => `c_${randomBytes(6).toString('base64url')}`;

/** Sent ids that name an existing choice keep it (so answers naming it stay true); others are new. */
function keepChoiceIds(sent: QuestionFields['choices'], existing: Choice[]): Choice[] {
  const known = new Set(existing.map((choice) => choice.id));
  const used = new Set<string>();
  return sent.map(({ id, label }) => {
    const keep = id !== undefined && known.has(id) && !used.has(id);
    const choiceId = keep ? id : newChoiceId();
    used.add(choiceId);
    return { id: choiceId, label };
  });
}

/** The stored columns of a question of this kind, or the code saying what it lacks. */
export function questionColumns(kind: QuestionKind, fields: QuestionFields, existingChoices: Choice[] = []) {
  const choices = isChoiceKind(kind) ? keepChoiceIds(fields.choices, existingChoices) : [];
  if (isChoiceKind(kind) && choices.length === 0) throw new AppError('G20041');
  if (kind === 'TEXT_TERMS' && (!fields.title || !fields.content)) throw new AppError('G20042');
  if (kind === 'LINK_TERMS' && (!fields.title || !fields.url)) throw new AppError('G20042');
  const needsTitle = !isProfileKind(kind) && kind !== 'PAGE_BREAK';
  if (needsTitle && !fields.title) throw new AppError('G00100', { fields: { title: 'validation.required' } });
  return {
    requirement: kind === 'PAGE_BREAK' ? ('OPTIONAL' as const) : fields.requirement,
    title: fields.title,
    description: fields.description,
    choices,
    allowOther: isChoiceKind(kind) ? fields.allowOther : false,
    content: kind === 'TEXT_TERMS' ? fields.content : null,
    url: kind === 'LINK_TERMS' ? fields.url : null,
  };
}

export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    kind: row.kind,
    requirement: row.requirement,
    title: row.title,
    description: row.description,
    choices: row.choices,
    allowOther: row.allowOther,
    content: row.content,
    url: row.url,
    revision: row.revision,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
