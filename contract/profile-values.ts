// The values a person's profile holds and their rules: the options, the limits and one
// schema per kind of value. The browser form and the request use the same schemas; every message is
// an i18n key from contract/i18n. contract/users.ts exports all of it too.
import { z } from 'zod';
import { displayBlock } from './display-text.ts';
import { normalizePhoneNumber } from './phone-numbers.ts';

export { formatPhoneNumber, normalizePhoneNumber } from './phone-numbers.ts';

export const hackathonSkills = [
  'JAVASCRIPT',
  'TYPESCRIPT',
  'REACT',
  'VUE',
  'ANGULAR',
  'NODEJS',
  'SPRING',
  'JAVA',
  'NEXTJS',
  'NESTJS',
  'EXPRESS',
  'GO',
  'C',
  'PYTHON',
  'DJANGO',
  'SWIFT',
  'KOTLIN',
  'MYSQL',
  'MONGODB',
  'PHP',
  'GRAPHQL',
  'FIREBASE',
  'REACT_NATIVE',
  'UNITY',
  'FLUTTER',
  'AWS',
  'KUBERNETES',
  'DOCKER',
  'GCP',
  'AZURE',
  'GIT',
  'FIGMA',
  'ZEPLIN',
  'JEST',
  'SVELTE',
] as const;
export type HackathonSkill = (typeof hackathonSkills)[number];

export const yearsOfExperienceOptions = [
  'LESS_THAN_ONE',
  'ONE_TO_THREE',
  'FOUR_TO_SIX',
  'SEVEN_TO_NINE',
  'MORE_THAN_TEN',
] as const;
export type YearsOfExperience = (typeof yearsOfExperienceOptions)[number];

export const socialTypes = [
  'LINKEDIN',
  'INSTAGRAM',
  'TELEGRAM',
  'TWITTER',
  'GITHUB',
  'WEBSITE',
  'FACEBOOK',
  'YOUTUBE',
  'NOTION',
  'BLOG',
  'URL',
] as const;
export type SocialType = (typeof socialTypes)[number];

export const locationTypes = ['MANUAL', 'GOOGLE'] as const;

export const limits = {
  name: 40,
  bio: 500,
  organization: 30,
  generalText: 30,
  location: 200,
  tags: 10,
  tag: 20,
  url: 2048,
  handleMin: 3,
  handleMax: 30,
} as const;

export const BioSchema = displayBlock({ error: 'validation.invalid' })
  .trim()
  .max(limits.bio, { error: 'validation.introductionMaxLength' });

/** Optional free text: blank becomes null. */
export function optionalText(max: number, key: string) {
  return z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: key })
    .nullable()
    .transform((value) => value || null);
}

const SCHEMES = /^(?:https?:\/\/)+/i;
const HOST_AND_PATH = /^((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59}))(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * A URL: an optional http(s) scheme, a domain with a top-level domain, an optional path.
 * Repeated schemes are dropped and the result always starts with https://; null when invalid.
 */
export function normalizeUrl(input: string): string | null {
  const rest = input.trim().replace(SCHEMES, '');
  const match = HOST_AND_PATH.exec(rest);
  if (!match || rest.length > limits.url) return null;
  const [, host, port = '', path = ''] = match;
  return `https://${host.toLowerCase()}${port}${path}`;
}

export const UrlSchema = z
  .string({ error: 'validation.invalidUrl' })
  .trim()
  .refine((value) => normalizeUrl(value) !== null, { error: 'validation.invalidUrl' })
  .transform((value) => normalizeUrl(value) as string);

/** Not required: an empty value is valid and stored as null. */
export const OptionalUrlSchema = z
  .string({ error: 'validation.invalidUrl' })
  .trim()
  .nullable()
  .refine((value) => !value || normalizeUrl(value) !== null, { error: 'validation.invalidUrl' })
  .transform((value) => (value ? normalizeUrl(value) : null));

/** National numbers are read as Korean ones; stored as E.164 (contract/phone-numbers.ts). */
export const PhoneNumberSchema = z
  .string({ error: 'validation.invalidPhoneNumber' })
  .nullable()
  .refine((value) => !value?.trim() || normalizePhoneNumber(value) !== null, { error: 'validation.invalidPhoneNumber' })
  .transform((value) => (value?.trim() ? normalizePhoneNumber(value) : null));

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
}

export const DateOfBirthSchema = z
  .string({ error: 'validation.invalidDate' })
  .trim()
  .nullable()
  .refine((value) => !value || isCalendarDate(value), { error: 'validation.invalidDate' })
  .refine((value) => !value || value <= new Date().toISOString().slice(0, 10), { error: 'validation.dateInFuture' })
  .transform((value) => value || null);

export const TagSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(limits.tag, { error: 'validation.topicMaxLength' })
  .regex(/^[\p{L}\p{M}\p{N}_]+$/u, { error: 'validation.topicCharacterRestriction' })
  // One spelling per tag (a Hangul syllable typed as its letters matches the syllable).
  .transform((tag) => tag.normalize('NFC'));

/** Marks an issue that the API answers with its own catalogue code instead of G00100. */
export type CodedIssueParams = { errorCode: 'G10014' | 'G10015' | 'G20011' };

function duplicatesOf<T>(items: T[], key: (item: T) => string): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const k = key(item);
    if (seen.has(k)) return [index];
    seen.add(k);
    return [];
  });
}

function tagListSchema(duplicate: { errorCode: 'G10015' | 'G20011'; message: string }) {
  return z
    .array(TagSchema, { error: 'validation.invalid' })
    .max(limits.tags, { error: 'validation.topicMaxCount' })
    .superRefine((tags, ctx) => {
      for (const index of duplicatesOf(tags, (tag) => tag.normalize('NFC').toLowerCase())) {
        const params: CodedIssueParams = { errorCode: duplicate.errorCode };
        ctx.addIssue({ code: 'custom', path: [index], message: duplicate.message, params });
      }
    });
}

/** The profile's topics of interest: a duplicate is G10015. */
export const TagsSchema = tagListSchema({ errorCode: 'G10015', message: 'validation.duplicateTopic' });
/** The same topics typed on a networking card: a duplicate is G20011 there. */
export const NetworkingTagsSchema = tagListSchema({ errorCode: 'G20011', message: 'validation.duplicateNetworkingTag' });

export const SkillsSchema = z
  .array(z.enum(hackathonSkills, { error: 'validation.invalid' }), { error: 'validation.invalid' })
  .max(hackathonSkills.length, { error: 'validation.invalid' })
  .refine((skills) => new Set(skills).size === skills.length, { error: 'validation.duplicateSkill' });

export const SocialLinkSchema = z.object({
  type: z.enum(socialTypes, { error: 'validation.invalid' }),
  url: UrlSchema,
});
export type SocialLink = z.output<typeof SocialLinkSchema>;

export const SocialLinksSchema = z
  .array(SocialLinkSchema, { error: 'validation.invalid' })
  .max(socialTypes.length, { error: 'validation.duplicateSocialType' })
  .superRefine((links, ctx) => {
    for (const index of duplicatesOf(links, (link) => link.type)) {
      const params: CodedIssueParams = { errorCode: 'G10014' };
      ctx.addIssue({ code: 'custom', path: [index, 'type'], message: 'validation.duplicateSocialType', params });
    }
  });

const locationText = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(limits.location, { error: 'validation.locationMaxLength' });

export const LocationSchema = z.object({
  type: z.enum(locationTypes, { error: 'validation.invalid' }),
  country: locationText.nullish(),
  region: locationText.nullish(),
  city: locationText.nullish(),
  shortAddress: locationText.nullish(),
  fullAddress: locationText.min(1, { error: 'validation.required' }),
});
export type Location = z.output<typeof LocationSchema>;

// /v1/files/{kind}/{name}: one folder and one file name, never `.` or `..`, so no path climbs out.
const OUR_FILE = /^\/v1\/files\/[\w-]+\/[\w-]+(?:\.[\w-]+)*$/;

/** Our own uploaded files (/v1/files/…) or a web address; never a relative path. */
export const FileReferenceSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .nullable()
  .refine((value) => !value || OUR_FILE.test(value) || normalizeUrl(value) !== null, {
    error: 'validation.invalid',
  })
  .transform((value) => (!value ? null : value.startsWith('/v1/files/') ? value : normalizeUrl(value)));
