import type { CreateQuestionInput, UpdateQuestion } from '../../../contract/registrations.ts';

/**
 * What the builder asks of whoever keeps the form: an event's registration form saves each change
 * on the server at once, a profile form being drafted keeps them in memory until it is sent. A
 * rejected promise carries the server's error (an `ApiError` with field messages, if any).
 */
export type QuestionBuilderActions = {
  add: (input: CreateQuestionInput) => Promise<unknown>;
  /** a change made in the editor: its errors are shown there */
  save: (id: string, changes: UpdateQuestion) => Promise<unknown>;
  /** a quick change on the card (whether the question is asked) */
  setRequirement: (id: string, requirement: UpdateQuestion['requirement']) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  restore: (id: string) => Promise<unknown>;
  /** `toIndex` in the list as it will be; the neighbours are what the server is told */
  move: (id: string, toIndex: number, neighbours: { beforeId: string | null; afterId: string | null }) => Promise<unknown>;
};
