import { describe, expect, it } from 'vitest';
import type { Question } from '../../../../../contract/registrations.ts';
import { changedQuestion, draftQuestion, profileFormInput, starterQuestions } from './draft-questions.ts';

const saved: Question = {
  id: 'q-saved',
  kind: 'SINGLE_CHOICE',
  requirement: 'REQUIRED',
  title: 'What do you make?',
  description: '',
  choices: [{ id: 'c-1', label: 'Hardware' }],
  allowOther: false,
  content: null,
  url: null,
  revision: 3,
  deletedAt: null,
};

describe('a profile form drafted in the browser', () => {
  it('starts with the name (required) and a bio (optional)', () => {
    expect(starterQuestions().map((q) => [q.kind, q.requirement])).toEqual([
      ['NAME', 'REQUIRED'],
      ['BIO', 'OPTIONAL'],
    ]);
  });

  it('sends saved questions and choices with their ids, new ones without, in order', () => {
    const added = draftQuestion({ kind: 'SHORT_TEXT', title: 'Team name' });
    const edited = changedQuestion(saved, {
      choices: [{ id: 'c-1', label: 'Hardware' }, { label: 'Software' }],
      title: 'What do you build?',
    });
    const input = profileFormInput('Builder', [added, edited]);
    expect(input.title).toBe('Builder');
    expect(input.questions?.[0]).not.toHaveProperty('id');
    expect(input.questions?.[0]).toMatchObject({ kind: 'SHORT_TEXT', title: 'Team name', requirement: 'OPTIONAL' });
    expect(input.questions?.[1]).toMatchObject({
      id: 'q-saved',
      title: 'What do you build?',
      choices: [{ id: 'c-1', label: 'Hardware' }, { label: 'Software' }],
    });
    expect(input.questions?.[1]?.choices?.[1]).not.toHaveProperty('id');
  });

  it('keeps the kind when the editor sends one', () => {
    expect(changedQuestion(saved, { kind: 'LONG_TEXT', requirement: 'OPTIONAL' })).toMatchObject({
      kind: 'SINGLE_CHOICE',
      requirement: 'OPTIONAL',
    });
  });
});
