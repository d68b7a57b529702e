import { describe, expect, it } from 'vitest';
import { completeOrder, completeSections } from './profile-field-layout.ts';

describe('a layout of the profile fields', () => {
  it('keeps its own arrangement and puts a field it does not place at the end of its group', () => {
    const sections = completeSections(
      [
        { id: 'about', rows: ['bio'] },
        { id: 'work', rows: [['organization', 'jobTitle']] },
      ],
      ['bio', 'tags', 'organization', 'jobTitle', 'industry', 'socials'],
      (group) => (group === 'about' ? 'about' : 'work'),
    );
    expect(sections).toEqual([
      { id: 'about', rows: ['bio', 'tags'] },
      { id: 'work', rows: [['organization', 'jobTitle'], 'industry', 'socials'] },
    ]);
  });

  it('leaves out the fields it is not given', () => {
    const sections = completeSections(
      [{ id: 'contact', rows: ['email', ['phoneNumber', 'dateOfBirth']] }],
      ['phoneNumber'],
      () => 'contact',
    );
    expect(sections).toEqual([{ id: 'contact', rows: [['phoneNumber']] }]);
  });

  it('puts an unplaced field of a flat order after the last field of its group', () => {
    expect(
      completeOrder(['bio', 'roles', 'organization', 'email'], ['bio', 'organization', 'jobTitle', 'email', 'tags']),
    ).toEqual(['bio', 'tags', 'roles', 'organization', 'jobTitle', 'email']);
  });
});
