import { describe, expect, it } from 'vitest';
import en from './i18n/en.json' with { type: 'json' };
import ko from './i18n/ko.json' with { type: 'json' };
import { ProfileCardFormSchema, PersonCardSchema } from './people.ts';
import {
  cardFields,
  cardFieldValueKeys,
  csvFieldKeys,
  emptyValues,
  fieldOfQuestion,
  hostFieldKeys,
  profileFieldKeys,
  profileFieldKind,
  profileFieldLabel,
  questionFields,
} from './profile-fields.ts';
import { profileQuestionKinds } from './registrations.ts';
import { ProfileFormSchema, ProfileSchema } from './users.ts';

const labelsIn = (messages: { profileFields: Record<string, string> }) => messages.profileFields;

describe('the profile field list', () => {
  it('says which field each profile question fills, one question per field', () => {
    expect(Object.keys(questionFields).sort()).toEqual([...profileQuestionKinds].sort());
    const fields = Object.values(questionFields);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fieldOfQuestion('JOB_TITLE')).toBe('jobTitle');
    expect(fieldOfQuestion('SHORT_TEXT')).toBeNull();
    expect(fieldOfQuestion('toString')).toBeNull();
  });

  it('gives every card field one id to show or hide it by', () => {
    expect(new Set(cardFields).size).toBe(cardFields.length);
    expect(cardFieldValueKeys.attachedFile).toBe('attachedFileUrl');
    expect(Object.keys(PersonCardSchema.shape)).toEqual(expect.arrayContaining(Object.values(cardFieldValueKeys)));
  });

  it('builds the forms from it, the account fields aside', () => {
    expect(Object.keys(ProfileFormSchema.shape).filter((key) => !['name', 'handle'].includes(key))).toEqual(
      profileFieldKeys.filter((key) => key !== 'email'),
    );
    expect(Object.keys(ProfileSchema.shape)).not.toContain('roles');
    expect(Object.keys(ProfileCardFormSchema.shape)).not.toContain('detailAddress');
  });

  it('never shows hosts the contact details, and puts only text in CSV columns', () => {
    for (const hidden of ['email', 'phoneNumber', 'dateOfBirth', 'location', 'detailAddress', 'attachedFileUrl'])
      expect(hostFieldKeys).not.toContain(hidden);
    for (const key of csvFieldKeys) expect(profileFieldKind(key), key).toBe('text');
  });

  it('has empty values that the read schemas accept', () => {
    expect(ProfileSchema.partial().safeParse(emptyValues(profileFieldKeys.filter((key) => key !== 'email'))).success).toBe(true);
    const lists = emptyValues(['tags', 'skills']);
    expect(lists.tags).not.toBe(emptyValues(['tags']).tags);
  });

  it('has a label for every field in English and Korean, and wording variants only for fields', () => {
    for (const messages of [en, ko]) {
      const labels = labelsIn(messages);
      for (const key of profileFieldKeys) expect(labels[key], profileFieldLabel(key)).toBeTruthy();
      for (const key of Object.keys(labels)) {
        const [field, place] = key.split('_');
        expect(profileFieldKeys, key).toContain(field);
        if (place !== undefined) expect(['card', 'guest'], key).toContain(place);
      }
    }
    expect(Object.keys(labelsIn(ko)).sort()).toEqual(Object.keys(labelsIn(en)).sort());
  });
});
