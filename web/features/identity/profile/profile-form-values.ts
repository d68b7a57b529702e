import type { z } from 'zod';
import { profileInputKeys, type ProfileInputKey } from '../../../../contract/profile-fields.ts';
import { limits, ProfileFormSchema, TagSchema } from '../../../../contract/users.ts';
import type { Profile, ProfileForm } from '../../../../contract/users.ts';
import { toFieldFormValues, toFieldRequest, type FieldFormValues } from '../../../components/people/profile-field-values.ts';

/** What the edit form holds: text inputs hold strings, never null (the fields are contract/profile-fields.ts's). */
export type ProfileFormValues = { name: string; handle: string } & FieldFormValues<ProfileInputKey>;

export function toFormValues(profile: Profile): ProfileFormValues {
  return { name: profile.name, handle: profile.handle, ...toFieldFormValues(profileInputKeys, profile) };
}

/**
 * The PATCH /v1/me/profile body (the contract's ProfileForm input). A location typed by hand is a
 * MANUAL location; when its text did not change, the stored one (with its parts) is kept.
 */
export function toRequest(values: ProfileFormValues, previous: Profile | null): ProfileForm {
  return {
    name: values.name,
    // Sent only when changed: leaving it out keeps the handle.
    ...(previous && values.handle.trim() === previous.handle ? {} : { handle: values.handle }),
    ...toFieldRequest(profileInputKeys, values, previous),
  };
}

/** Where an issue on the request shows in the form: a tag's issue on the tags input, etc. */
export function formPathOf(requestPath: ReadonlyArray<PropertyKey> | string): string {
  const parts = typeof requestPath === 'string' ? requestPath.split('.') : requestPath.map(String);
  const [first, second, third] = parts;
  if (first === 'tags' || first === 'skills') return first;
  if (first === 'location') return 'location';
  if (first === 'socials' && second !== undefined && /^\d+$/.test(second)) return `socials.${second}.${third ?? 'url'}`;
  return first ?? 'form';
}

/** The form's errors (path → message key), checked with the same zod schema as the API. */
export function validateProfile(values: ProfileFormValues, previous: Profile | null): Record<string, string> {
  const result = ProfileFormSchema.safeParse(toRequest(values, previous));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of (result.error as z.ZodError).issues) errors[formPathOf(issue.path)] ??= issue.message;
  return errors;
}

/** Server answers carry `fields` keyed by request path: the same placement. */
export function formErrorsFromFields(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[formPathOf(path)] ??= message;
  return errors;
}

/**
 * Whether one more tag may be added: a message key saying why not, or null. Duplicates compare
 * like the API's check (NFC, case-insensitive).
 */
export function tagProblem(tag: string, current: string[]): string | null {
  const parsed = TagSchema.safeParse(tag);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'validation.invalid';
  const key = parsed.data.normalize('NFC').toLowerCase();
  if (current.some((existing) => existing.normalize('NFC').toLowerCase() === key)) return 'validation.duplicateTopic';
  if (current.length >= limits.tags) return 'validation.topicMaxCount';
  return null;
}
