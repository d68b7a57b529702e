import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRank, rankBetween, spreadRanks } from './question-rank.ts';

describe('rank keys', () => {
  it('puts a key strictly between any two keys, and before and after all', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 }), { minLength: 1, maxLength: 60 }), (steps) => {
        // Insert repeatedly at the start, the end or between two random neighbours.
        const keys: string[] = [rankBetween('', null)];
        for (const step of steps) {
          const at = step === 0 ? 0 : step === 1 ? keys.length : Math.floor(keys.length / 2);
          const before = keys[at - 1] ?? '';
          const after = keys[at] ?? null;
          const key = rankBetween(before, after);
          expect(isRank(key)).toBe(true);
          expect(key > before).toBe(true);
          if (after !== null) expect(key < after).toBe(true);
          keys.splice(at, 0, key);
        }
        expect([...keys].sort()).toEqual(keys);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('grows slowly when one spot is used again and again', () => {
    let first = rankBetween('', null);
    for (let i = 0; i < 50; i += 1) first = rankBetween('', first);
    expect(first.length).toBeLessThan(20);
  });

  it('spreads any number of keys in order', () => {
    for (const count of [1, 2, 35, 36, 37, 500]) {
      const keys = spreadRanks(count);
      expect(keys).toHaveLength(count);
      expect([...keys].sort()).toEqual(keys);
      expect(new Set(keys).size).toBe(count);
      expect(keys.every(isRank)).toBe(true);
    }
  });

  it('refuses a range that is not one', () => {
    expect(() => rankBetween('b', 'a')).toThrow();
    expect(() => rankBetween('a', 'a')).toThrow();
  });
});
