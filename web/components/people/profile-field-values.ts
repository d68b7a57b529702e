import type { z } from 'zod';
import {
  profileFieldKind,
  type ProfileFieldValue,
  type ProfileInputKey,
  type profileFields,
} from '../../../contract/profile-fields.ts';
import { formatPhoneNumber } from '../../../contract/phone-numbers.ts';
import type { Location, SocialLink, SocialType } from '../../../contract/users.ts';

type Fields = typeof profileFields;
type TextKind = 'text' | 'longText' | 'location' | 'phone' | 'date' | 'file';

/** What a form holds for a field: text inputs hold strings (never null), link rows may be half filled. */
export type FieldFormValue<K extends ProfileInputKey> = Fields[K]['kind'] extends TextKind
  ? string
  : Fields[K]['kind'] extends 'links'
    ? Array<{ type: SocialType | null; url: string }>
    : ProfileFieldValue<K>;
export type FieldFormValues<K extends ProfileInputKey> = { [P in K]: FieldFormValue<P> };

/** What the request sends for each field (the contract's form input). */
export type FieldRequest<K extends ProfileInputKey> = { [P in K]: z.input<Fields[P]['input']> };

function formValue(key: ProfileInputKey, value: unknown): unknown {
  switch (profileFieldKind(key)) {
    case 'location':
      return (value as Location | null)?.fullAddress ?? '';
    case 'links':
      return (value as SocialLink[]).map((link) => ({ ...link }));
    case 'skills':
    case 'tags':
      return [...(value as string[])];
    case 'choice':
      return value;
    case 'phone':
      return value ? formatPhoneNumber(value as string) : '';
    default:
      return value ?? '';
  }
}

/** The form's starting values from the stored ones. */
export function toFieldFormValues<K extends ProfileInputKey>(
  keys: readonly K[],
  stored: { [P in K]: ProfileFieldValue<P> },
): FieldFormValues<K> {
  return Object.fromEntries(keys.map((key) => [key, formValue(key, stored[key])])) as FieldFormValues<K>;
}

/**
 * The request's values. Text goes as typed (the contract trims it, and blank is null). A location
 * typed by hand is MANUAL; when its text did not change, the stored one (with its parts) is kept.
 * A link row left completely empty is not a link.
 */
export function toFieldRequest<K extends ProfileInputKey>(
  keys: readonly K[],
  values: FieldFormValues<K>,
  stored: { location?: Location | null } | null,
): FieldRequest<K> {
  const requestValue = (key: K): unknown => {
    const value = values[key] as unknown;
    switch (profileFieldKind(key)) {
      case 'location': {
        const text = (value as string).trim();
        if (text === '') return null;
        return stored?.location && stored.location.fullAddress === text ? stored.location : { type: 'MANUAL', fullAddress: text };
      }
      case 'links':
        return (value as Array<{ type: SocialType | null; url: string }>).filter(
          (link) => link.type !== null || link.url.trim() !== '',
        );
      default:
        return value;
    }
  };
  return Object.fromEntries(keys.map((key) => [key, requestValue(key)])) as FieldRequest<K>;
}
