// Handles from names: Latin names as they are, Korean names spelled in the Latin alphabet, given
// name first and the family name as its carriers usually spell it.
import { expect, it } from 'vitest';
import { handleBaseFromName, handleCandidate } from './user-handle.ts';

it('spells a name as a handle base', () => {
  expect(handleBaseFromName('Alex Morgan')).toBe('alex.morgan');
  expect(handleBaseFromName('José Núñez')).toBe('jose.nunez');
  expect(handleBaseFromName('이서준')).toBe('seojun.lee');
  expect(handleBaseFromName('한아리')).toBe('ari.han');
  expect(handleBaseFromName('남궁민수')).toBe('gungminsu.nam');
  expect(handleBaseFromName('서울 해커')).toBe('seoul.haekeo');
  expect(handleBaseFromName('🙂')).toBe('member');
});

it('adds a suffix only from the second try, or when the base says nothing', () => {
  expect(handleCandidate('seojun.lee', 0)).toBe('seojun.lee');
  expect(handleCandidate('seojun.lee', 1)).toMatch(/^seojun\.lee\.[0-9a-f]{4}$/);
  expect(handleCandidate('member', 0)).toMatch(/^member\.[0-9a-f]{4}$/);
});
