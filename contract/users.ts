// The user, the profile and their form rules. The same schemas validate the browser
// form and the request; every message is an i18n key from contract/i18n.
import { z } from 'zod';
import { locales } from './locale.ts';
import { inputShape, outputShape, profileInputKeys } from './profile-fields.ts';
import { BioSchema, limits } from './profile-values.ts';

// The profile's values and their rules, for everyone who imports them from here.
export * from './profile-values.ts';

export const accessLevels = ['PRO', 'DEFAULT'] as const;
export type AccessLevel = (typeof accessLevels)[number];

/** What a hackathon participant does in a team. */
export const hackathonPositions = [
  'PM',
  'DESIGNER',
  'FRONTEND',
  'BACKEND',
  'FULLSTACK',
  'IOS',
  'ANDROID',
  'DEVOPS',
  'DEVELOPER',
  'MARKETER',
] as const;
export type HackathonPosition = (typeof hackathonPositions)[number];

/** How someone takes part in a hackathon (chosen on the registration). */
export const hackathonParticipationTypes = [
  'PARTICIPANT',
  'OBSERVER',
  'JUDGE',
  'MENTOR',
  'SPEAKER',
  'PARTNER',
  'SPONSOR',
  'INVESTOR',
] as const;
export type HackathonParticipationType = (typeof hackathonParticipationTypes)[number];

export const LocaleSchema = z.enum(locales, { error: 'validation.invalid' });
export const AccessLevelSchema = z.enum(accessLevels, { error: 'validation.invalid' });

// Letters (Hangul included), combining marks, digits, spaces and . , - _ ' ’ ( ); at least one letter or digit.
const NAME_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} .,\-_'’()]+$/u;

/** Bidirectional embedding, override and isolate controls (U+202A–202E, U+2066–2069): they make a name display as something it is not. */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const NameSchema = z
  .string({ error: 'validation.enterName' })
  .trim()
  .min(1, { error: 'validation.enterName' })
  .max(limits.name, { error: 'validation.nameMaxLength' })
  .refine((name) => !BIDI_CONTROLS.test(name), { error: 'validation.nameCharacters' })
  .regex(NAME_PATTERN, { error: 'validation.nameCharacters' });

/** A person's public handle (members/{handle}, the lounge): 3–30 letters, digits, `_`, `-` or `.`. */
export const UserHandleSchema = z
  .string({ error: 'validation.userHandle.handleMinMax' })
  .trim()
  .min(limits.handleMin, { error: 'validation.userHandle.handleMinMax' })
  .max(limits.handleMax, { error: 'validation.userHandle.handleMinMax' })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: 'validation.userHandle.handleInvalid' });

/**
 * The whole profile form; PATCH /v1/me/profile takes any part of it. Email is read-only. The
 * fields are contract/profile-fields.ts's.
 */
export const ProfileFormSchema = z.object({
  name: NameSchema,
  // optional in the form: leaving it out keeps the handle as it is
  handle: UserHandleSchema.optional(),
  ...inputShape(profileInputKeys),
});
export type ProfileForm = z.input<typeof ProfileFormSchema>;

export const UpdateProfileSchema = ProfileFormSchema.partial();
export type UpdateProfile = z.output<typeof UpdateProfileSchema>;

/** POST /v1/users (with the sign-up token as Bearer credentials). */
export const CreateUserSchema = z.object({
  name: NameSchema,
  bio: BioSchema.default(''),
  locale: LocaleSchema.optional(),
});

export const SetLocaleSchema = z.object({ locale: LocaleSchema });

/** POST /v1/users/avatars: each upload is decoded and re-encoded, so per person (or address), not unlimited. */
export const AVATAR_UPLOADS_PER_MINUTE = 10;

export const UserSchema = z.object({
  id: z.string(),
  handle: z.string(),
  email: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  locale: z.enum(locales),
  accessLevel: z.enum(accessLevels),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const ProfileSchema = z.object({
  name: z.string(),
  handle: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  ...outputShape(profileInputKeys),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const policyKinds = ['TERMS', 'PRIVACY'] as const;

export const PolicySchema = z.object({
  kind: z.enum(policyKinds),
  version: z.string(),
  title: z.object({ en: z.string(), ko: z.string() }),
  body: z.object({ en: z.string(), ko: z.string() }),
});
export type Policy = z.infer<typeof PolicySchema>;
