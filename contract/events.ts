// Events: their enums, limits and form rules. The browser's editor and
// the API validate with the same schemas; every message is an i18n key from contract/i18n.
import { z } from 'zod';
import { EmailSchema } from './auth.ts';
import { displayLine } from './display-text.ts';
import { LocationSchema, OptionalUrlSchema, UrlSchema } from './users.ts';

export const eventKinds = ['EVENT', 'HACKATHON'] as const;
export type EventKind = (typeof eventKinds)[number];

export const eventTypes = [
  'MEETUP',
  'SEMINAR_SPEECH_LECTURE',
  'WORKSHOP',
  'EXPO_FAIR',
  'COMPETITION_CONTEST_HACKATHON',
  'BOOK_LAUNCH_SIGNING',
  'MENTORING_EXTRACURRICULAR_ACTIVITIES',
  'DEMO_DAY',
  'MEETING_CONFERENCE',
  'EXHIBITION_PERFORMANCE_FESTIVAL',
  'OTHERS',
] as const;
export type EventType = (typeof eventTypes)[number];

export const eventFields = [
  'STARTUPS_ENTREPRENEURSHIP',
  'IT_PROGRAMMING',
  'BUSINESS_MANAGEMENT',
  'ECONOMICS_FINANCE',
  'MARKETING_ADVERTISING',
  'EDUCATION_TRAINING',
  'LIFESTYLE_WELL_BEING',
  'MUSIC_ARTS_CULTURE',
  'SCIENCE_TECHNOLOGY',
  'HEALTH_MEDICINE',
  'SPORTS_GAMING',
  'FOOD_BEVERAGE',
  'TRAVEL_TOURISM',
  'FOREIGN_LANGUAGES',
  'ENVIRONMENT_SUSTAINABILITY',
  'OTHERS',
] as const;
export type EventField = (typeof eventFields)[number];

export const isEventType = (value: string): value is EventType => (eventTypes as readonly string[]).includes(value);
export const isEventField = (value: string): value is EventField => (eventFields as readonly string[]).includes(value);

export const eventVisibilities = ['PUBLIC', 'MEMBER_ONLY', 'SECRET'] as const;
export type EventVisibility = (typeof eventVisibilities)[number];

/** MEMBER_ONLY is for a community's events only (G20018): outside one there are no members to see it. */
export function visibilitiesFor(inCommunity: boolean): readonly EventVisibility[] {
  return inCommunity ? eventVisibilities : eventVisibilities.filter((visibility) => visibility !== 'MEMBER_ONLY');
}

export const eventStatuses = ['DRAFT', 'PUBLISHED'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const locationModes = ['OFFLINE', 'ONLINE'] as const;
export type LocationMode = (typeof locationModes)[number];

/** The registration period shown on the event page; SOLD_OUT: open, but no seat left and no waitlist. */
export const registrationStates = ['BEFORE', 'OPEN', 'CLOSED', 'SOLD_OUT'] as const;
export type RegistrationState = (typeof registrationStates)[number];

export const eventLimits = {
  title: 100,
  handleMin: 3,
  handleMax: 50,
  location: 200,
  /** characters of HTML the editor may send; the stored, sanitised text is never longer */
  description: 100_000,
  maxParticipants: 100_000,
  categoriesPerList: 16,
  /** bytes per uploaded image */
  imageBytes: 30 * 1024 * 1024,
} as const;

/** Paths of the app that live beside `/events/{handle}`: never handles. */
export const reservedHandles = ['new', 'my', 'myticket', 'ticket', 'management', 'info', 'categories'] as const;

export const HandleSchema = z
  .string({ error: 'validation.handleMinMax' })
  .trim()
  .min(eventLimits.handleMin, { error: 'validation.handleMinMax' })
  .max(eventLimits.handleMax, { error: 'validation.handleMinMax' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.handleInvalid' });

/** Control characters have no place in one-line text (and PostgreSQL refuses NUL). */
export const stripControlCharacters = (value: string): string => value.replace(/[\u0000-\u001F\u007F]+/g, ' ');

/** Rich text keeps its line breaks and tabs and loses every other control character. */
const dropControlCharacters = (value: string): string =>
  value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '');

export const TitleSchema = displayLine({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(eventLimits.title, { error: 'validation.titleMaxLength' });

/** IANA names the runtime knows (Asia/Seoul, UTC, …). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string({ error: 'validation.invalidTimezone' })
  .refine(isTimeZone, { error: 'validation.invalidTimezone' });

export const DateTimeSchema = z.iso.datetime({ offset: true, error: 'validation.invalidDate' });

/** An image we stored (`/v1/files/cover/…webp`) — the only kind the upload routes answer. */
export const uploadedImagePattern = /^\/v1\/files\/(cover|description)\/[A-Za-z0-9_-]{16,64}\.webp$/;

/** Our own uploaded image, or any https address. */
export const ImageUrlSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(2048, { error: 'validation.invalid' })
  .refine((value) => uploadedImagePattern.test(value) || /^https:\/\/[^\s"'<>]+$/i.test(value), { error: 'validation.invalid' });

const locationText = z
  .string({ error: 'validation.invalid' })
  .transform(stripControlCharacters)
  .pipe(z.string().trim().max(eventLimits.location, { error: 'validation.locationMaxLength' }));

/** A venue: the shared Location, plus the provider's place id when it came from a suggestion. */
export const VenueSchema = LocationSchema.extend({ placeId: z.string().trim().max(300).nullish() });
export type Venue = z.output<typeof VenueSchema>;

/** The venue as a form sends it: one-line text loses control characters. */
const VenueInputSchema = VenueSchema.extend({
  country: locationText.nullish(),
  region: locationText.nullish(),
  city: locationText.nullish(),
  shortAddress: locationText.nullish(),
  fullAddress: locationText.pipe(z.string().min(1, { error: 'validation.required' })),
});

export const EventLocationSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('OFFLINE'),
      venue: VenueInputSchema,
      detail: locationText.nullish().transform((value) => value || null),
    }),
    z.object({ mode: z.literal('ONLINE'), url: UrlSchema }),
  ],
  { error: 'validation.required' },
);
export type EventLocationInput = z.input<typeof EventLocationSchema>;

/** Marks an issue the API answers with its own catalogue code (G20008) instead of G00100. */
export type CategoryIssueParams = { errorCode: 'G20008' };

function categoryList<T extends string>(isKnown: (value: string) => value is T) {
  return z
    .array(z.string({ error: 'validation.invalid' }).max(64, { error: 'validation.unknownCategory' }), {
      error: 'validation.invalid',
    })
    .max(eventLimits.categoriesPerList, { error: 'validation.invalid' })
    .superRefine((values, ctx) => {
      values.forEach((value, index) => {
        const params: CategoryIssueParams = { errorCode: 'G20008' };
        if (!isKnown(value)) ctx.addIssue({ code: 'custom', path: [index], message: 'validation.unknownCategory', params });
      });
    })
    .transform((values) => [...new Set(values)] as T[]);
}

const MaxParticipantsSchema = z
  .number({ error: 'validation.invalidMaxParticipants' })
  .int({ error: 'validation.invalidMaxParticipants' })
  .min(1, { error: 'validation.invalidMaxParticipants' })
  .max(eventLimits.maxParticipants, { error: 'validation.invalidMaxParticipants' })
  .nullable();

/** Every editable field; none has a default, so a partial update never resets what it leaves out. */
const editableFields = {
  title: TitleSchema,
  eventTypes: categoryList(isEventType),
  eventFields: categoryList(isEventField),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  allDay: z.boolean({ error: 'validation.invalid' }),
  timezone: TimeZoneSchema,
  location: EventLocationSchema,
  description: z
    .string({ error: 'validation.invalid' })
    .max(eventLimits.description, { error: 'validation.descriptionMaxLength' })
    .transform(dropControlCharacters),
  coverImageUrl: ImageUrlSchema.nullable(),
  approvalRequired: z.boolean({ error: 'validation.invalid' }),
  visibility: z.enum(eventVisibilities, { error: 'validation.invalid' }),
  listed: z.boolean({ error: 'validation.invalid' }),
  maxParticipants: MaxParticipantsSchema,
  loungeEnabled: z.boolean({ error: 'validation.invalid' }),
  waitlistEnabled: z.boolean({ error: 'validation.invalid' }),
};

/** End after start; an all-day event may end on the day it starts (the days are compared). */
export function endsAfterStart(value: { startsAt?: string; endsAt?: string; allDay?: boolean }): boolean {
  if (!value.startsAt || !value.endsAt) return true;
  const start = new Date(value.startsAt).getTime();
  const end = new Date(value.endsAt).getTime();
  return value.allDay ? end >= start : end > start;
}

/** POST /v1/events: a draft. Categories are checked against the lists by the server (G20008). */
export const CreateEventSchema = z
  .object({
    ...editableFields,
    type: z.enum(eventKinds, { error: 'validation.invalid' }).default('EVENT'),
    handle: HandleSchema.optional(),
    eventTypes: editableFields.eventTypes.default([]),
    eventFields: editableFields.eventFields.default([]),
    allDay: editableFields.allDay.default(false),
    description: editableFields.description.default(''),
    coverImageUrl: editableFields.coverImageUrl.default(null),
    approvalRequired: editableFields.approvalRequired.default(false),
    visibility: editableFields.visibility.default('PUBLIC'),
    listed: editableFields.listed.default(true),
    maxParticipants: editableFields.maxParticipants.default(null),
    loungeEnabled: editableFields.loungeEnabled.default(false),
    waitlistEnabled: editableFields.waitlistEnabled.default(false),
  })
  .refine(endsAfterStart, { path: ['endsAt'], error: 'validation.endBeforeStart' });
export type CreateEventInput = z.input<typeof CreateEventSchema>;
export type CreateEvent = z.output<typeof CreateEventSchema>;

/** PATCH /v1/event-managements/{id}: any part of the form; the server checks the times once merged. */
export const UpdateEventSchema = z
  .object(editableFields)
  .partial()
  .refine(endsAfterStart, { path: ['endsAt'], error: 'validation.endBeforeStart' });
export type UpdateEventInput = z.input<typeof UpdateEventSchema>;
export type UpdateEvent = z.output<typeof UpdateEventSchema>;

export const ChangeHandleSchema = z.object({ handle: HandleSchema });
export const PhotoLinkSchema = z.object({ photoLink: OptionalUrlSchema });
export const ContentsLinkSchema = z.object({ contentsLink: OptionalUrlSchema });

/** The host team of an event. HOST is the owner: exactly one per event. */
export const eventRoles = ['HOST', 'CO_HOST', 'STAFF'] as const;
export type EventRole = (typeof eventRoles)[number];
/** What the owner may give by email (the owner role is never granted: docs/roles.md). */
export const grantableEventRoles = ['CO_HOST', 'STAFF'] as const;

/** Who on the host team may do what (docs/roles.md). The server checks these; the browser hides what they forbid. */
export const eventPermissions = {
  viewManagement: ['HOST', 'CO_HOST', 'STAFF'],
  editEvent: ['HOST', 'CO_HOST'],
  publishEvent: ['HOST', 'CO_HOST'],
  deleteEvent: ['HOST'],
  viewHosts: ['HOST', 'CO_HOST', 'STAFF'],
  manageHosts: ['HOST'],
  editRegistration: ['HOST', 'CO_HOST'],
  viewGuests: ['HOST', 'CO_HOST', 'STAFF'],
  decideGuests: ['HOST', 'CO_HOST'],
  checkInGuests: ['HOST', 'CO_HOST', 'STAFF'],
  exportGuests: ['HOST', 'CO_HOST'],
  editHackathon: ['HOST', 'CO_HOST'],
} as const satisfies Record<string, readonly EventRole[]>;
export type EventPermission = keyof typeof eventPermissions;

export function can(role: EventRole | null | undefined, permission: EventPermission): boolean {
  return role != null && (eventPermissions[permission] as readonly EventRole[]).includes(role);
}

/** POST /v1/event-managements/{id}/hosts. The role is checked by the server: HOST → G20028, unknown → G20032. */
export const AddHostSchema = z.object({
  email: EmailSchema,
  role: z.string({ error: 'validation.required' }).max(32),
});
export const ChangeHostRoleSchema = z.object({ role: z.string({ error: 'validation.required' }).max(32) });
