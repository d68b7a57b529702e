import { describe, expect, it } from 'vitest';
import { dropIndex, isRealMove, moveWithin, neighboursAt } from './question-order.ts';

const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((item) => item.id).join('');

describe('question order', () => {
  it('moves an item to an index of the resulting list', () => {
    expect(ids(moveWithin(items, 'a', 2))).toBe('bcad');
    expect(ids(moveWithin(items, 'd', 0))).toBe('dabc');
    expect(ids(moveWithin(items, 'b', 99))).toBe('acdb');
    expect(ids(moveWithin(items, 'x', 1))).toBe('abcd');
  });

  it('names the neighbours the API wants: before it and after it, null at either end', () => {
    expect(neighboursAt(items, 'a', 2)).toEqual({ beforeId: 'c', afterId: 'd' });
    expect(neighboursAt(items, 'd', 0)).toEqual({ beforeId: null, afterId: 'a' });
    expect(neighboursAt(items, 'a', 3)).toEqual({ beforeId: 'd', afterId: null });
  });

  it('drops before the target over its upper half and after it over its lower half', () => {
    expect(dropIndex(items, 'a', 'c', false)).toBe(1);
    expect(dropIndex(items, 'a', 'c', true)).toBe(2);
    expect(dropIndex(items, 'd', 'a', false)).toBe(0);
    expect(dropIndex(items, 'b', 'b', true)).toBe(1);
  });

  it('knows a drop where it was is no move', () => {
    expect(isRealMove(items, 'b', 1)).toBe(false);
    expect(isRealMove(items, 'b', 2)).toBe(true);
  });
});
