import { describe, expect, it } from 'vitest';
import { toFieldFormValues, toFieldRequest } from './profile-field-values.ts';

describe('profile field values in a form', () => {
  const stored = {
    organization: null,
    tags: ['ai'],
    location: { type: 'GOOGLE' as const, fullAddress: 'Seoul', city: 'Seoul' },
    socials: [{ type: 'GITHUB' as const, url: 'https://github.com/mina' }],
    yearsOfExperience: null,
  };
  const keys = ['organization', 'tags', 'location', 'socials', 'yearsOfExperience'] as const;

  it('holds text as strings and copies lists', () => {
    const values = toFieldFormValues(keys, stored);
    expect(values).toEqual({
      organization: '',
      tags: ['ai'],
      location: 'Seoul',
      socials: stored.socials,
      yearsOfExperience: null,
    });
    expect(values.tags).not.toBe(stored.tags);
  });

  it('shows a stored phone number as people write it: national at home, with the country code abroad', () => {
    const phone = (phoneNumber: string | null) => toFieldFormValues(['phoneNumber'], { phoneNumber }).phoneNumber;
    expect(phone('+821012345678')).toBe('010-1234-5678');
    expect(phone('+8221234567')).toBe('02-123-4567');
    expect(phone('+12015550123')).toBe('+1 201 555 0123');
    expect(phone(null)).toBe('');
  });

  it('keeps an unchanged location, makes a typed one MANUAL and drops empty link rows', () => {
    const values = toFieldFormValues(keys, stored);
    expect(toFieldRequest(keys, values, stored).location).toBe(stored.location);
    const changed = { ...values, location: ' Busan ', socials: [...values.socials, { type: null, url: ' ' }] };
    const request = toFieldRequest(keys, changed, stored);
    expect(request.location).toEqual({ type: 'MANUAL', fullAddress: 'Busan' });
    expect(request.socials).toEqual(stored.socials);
    expect(toFieldRequest(keys, { ...values, location: '' }, stored).location).toBeNull();
  });
});
