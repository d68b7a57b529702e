import { describe, expect, it } from 'vitest';
import type { FormQuestion } from './answer-values.ts';
import { answerErrorsFrom, initialValues, toAnswers, validateAnswers } from './answer-values.ts';
import { formPages, pageOfFirst } from './form-pages.ts';
import { GUEST_TOKEN_HEADER } from '../../../../contract/registration-views.ts';
import { guestHeaders } from './guest-proof.ts';

const question = (id: string, kind: FormQuestion['kind'], extra: Partial<FormQuestion> = {}): FormQuestion => ({
  id,
  kind,
  requirement: 'REQUIRED',
  title: '',
  description: '',
  choices: [],
  allowOther: false,
  content: null,
  url: null,
  ...extra,
});

const name = question('q-name', 'NAME');
const location = question('q-loc', 'LOCATION', { requirement: 'OPTIONAL' });
const choice = question('q-choice', 'SINGLE_CHOICE', {
  title: 'How?',
  choices: [{ id: 'c1', label: 'Friend' }],
  allowOther: true,
});
const terms = question('q-terms', 'TEXT_TERMS', { title: 'Rules', content: 'Be kind.' });
const file = question('q-file', 'FILE', { title: 'CV', requirement: 'OPTIONAL' });
const pageBreak = question('q-break', 'PAGE_BREAK', { title: 'More', requirement: 'OPTIONAL' });

describe('registration answers', () => {
  it('starts from the profile where it can, and from empty values of each kind', () => {
    const values = initialValues([name, location, choice, terms, file, pageBreak], {
      'q-name': 'Kim',
      'q-loc': { type: 'GOOGLE', fullAddress: 'Seoul' },
    });
    expect(values).toEqual({
      'q-name': 'Kim',
      'q-loc': 'Seoul',
      'q-choice': { choiceId: null, other: null },
      'q-terms': false,
      'q-file': null,
    });
  });

  it('sends a location as typed, keeping the profile one (with its parts) when unchanged', () => {
    const prefill = { 'q-loc': { type: 'GOOGLE', fullAddress: 'Seoul', city: 'Seoul' } };
    expect(toAnswers([location], { 'q-loc': 'Seoul' }, prefill)[0].value).toEqual(prefill['q-loc']);
    expect(toAnswers([location], { 'q-loc': 'Busan' }, prefill)[0].value).toEqual({ type: 'MANUAL', fullAddress: 'Busan' });
    expect(toAnswers([file], { 'q-file': { fileId: 'f'.repeat(20), name: 'cv.pdf', size: 1 } }, {})[0].value).toEqual({
      fileId: 'f'.repeat(20),
    });
  });

  it('checks with the contract: required answers, Other with words, terms agreed', () => {
    const values = { 'q-name': '', 'q-choice': { choiceId: null, other: '' }, 'q-terms': false };
    expect(validateAnswers([name, choice, terms], values, {})).toEqual({
      'q-name': 'validation.required',
      'q-choice': 'validation.required',
      'q-terms': 'errors.requiredTermsAgreement',
    });
    const answered = { 'q-name': 'Kim', 'q-choice': { choiceId: null, other: 'A podcast' }, 'q-terms': true };
    expect(validateAnswers([name, choice, terms], answered, {})).toEqual({});
  });

  it("reads the API's answers.<id> field errors", () => {
    expect(answerErrorsFrom({ 'answers.q-name': 'Name is too long', agreeToPolicies: 'x' })).toEqual({
      'q-name': 'Name is too long',
    });
  });
});

describe('form pages', () => {
  it('splits at page breaks, names steps after a break, and makes no empty step', () => {
    const pages = formPages([pageBreak, name, pageBreak, pageBreak, choice, pageBreak]);
    expect(pages.map((page) => [page.title, page.questions.map((q) => q.id)])).toEqual([
      ['More', ['q-name']],
      ['More', ['q-choice']],
    ]);
    expect(pageOfFirst(pages, ['q-choice'])).toBe(1);
    expect(pageOfFirst(pages, ['nope'])).toBeNull();
  });
});

describe('guest proof', () => {
  it('travels in the header the API reads', () => {
    expect(guestHeaders({ token: 't', email: 'a@b.example', expiresAt: '' })).toEqual({ [GUEST_TOKEN_HEADER]: 't' });
    expect(guestHeaders(null)).toEqual({});
  });
});
