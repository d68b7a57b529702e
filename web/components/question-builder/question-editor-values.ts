import { CreateQuestionSchema, isChoiceKind } from '../../../contract/registrations.ts';
import type {
  CreateQuestionInput,
  Question,
  QuestionKind,
  QuestionRequirement,
  UpdateQuestion,
} from '../../../contract/registrations.ts';
import { needsTitle } from './question-kinds.ts';

export type EditorValues = {
  requirement: QuestionRequirement;
  title: string;
  description: string;
  /** `key` tells rows apart while typing; `id` keeps an existing choice (and the answers naming it) */
  choices: { key: string; id?: string; label: string }[];
  allowOther: boolean;
  content: string;
  url: string;
};

let keys = 0;
export const newChoiceRow = (label = '') => ({ key: `new-${(keys += 1)}`, label });

export function editorValuesFor(kind: QuestionKind, question?: Question): EditorValues {
  if (question) {
    return {
      requirement: question.requirement,
      title: question.title,
      description: question.description,
      choices: question.choices.map((choice) => ({ key: choice.id, id: choice.id, label: choice.label })),
      allowOther: question.allowOther,
      content: question.content ?? '',
      url: question.url ?? '',
    };
  }
  const choices = isChoiceKind(kind) ? [newChoiceRow(), newChoiceRow()] : [];
  const requirement = kind === 'TEXT_TERMS' || kind === 'LINK_TERMS' ? 'REQUIRED' : 'OPTIONAL';
  return { requirement, title: '', description: '', choices, allowOther: false, content: '', url: '' };
}

/** The request body: only what this kind has (the server ignores the rest, and says what is missing). */
export function toQuestionInput(kind: QuestionKind, values: EditorValues): CreateQuestionInput {
  return {
    kind,
    requirement: values.requirement,
    title: values.title,
    description: values.description,
    choices: isChoiceKind(kind)
      ? values.choices.filter((c) => c.label.trim() || c.id).map(({ id, label }) => (id ? { id, label } : { label }))
      : [],
    allowOther: isChoiceKind(kind) && values.allowOther,
    content: kind === 'TEXT_TERMS' ? values.content : null,
    url: kind === 'LINK_TERMS' ? values.url : null,
  };
}

export const toQuestionUpdate = (kind: QuestionKind, values: EditorValues): UpdateQuestion => {
  const { kind: _kind, ...changes } = toQuestionInput(kind, values);
  return changes;
};

/** Field → message key: the contract's schema, then what each kind needs (G20041, G20042 and a title). */
export function validateEditor(kind: QuestionKind, values: EditorValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (needsTitle(kind) && !values.title.trim()) errors.title = 'validation.required';
  if (isChoiceKind(kind) && !values.choices.some((choice) => choice.label.trim()))
    errors.choices = 'errors.questionChoicesRequired';
  if (kind === 'TEXT_TERMS' && !values.content.trim()) errors.content = 'validation.required';
  if (kind === 'LINK_TERMS' && !values.url.trim()) errors.url = 'validation.required';
  const parsed = CreateQuestionSchema.safeParse(toQuestionInput(kind, values));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field, index] = issue.path;
    const path = field === 'choices' && typeof index === 'number' ? `choices.${index}` : String(field);
    errors[path] ??= issue.message;
  }
  return errors;
}
