import type { ManagedForm } from '../../../../contract/registrations.ts';

/** What guests are asked: the live questions without those set to "not used", as the public form has them. */
export const previewQuestions = (form: ManagedForm) =>
  form.questions
    .filter((question) => question.requirement !== 'HIDDEN')
    .map(({ deletedAt: _d, revision: _r, ...question }) => question);
