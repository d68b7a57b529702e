import { CreateQuestionSchema } from '../../../../../contract/registrations.ts';
import type { CreateQuestionInput, Question, UpdateQuestion } from '../../../../../contract/registrations.ts';
import type { ProfileFormInput } from '../../../../../contract/communities.ts';

/** Questions not yet on the server carry ids of this shape; the server gives them real ones. */
const DRAFT = 'draft-';
let drafted = 0;
const draftId = () => `${DRAFT}${(drafted += 1)}`;
const isDraft = (questionId: string) => questionId.startsWith(DRAFT);

type Choices = UpdateQuestion['choices'];
const withIds = (choices: Choices): Question['choices'] =>
  (choices ?? []).map((choice) => ({ id: choice.id ?? draftId(), label: choice.label }));

/** A new question as the builder shows it, before it is saved. */
export function draftQuestion(input: CreateQuestionInput): Question {
  const parsed = CreateQuestionSchema.parse(input);
  return {
    id: draftId(),
    kind: parsed.kind,
    requirement: parsed.requirement,
    title: parsed.title,
    description: parsed.description,
    choices: withIds(parsed.choices),
    allowOther: parsed.allowOther,
    content: parsed.content,
    url: parsed.url,
    revision: 0,
    deletedAt: null,
  };
}

/** The question with the editor's changes applied. */
export function changedQuestion(question: Question, changes: UpdateQuestion): Question {
  const { choices, kind: _kind, ...rest } = changes;
  return { ...question, ...rest, ...(choices ? { choices: withIds(choices) } : {}) };
}

/** What `PUT …/profile-forms/{formId}` is sent: the questions in order; saved ones keep their ids. */
export function profileFormInput(title: string, questions: readonly Question[]): ProfileFormInput {
  return {
    title,
    questions: questions.map((question) => ({
      ...(isDraft(question.id) ? {} : { id: question.id }),
      kind: question.kind,
      requirement: question.requirement,
      title: question.title,
      description: question.description,
      choices: question.choices.map((choice) =>
        isDraft(choice.id) ? { label: choice.label } : { id: choice.id, label: choice.label },
      ),
      allowOther: question.allowOther,
      content: question.content,
      url: question.url,
    })),
  };
}

/** A fresh profile form starts with the name and a short bio, as a registration form starts with name and email. */
export const starterQuestions = (): Question[] => [
  draftQuestion({ kind: 'NAME', requirement: 'REQUIRED' }),
  draftQuestion({ kind: 'BIO', requirement: 'OPTIONAL' }),
];
