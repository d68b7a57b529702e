// What the events and event-management API answers. Times are ISO strings.
import { z } from 'zod';
import {
  eventFields,
  eventKinds,
  eventRoles,
  eventStatuses,
  eventTypes,
  eventVisibilities,
  registrationStates,
  VenueSchema,
} from './events.ts';

const iso = z.string();

/** Offline: the venue. Online: the address, or null when this viewer may not see it yet. */
export const EventLocationViewSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('OFFLINE'), venue: VenueSchema, detail: z.string().nullable() }),
  z.object({ mode: z.literal('ONLINE'), url: z.string().nullable() }),
]);
export type EventLocationView = z.infer<typeof EventLocationViewSchema>;

export const EventHostViewSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(eventRoles),
});
export type EventHostView = z.infer<typeof EventHostViewSchema>;

/** The management view adds the email, so the owner can tell people apart. */
export const HostTeamMemberSchema = EventHostViewSchema.extend({ email: z.string(), addedAt: iso });
export type HostTeamMember = z.infer<typeof HostTeamMemberSchema>;

const eventCore = {
  id: z.string(),
  handle: z.string(),
  type: z.enum(eventKinds),
  title: z.string(),
  /** sanitised HTML (allow-list applied by the server before storing) */
  description: z.string(),
  coverImageUrl: z.string().nullable(),
  startsAt: iso,
  endsAt: iso,
  allDay: z.boolean(),
  timezone: z.string(),
  location: EventLocationViewSchema,
  eventTypes: z.array(z.enum(eventTypes)),
  eventFields: z.array(z.enum(eventFields)),
  approvalRequired: z.boolean(),
  visibility: z.enum(eventVisibilities),
  /** the community the event belongs to (its MEMBER_ONLY events are for its members), or null */
  communityId: z.string().nullable(),
  listed: z.boolean(),
  maxParticipants: z.number().nullable(),
  loungeEnabled: z.boolean(),
  waitlistEnabled: z.boolean(),
  photoLink: z.string().nullable(),
  contentsLink: z.string().nullable(),
  status: z.enum(eventStatuses),
  publishedAt: iso.nullable(),
  /** the viewer's place on the host team, null for everyone else */
  myRole: z.enum(eventRoles).nullable(),
};

/** GET /v1/event-managements/{id} and the answer of every management change. */
export const EventDetailSchema = z.object({ ...eventCore, createdAt: iso, updatedAt: iso });
export type EventDetail = z.infer<typeof EventDetailSchema>;

/** GET /v1/events/info?handle= — the public event page. */
export const EventPageSchema = z.object({
  ...eventCore,
  /** HOST first, then co-hosts; staff are not shown publicly */
  hosts: z.array(EventHostViewSchema),
  registrationState: z.enum(registrationStates),
});
export type EventPage = z.infer<typeof EventPageSchema>;

/**
 * GET /v1/events/door?handle=: the community a member-only event belongs to, for someone the event
 * page turned away (403 G20300). Nothing of the event itself.
 */
export const EventDoorSchema = z.object({
  community: z.object({ id: z.string(), name: z.string(), handle: z.string(), url: z.string() }),
});
export type EventDoor = z.infer<typeof EventDoorSchema>;

/** Where the viewer stands on an event of their list: registered and approved, pending, waitlisted; checked in. */
export const MyRegistrationMarkSchema = z.object({
  status: z.enum(['APPROVED', 'PENDING', 'WAITLISTED']),
  checkedIn: z.boolean(),
});
export type MyRegistrationMark = z.infer<typeof MyRegistrationMarkSchema>;

/** One row of an event list. The online address is never part of a list. */
export const EventSummarySchema = z.object({
  id: z.string(),
  handle: z.string(),
  type: z.enum(eventKinds),
  title: z.string(),
  coverImageUrl: z.string().nullable(),
  startsAt: iso,
  endsAt: iso,
  allDay: z.boolean(),
  timezone: z.string(),
  locationMode: z.enum(['OFFLINE', 'ONLINE']),
  /** the venue's short address (or city) for offline events, null online */
  place: z.string().nullable(),
  eventTypes: z.array(z.enum(eventTypes)),
  eventFields: z.array(z.enum(eventFields)),
  visibility: z.enum(eventVisibilities),
  /** the community the event belongs to (its MEMBER_ONLY events are for its members), or null */
  communityId: z.string().nullable(),
  status: z.enum(eventStatuses),
  hosts: z.array(EventHostViewSchema),
  myRole: z.enum(eventRoles).nullable(),
  /** the viewer's live registration and whether they were checked in; null for anyone not registered */
  myRegistration: MyRegistrationMarkSchema.nullable(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), hasMore: z.boolean(), cursorId: z.string().nullable() });

export const EventListTabs = ['upcoming', 'past'] as const;
export const MyEventListTabs = ['upcoming', 'past', 'hosting'] as const;

const take = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(50).default(20);
const page = z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(10_000).optional();

/** GET /v1/events: published, public, listed events. `cursorId` (the last id seen) wins over `page`. */
export const EventListQuerySchema = z.object({
  tab: z.enum(EventListTabs, { error: 'validation.invalid' }).default('upcoming'),
  take,
  page,
  cursorId: z.string().max(64).optional(),
});

export const MyEventListQuerySchema = EventListQuerySchema.extend({
  tab: z.enum(MyEventListTabs, { error: 'validation.invalid' }).default('upcoming'),
});

export const CategorySchema = z.object({ code: z.string(), labels: z.object({ en: z.string(), ko: z.string() }) });
export const CategoriesSchema = z.object({ eventTypes: z.array(CategorySchema), eventFields: z.array(CategorySchema) });

/** GET /v1/places/suggest?q= */
export const PlaceSuggestionSchema = z.object({
  placeId: z.string(),
  mainText: z.string(),
  secondaryText: z.string().nullable(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const UploadedImageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
