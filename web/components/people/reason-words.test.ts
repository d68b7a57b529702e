import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../../i18n/en.json' with { type: 'json' };
import ko from '../../i18n/ko.json' with { type: 'json' };
import { listWords, reasonWords } from './reason-words.ts';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, ko: { translation: ko } },
  lng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const translator = (locale: 'en' | 'ko') => {
  const t = i18n.getFixedT(locale);
  return (key: string, options?: Record<string, unknown>) => t(key, { ...options });
};

describe('recommendation reasons in words', () => {
  it('joins a list the way each language does', () => {
    expect(listWords(['React'], 'en')).toBe('React');
    expect(listWords(['React', 'Go'], 'en')).toBe('React and Go');
    expect(listWords(['React', 'Go', 'Vue'], 'en')).toBe('React, Go, and Vue');
    expect(listWords(['React', 'Go'], 'ko')).toBe('React, Go');
  });

  it('words each kind of reason in English and Korean', () => {
    const en = translator('en');
    const ko = translator('ko');
    expect(reasonWords({ kind: 'SHARED_SKILLS', skills: ['REACT', 'GO'] }, en, 'en')).toBe('You both list React and Go');
    expect(reasonWords({ kind: 'SHARED_SKILLS', skills: ['REACT', 'GO'] }, ko, 'ko')).toBe(
      '두 분 모두 React, Go 기술을 적었어요',
    );
    expect(reasonWords({ kind: 'MUTUAL_EVENTS', count: 2 }, en, 'en')).toBe('2 events in common');
    expect(reasonWords({ kind: 'MUTUAL_EVENTS', count: 1 }, en, 'en')).toBe('1 event in common');
    expect(reasonWords({ kind: 'MUTUAL_EVENTS', count: 2 }, ko, 'ko')).toBe('함께한 이벤트 2개');
    expect(reasonWords({ kind: 'SHARED_TAGS', tags: ['ai'] }, en, 'en')).toBe('You’re both into #ai');
    expect(reasonWords({ kind: 'SAME_INDUSTRY', industry: 'Fintech' }, ko, 'ko')).toBe('두 분 모두 Fintech 분야에서 일해요');
    expect(reasonWords({ kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['INVESTOR'], skills: ['GO'] }, en, 'en')).toBe(
      'Is who you’re looking for: Investor and Go',
    );
    expect(reasonWords({ kind: 'SEEKS_WHAT_YOU_OFFER', roles: ['FOUNDER'], skills: [] }, ko, 'ko')).toBe(
      '회원님 같은 분을 찾고 있어요: 창업가',
    );
  });
});
