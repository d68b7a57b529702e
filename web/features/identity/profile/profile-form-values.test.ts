import { describe, expect, it } from 'vitest';
import { emptyValues, profileInputKeys } from '../../../../contract/profile-fields.ts';
import type { Profile } from '../../../../contract/users.ts';
import { formErrorsFromFields, tagProblem, toFormValues, toRequest, validateProfile } from './profile-form-values.ts';

const profile: Profile = {
  ...emptyValues(profileInputKeys),
  name: 'Mina Kim',
  handle: 'mina.kim',
  email: 'mina@example.com',
  avatarUrl: null,
  location: {
    type: 'GOOGLE',
    country: 'KR',
    region: 'Seoul',
    city: 'Seoul',
    shortAddress: 'Gangnam',
    fullAddress: 'Gangnam-gu, Seoul',
  },
};

describe('profile form values', () => {
  it('round-trips a stored profile, keeping a location whose text did not change', () => {
    const request = toRequest(toFormValues(profile), profile);
    expect(request.location).toEqual(profile.location);
    expect(request.industry).toBe('');
    expect(validateProfile(toFormValues(profile), profile)).toEqual({});
  });

  it('makes a hand-typed location MANUAL and an empty one null', () => {
    const values = { ...toFormValues(profile), location: 'Busan' };
    expect(toRequest(values, profile).location).toEqual({ type: 'MANUAL', fullAddress: 'Busan' });
    expect(toRequest({ ...values, location: '  ' }, profile).location).toBeNull();
  });

  it('sends the handle only when it changed, and checks it with the contract', () => {
    expect(toRequest(toFormValues(profile), profile)).not.toHaveProperty('handle');
    expect(toRequest({ ...toFormValues(profile), handle: 'mina.builds' }, profile).handle).toBe('mina.builds');
    expect(validateProfile({ ...toFormValues(profile), handle: 'no spaces' }, profile)).toMatchObject({
      handle: 'validation.userHandle.handleInvalid',
    });
    expect(validateProfile({ ...toFormValues(profile), handle: 'ab' }, profile)).toMatchObject({
      handle: 'validation.userHandle.handleMinMax',
    });
  });

  it('drops social rows left empty', () => {
    const values = {
      ...toFormValues(profile),
      socials: [
        { type: null, url: '' },
        { type: 'GITHUB' as const, url: 'github.com/mina' },
      ],
    };
    expect(toRequest(values, profile).socials).toEqual([{ type: 'GITHUB', url: 'github.com/mina' }]);
  });

  it('reports the contract message keys at form paths', () => {
    const values = {
      ...toFormValues(profile),
      name: '',
      bio: 'x'.repeat(501),
      organization: 'o'.repeat(31),
      phoneNumber: '010-1234',
      socials: [
        { type: 'GITHUB' as const, url: 'github.com/a' },
        { type: 'GITHUB' as const, url: 'not a url' },
      ],
      tags: ['ok', 'OK'],
    };
    expect(validateProfile(values, profile)).toMatchObject({
      name: 'validation.enterName',
      bio: 'validation.introductionMaxLength',
      organization: 'validation.organizationMaxLength',
      phoneNumber: 'validation.invalidPhoneNumber',
      'socials.1.url': 'validation.invalidUrl',
      tags: 'validation.duplicateTopic',
    });
  });

  it('places the API field errors the same way', () => {
    expect(
      formErrorsFromFields({ 'tags.3': 'This tag already exists.', 'socials.1.type': 'dup', 'location.fullAddress': 'x' }),
    ).toEqual({
      tags: 'This tag already exists.',
      'socials.1.type': 'dup',
      location: 'x',
    });
  });
});

describe('tags', () => {
  it('refuses duplicates (any case), bad characters, long tags and an eleventh tag', () => {
    expect(tagProblem('react', ['React'])).toBe('validation.duplicateTopic');
    expect(tagProblem('has space', [])).toBe('validation.topicCharacterRestriction');
    expect(tagProblem('a-b', [])).toBe('validation.topicCharacterRestriction');
    expect(tagProblem('x'.repeat(21), [])).toBe('validation.topicMaxLength');
    expect(
      tagProblem(
        'eleventh',
        Array.from({ length: 10 }, (_, i) => `t${i}`),
      ),
    ).toBe('validation.topicMaxCount');
    expect(tagProblem('한국어_태그1', [])).toBeNull();
  });
});
