import { useState } from 'react';
import type { Question } from '../../../../../contract/registrations.ts';
import type { QuestionBuilderActions } from '../../../../components/question-builder/question-builder-actions.ts';
import { moveWithin } from '../../../../components/question-builder/question-order.ts';
import { isProfileKind } from '../../../../components/question-builder/question-kinds.ts';
import { changedQuestion, draftQuestion } from './draft-questions.ts';

type Deleted = { question: Question; index: number };

/**
 * A profile form kept in memory while it is made: the builder's actions change the list at once,
 * and the whole form is sent when the page is saved. Deleted questions can come back where they were.
 */
export function useDraftQuestions(initial: () => Question[]) {
  const [questions, setQuestions] = useState<Question[]>(initial);
  const [deleted, setDeleted] = useState<Deleted[]>([]);
  const [dirty, setDirty] = useState(false);

  const change = (next: (current: Question[]) => Question[]) => {
    setQuestions(next);
    setDirty(true);
    return Promise.resolve();
  };

  const actions: QuestionBuilderActions = {
    add: (input) => {
      if (isProfileKind(input.kind) && questions.some((question) => question.kind === input.kind))
        return Promise.reject(new Error('already on the form'));
      return change((current) => [...current, draftQuestion(input)]);
    },
    save: (id, changes) =>
      change((current) => current.map((question) => (question.id === id ? changedQuestion(question, changes) : question))),
    setRequirement: (id, requirement) =>
      change((current) =>
        current.map((question) => (question.id === id && requirement ? { ...question, requirement } : question)),
      ),
    remove: (id) => {
      const index = questions.findIndex((question) => question.id === id);
      if (index === -1) return Promise.resolve();
      setDeleted((current) => [...current.filter((entry) => entry.question.id !== id), { question: questions[index], index }]);
      return change((current) => current.filter((question) => question.id !== id));
    },
    restore: (id) => {
      const entry = deleted.find((candidate) => candidate.question.id === id);
      if (!entry) return Promise.resolve();
      setDeleted((current) => current.filter((candidate) => candidate.question.id !== id));
      return change((current) => [...current.slice(0, entry.index), entry.question, ...current.slice(entry.index)]);
    },
    move: (id, toIndex) => change((current) => moveWithin(current, id, toIndex)),
  };

  return {
    questions,
    deletedQuestions: deleted.map((entry) => entry.question),
    actions,
    dirty,
    /** after a save: the server's questions (with their ids) are the new starting point */
    reset: (saved: Question[]) => {
      setQuestions(saved);
      setDeleted([]);
      setDirty(false);
    },
  };
}
