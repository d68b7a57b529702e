import type { FormQuestion } from './answer-values.ts';

/** One step of the form; a page break's title (when the host gave one) names the step after it. */
export type FormPage = { title: string | null; questions: FormQuestion[] };

/** The form's steps: the questions between page breaks. Breaks with nothing after them make no empty step. */
export function formPages(questions: FormQuestion[]): FormPage[] {
  const pages: FormPage[] = [{ title: null, questions: [] }];
  for (const question of questions) {
    const current = pages[pages.length - 1];
    if (question.kind !== 'PAGE_BREAK') {
      current.questions.push(question);
      continue;
    }
    const title = question.title.trim() || null;
    if (current.questions.length > 0) pages.push({ title, questions: [] });
    else current.title = title ?? current.title;
  }
  if (pages.length > 1 && pages[pages.length - 1].questions.length === 0) pages.pop();
  return pages;
}

/** The first page holding one of these questions (where to take the guest to see an error). */
export function pageOfFirst(pages: FormPage[], ids: string[]): number | null {
  const wanted = new Set(ids);
  const index = pages.findIndex((page) => page.questions.some((question) => wanted.has(question.id)));
  return index === -1 ? null : index;
}
