// What hosts write to their guests: an announcement's languages, its audience, its schedule and
// what the history and the guest's page show of it.
import { z } from 'zod';
import { DateTimeSchema } from './events.ts';
import { checkInStatuses } from './registrations.ts';
import { hackathonParticipationTypes } from './users.ts';

export const announcementLimits = {
  subject: 150,
  /** the sanitised HTML of one language's body */
  body: 20_000,
  /** announcements an event may send on one day of its time zone; cancelled ones give their place back */
  perEventPerDay: 5,
  /** the same for a community, counted on the day in UTC (a community has no time zone of its own) */
  perCommunityPerDay: 5,
  /** how far ahead a send may be scheduled */
  scheduleDays: 365,
} as const;

/** Guests an announcement can reach: never rejected or cancelled ones. */
export const announcementGuestStatuses = ['APPROVED', 'PENDING', 'WAITLISTED'] as const;

export const announcementStatuses = ['SCHEDULED', 'SENDING', 'SENT', 'CANCELLED'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/**
 * Who receives it, every key combined with AND: guest statuses (any of; approved when omitted),
 * check-in status, tickets (any of) and a hackathon's participation types (any of).
 */
export const AnnouncementAudienceSchema = z.strictObject({
  status: z
    .array(z.enum(announcementGuestStatuses, { error: 'validation.invalid' }))
    .min(1, { error: 'validation.required' })
    .max(announcementGuestStatuses.length)
    .default(['APPROVED']),
  checkInStatus: z.enum(checkInStatuses, { error: 'validation.invalid' }).optional(),
  ticketIds: z.array(z.string().max(64)).max(50).optional(),
  participationType: z.array(z.enum(hackathonParticipationTypes)).max(hackathonParticipationTypes.length).optional(),
});
export type AnnouncementAudience = z.output<typeof AnnouncementAudienceSchema>;

/** One language's version: both parts, or none of it. */
export const AnnouncementVersionSchema = z.strictObject({
  subject: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(announcementLimits.subject, { error: 'validation.tooLong' }),
  body: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(announcementLimits.body, { error: 'validation.tooLong' }),
});
export type AnnouncementVersion = z.output<typeof AnnouncementVersionSchema>;

/** The message in English, Korean or both (at least one: G20601). */
export const AnnouncementMessageSchema = z.strictObject({
  en: AnnouncementVersionSchema.optional(),
  ko: AnnouncementVersionSchema.optional(),
});

/** POST /v1/event-managements/{id}/announcements: `sendAt` omitted sends now. */
export const CreateAnnouncementSchema = AnnouncementMessageSchema.extend({
  audience: AnnouncementAudienceSchema.prefault({}),
  sendAt: DateTimeSchema.optional(),
});
export type CreateAnnouncementInput = z.input<typeof CreateAnnouncementSchema>;

/** POST …/announcements/test: the message as it would go out, to the sender alone. */
export const TestAnnouncementSchema = AnnouncementMessageSchema;

/** POST …/announcements/audience: how many the audience reaches now. */
export const AudienceCountQuerySchema = z.strictObject({ audience: AnnouncementAudienceSchema.prefault({}) });
export const AudienceCountSchema = z.object({ count: z.number().int() });

const VersionViewSchema = z.object({ subject: z.string(), body: z.string() }).nullable();

/** What an event's and a community's announcements show alike in their history. */
const AnnouncementViewSchema = z.object({
  id: z.string(),
  en: VersionViewSchema,
  ko: VersionViewSchema,
  status: z.enum(announcementStatuses),
  /** when it goes (or went) out, with the event's offset (a community's: UTC) */
  sendAt: z.string(),
  /** the event's time zone (a community's: UTC), to show sendAt in */
  timezone: z.string(),
  /** recipients so far: all of them once it is SENT */
  recipients: z.number().int(),
  sent: z.number().int(),
  /** mails whose last attempt failed; the outbox keeps retrying them */
  failed: z.number().int(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

/** One announcement in the host's history. */
export const AnnouncementSchema = AnnouncementViewSchema.extend({ audience: AnnouncementAudienceSchema });
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** An announcement as the guest it reached sees it on the event page, in their language. */
export const ReceivedAnnouncementSchema = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type ReceivedAnnouncement = z.infer<typeof ReceivedAnnouncementSchema>;

export const ReceivedAnnouncementsSchema = z.object({
  items: z.array(ReceivedAnnouncementSchema),
  /** whether this guest muted the event's announcements */
  muted: z.boolean(),
});

/** POST /v1/announcement-mutes: the token of a mail's mute link. */
export const MuteAnnouncementsSchema = z.strictObject({ token: z.string().min(1).max(64) });
/** What the mute link muted: an event's announcements, or a community's (with its site's address). */
export const MutedEventSchema = z.union([
  z.object({ eventTitle: z.string(), eventHandle: z.string() }),
  z.object({ communityName: z.string(), communityUrl: z.string() }),
]);

/** The page a mail's mute link opens (`?t=` carries the token). */
export const MUTE_LINK_PATH = '/announcements/mute';

/** PUT /v1/events/{id}/announcements/mute: a signed-in guest mutes or unmutes the event's announcements. */
export const MuteSettingSchema = z.strictObject({ muted: z.boolean({ error: 'validation.required' }) });

/** Reminders before an event, in minutes before it starts: a day and an hour unless the host changes them. */
export const DEFAULT_REMINDERS = [1440, 60] as const;
export const reminderLimits = { count: 3, minMinutes: 15, maxMinutes: 14 * 24 * 60 } as const;

/** PUT /v1/event-managements/{id}/reminders: the reminders, each minutes before the start; none turns them off. */
export const ReminderSettingsSchema = z.strictObject({
  minutesBefore: z
    .array(
      z
        .number({ error: 'validation.invalid' })
        .int({ error: 'validation.invalid' })
        .min(reminderLimits.minMinutes, { error: 'validation.invalid' })
        .max(reminderLimits.maxMinutes, { error: 'validation.invalid' }),
    )
    .max(reminderLimits.count, { error: 'validation.invalid' })
    .refine((values) => new Set(values).size === values.length, { error: 'validation.invalid' }),
});
export type ReminderSettings = z.output<typeof ReminderSettingsSchema>;
