import { describe, expect, it } from 'vitest';
import { sentSearch } from './guests.ts';

describe('sentSearch', () => {
  it('sends nothing until the search has 2 characters (a Korean syllable is one), trimmed', () => {
    expect(sentSearch('')).toBeUndefined();
    expect(sentSearch('  a  ')).toBeUndefined();
    expect(sentSearch('민')).toBeUndefined();
    expect(sentSearch(' 민지 ')).toBe('민지');
    expect(sentSearch('ab')).toBe('ab');
  });
});
