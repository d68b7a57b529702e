// The one list of what a person's profile says about them: each field once, with its rule, the kind
// of value it holds, the registration question that asks for it, where it is shown (the card, the
// event's host team, the guest list's CSV) and its words (`profileFields.<key>` in contract/i18n).
// The profile and card schemas, the question → field map, the host's view of a guest and the web's
// forms and views are built from this list. Name, handle and avatar are the account's, not fields.
//
// Adding a field: declare it here, give it a column on user_profiles (server/db/schema/users.ts,
// then `npm run db:generate`) and its label in contract/i18n/en.json and ko.json.
import { z } from 'zod';
import {
  BioSchema,
  DateOfBirthSchema,
  FileReferenceSchema,
  hackathonSkills,
  limits,
  LocationSchema,
  locationTypes,
  NetworkingTagsSchema,
  optionalText,
  PhoneNumberSchema,
  SkillsSchema,
  SocialLinksSchema,
  socialTypes,
  TagsSchema,
  yearsOfExperienceOptions,
} from './profile-values.ts';
import type { ProfileQuestionKind } from './registrations.ts';

/** What a field holds; the browser picks its input and its display by it. */
export type ProfileFieldKind =
  'text' | 'longText' | 'choice' | 'skills' | 'tags' | 'links' | 'location' | 'email' | 'phone' | 'date' | 'file';

/** What a field is about: the section of the profile page and the card form it goes in. */
export type ProfileFieldGroup = 'about' | 'work' | 'contact' | 'personal';

type FieldSpec = {
  kind: ProfileFieldKind;
  group: ProfileFieldGroup;
  /** The rule of the profile form and the card form. Without one, the field is not written here (the account's email). */
  input?: z.ZodType;
  /** The card form's own rule, where it differs. */
  cardInput?: z.ZodType;
  /** The value as it is read. */
  output: z.ZodType;
  /** The value when there is none; also what others get for a field its owner hides from them. */
  empty: null | '' | readonly [];
  /** The longest text the input takes. */
  max?: number;
  /** The browser's autofill hint. */
  autoComplete?: string;
  /** The registration question that asks for it (its answer fills the profile). */
  question?: ProfileQuestionKind;
  /** The id its owner shows or hides it by on their card; absent when it is not on the card. */
  card?: string;
  /** Hidden on a new card until its owner shows it. */
  hiddenByDefault?: true;
  /** Shown to an event's host team on the guest's profile (when the card does not hide it). */
  hosts?: true;
  /** A column of the guest list's CSV export: the guest's answer to its question, else their profile. Text fields only. */
  csv?: true;
};

/** Optional one-line text: blank is stored as null. */
function text(max: number, message: string) {
  return { kind: 'text', input: optionalText(max, message), output: z.string().nullable(), empty: null, max } as const;
}

const SocialViewSchema = z.object({ type: z.enum(socialTypes), url: z.string() });
const LocationViewSchema = z.object({
  type: z.enum(locationTypes),
  country: z.string().nullish(),
  region: z.string().nullish(),
  city: z.string().nullish(),
  shortAddress: z.string().nullish(),
  fullAddress: z.string(),
});

/** Every field, in the order forms, views and schemas list them. */
export const profileFields = {
  bio: {
    kind: 'longText',
    group: 'about',
    input: BioSchema,
    output: z.string(),
    empty: '',
    max: limits.bio,
    question: 'BIO',
    card: 'bio',
    hosts: true,
  },
  organization: {
    ...text(limits.organization, 'validation.organizationMaxLength'),
    group: 'work',
    autoComplete: 'organization',
    question: 'ORGANIZATION',
    card: 'organization',
    hosts: true,
    csv: true,
  },
  jobTitle: {
    ...text(limits.generalText, 'validation.generalTextMaxLength'),
    group: 'work',
    autoComplete: 'organization-title',
    question: 'JOB_TITLE',
    card: 'jobTitle',
    hosts: true,
  },
  industry: {
    ...text(limits.generalText, 'validation.generalTextMaxLength'),
    group: 'work',
    question: 'INDUSTRY',
    card: 'industry',
    hosts: true,
  },
  yearsOfExperience: {
    kind: 'choice',
    group: 'work',
    input: z.enum(yearsOfExperienceOptions, { error: 'validation.invalid' }).nullable(),
    output: z.enum(yearsOfExperienceOptions).nullable(),
    empty: null,
    question: 'YEARS_OF_EXPERIENCE',
    card: 'yearsOfExperience',
    hosts: true,
  },
  skills: {
    kind: 'skills',
    group: 'work',
    input: SkillsSchema,
    output: z.array(z.enum(hackathonSkills)),
    empty: [],
    question: 'SKILL',
    card: 'skills',
    hosts: true,
  },
  tags: {
    kind: 'tags',
    group: 'about',
    input: TagsSchema,
    // the same topics typed on a card: a duplicate is G20011 there
    cardInput: NetworkingTagsSchema,
    output: z.array(z.string()),
    empty: [],
    question: 'TAG',
    card: 'tags',
    hosts: true,
  },
  socials: {
    kind: 'links',
    group: 'contact',
    input: SocialLinksSchema,
    output: z.array(SocialViewSchema),
    empty: [],
    question: 'SOCIAL',
    card: 'socials',
    hosts: true,
  },
  location: {
    kind: 'location',
    group: 'contact',
    input: LocationSchema.nullable(),
    output: LocationViewSchema.nullable(),
    empty: null,
    max: limits.location,
    question: 'LOCATION',
    card: 'location',
  },
  detailAddress: { ...text(limits.location, 'validation.locationMaxLength'), group: 'contact' },
  email: {
    kind: 'email',
    group: 'contact',
    output: z.string().nullable(),
    empty: null,
    question: 'EMAIL',
    card: 'email',
    hiddenByDefault: true,
  },
  phoneNumber: {
    kind: 'phone',
    group: 'contact',
    input: PhoneNumberSchema,
    output: z.string().nullable(),
    empty: null,
    autoComplete: 'tel',
    question: 'PHONE_NUMBER',
    card: 'phoneNumber',
    hiddenByDefault: true,
  },
  dateOfBirth: {
    kind: 'date',
    group: 'personal',
    input: DateOfBirthSchema,
    output: z.string().nullable(),
    empty: null,
    autoComplete: 'bday',
    question: 'DATE_OF_BIRTH',
    card: 'dateOfBirth',
    hiddenByDefault: true,
  },
  attachedFileUrl: {
    kind: 'file',
    group: 'contact',
    input: FileReferenceSchema,
    output: z.string().nullable(),
    empty: null,
    card: 'attachedFile',
    hiddenByDefault: true,
  },
} as const satisfies Record<string, FieldSpec>;

type Fields = typeof profileFields;
export type ProfileFieldKey = keyof Fields;
type KeyWhere<Condition> = { [K in ProfileFieldKey]: Fields[K] extends Condition ? K : never }[ProfileFieldKey];

/** Fields stored on the profile and written by the profile form (and the card form). */
export type ProfileInputKey = KeyWhere<{ input: z.ZodType }>;
/** Fields on the card, by the key of their value. */
export type CardValueKey = KeyWhere<{ card: string }>;
/** Card fields the card form writes. */
export type CardInputKey = CardValueKey & ProfileInputKey;
/** Fields a host sees on a guest's profile. */
export type HostFieldKey = KeyWhere<{ hosts: true }>;
/** Fields with a column of their own in the guest list's CSV. */
export type CsvFieldKey = KeyWhere<{ csv: true }>;
/** The ids a person shows or hides their card's fields by. */
export type CardField = Fields[CardValueKey]['card'];
/** What a profile question fills: the account's name, or a field. */
export type QuestionField = 'name' | KeyWhere<{ question: ProfileQuestionKind }>;

type InputOf<K extends ProfileFieldKey> = Fields[K] extends { input: infer S extends z.ZodType } ? S : never;
type CardInputOf<K extends ProfileFieldKey> = Fields[K] extends { cardInput: infer S extends z.ZodType } ? S : InputOf<K>;
type OutputOf<K extends ProfileFieldKey> = Fields[K]['output'];
/** A field's value as read. */
export type ProfileFieldValue<K extends ProfileFieldKey> = z.output<OutputOf<K>>;

const spec = (key: ProfileFieldKey): FieldSpec => profileFields[key];
const allKeys = Object.keys(profileFields) as ProfileFieldKey[];
const keysWhere = <K extends ProfileFieldKey>(test: (field: FieldSpec) => boolean) =>
  allKeys.filter((key) => test(spec(key))) as K[];

export const profileFieldKeys: readonly ProfileFieldKey[] = allKeys;
export const profileInputKeys = keysWhere<ProfileInputKey>((field) => field.input !== undefined);
export const cardValueKeys = keysWhere<CardValueKey>((field) => field.card !== undefined);
export const cardInputKeys = keysWhere<CardInputKey>((field) => field.card !== undefined && field.input !== undefined);
export const hostFieldKeys = keysWhere<HostFieldKey>((field) => field.hosts === true);
export const csvFieldKeys = keysWhere<CsvFieldKey>((field) => field.csv === true);

/** Fields a person may show or hide on their card. Name, handle and avatar are always shown. */
export const cardFields: readonly CardField[] = cardValueKeys.map((key) => profileFields[key].card);
/** Hidden until the person shows them. */
export const defaultHiddenCardFields: readonly CardField[] = cardValueKeys
  .filter((key) => spec(key).hiddenByDefault)
  .map((key) => profileFields[key].card);
/** A card field's id → the key of its value ('attachedFile' → 'attachedFileUrl'). */
export const cardFieldValueKeys = Object.fromEntries(cardValueKeys.map((key) => [profileFields[key].card, key])) as Record<
  CardField,
  CardValueKey
>;

export function cardFieldOf(key: ProfileFieldKey): CardField | null {
  return (spec(key).card as CardField | undefined) ?? null;
}

/** The registration question that asks for the field, if one does. */
export function questionOfField(key: ProfileFieldKey): ProfileQuestionKind | null {
  return spec(key).question ?? null;
}

export function profileFieldKind(key: ProfileFieldKey): ProfileFieldKind {
  return spec(key).kind;
}

export function profileFieldGroup(key: ProfileFieldKey): ProfileFieldGroup {
  return spec(key).group;
}

/** The input's limit and autofill hint, when it has them. */
export function profileFieldInput(key: ProfileFieldKey): { max?: number; autoComplete?: string } {
  const { max, autoComplete } = spec(key);
  return { max, autoComplete };
}

/** The places that word some fields their own way (see profileFieldLabel). */
export type ProfileFieldPlace = 'card' | 'guest';

/**
 * The field's label key. Where a place words a field its own way, that wording is the `_card` (the
 * card, wherever it is shown) or `_guest` (the host's view of a guest) variant of the key, and
 * i18next's `context` picks it: `t(profileFieldLabel('tags'), { context: 'card' })`.
 */
export function profileFieldLabel(key: ProfileFieldKey): `profileFields.${ProfileFieldKey}` {
  return `profileFields.${key}`;
}

/** The field each profile question fills. EMAIL names the account's email, which answers never change. */
export const questionFields = {
  NAME: 'name',
  ...Object.fromEntries(keysWhere((field) => field.question !== undefined).map((key) => [spec(key).question, key])),
} as Record<ProfileQuestionKind, QuestionField>;

/** The field a question kind fills, or null for a question that is not about the profile. */
export function fieldOfQuestion(kind: string): QuestionField | null {
  return Object.hasOwn(questionFields, kind) ? questionFields[kind as ProfileQuestionKind] : null;
}

/** Whether the profile form and the card form write this field (the account's email they don't). */
export function isProfileInput(key: QuestionField | ProfileFieldKey): key is ProfileInputKey {
  return key !== 'name' && spec(key).input !== undefined;
}

function shapeOf<K extends ProfileFieldKey, S>(keys: readonly K[], schemaOf: (key: K) => z.ZodType | undefined) {
  return Object.fromEntries(keys.map((key) => [key, schemaOf(key)])) as S;
}

/** The fields' rules, for a form's z.object. */
export const inputShape = <K extends ProfileInputKey>(keys: readonly K[]) =>
  shapeOf<K, { [P in K]: InputOf<P> }>(keys, (key) => spec(key).input);

/** The card form's rules (its own where it has one). */
export const cardInputShape = <K extends CardInputKey>(keys: readonly K[]) =>
  shapeOf<K, { [P in K]: CardInputOf<P> }>(keys, (key) => spec(key).cardInput ?? spec(key).input);

/** The values as read, for a view's z.object. */
export const outputShape = <K extends ProfileFieldKey>(keys: readonly K[]) =>
  shapeOf<K, { [P in K]: OutputOf<P> }>(keys, (key) => spec(key).output);

/** The values as read, each left out when hidden. */
export const optionalOutputShape = <K extends ProfileFieldKey>(keys: readonly K[]) =>
  shapeOf<K, { [P in K]: z.ZodOptional<OutputOf<P>> }>(keys, (key) => spec(key).output.optional());

/** Each field's empty value (a new array for a list). */
export function emptyValues<K extends ProfileFieldKey>(keys: readonly K[]): { [P in K]: ProfileFieldValue<P> } {
  return Object.fromEntries(keys.map((key) => [key, Array.isArray(spec(key).empty) ? [] : spec(key).empty])) as {
    [P in K]: ProfileFieldValue<P>;
  };
}

/** The given fields of a profile or a card, and nothing else. */
export function pickFields<T, K extends ProfileFieldKey & keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}
