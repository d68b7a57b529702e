import { describe, expect, it } from 'vitest';
import { decideSessionLocale } from './session-locale.ts';

describe('decideSessionLocale', () => {
  it("applies the account's locale over the detected one", () => {
    expect(decideSessionLocale({ account: 'ko', shown: 'en', pick: null })).toEqual({ action: 'apply', locale: 'ko' });
    expect(decideSessionLocale({ account: 'en', shown: 'en', pick: null })).toEqual({ action: 'none' });
  });

  it('keeps a language named by ?lng= for this visit without touching the account', () => {
    expect(decideSessionLocale({ account: 'ko', shown: 'en', pick: { locale: 'en', via: 'query' } })).toEqual({ action: 'none' });
  });

  it('stores a language picked with the switch before signing in', () => {
    expect(decideSessionLocale({ account: 'en', shown: 'ko', pick: { locale: 'ko', via: 'switch' } })).toEqual({
      action: 'store',
      locale: 'ko',
    });
    expect(decideSessionLocale({ account: 'ko', shown: 'ko', pick: { locale: 'ko', via: 'switch' } })).toEqual({
      action: 'none',
    });
  });
});
