import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  CategoriesSchema,
  EventDetailSchema,
  EventDoorSchema,
  EventListQuerySchema,
  EventPageSchema,
  EventSummarySchema,
  MyEventListQuerySchema,
  pageOf,
} from '../../event-views.ts';
import { CreateEventSchema } from '../../events.ts';

const tags = ['events'];
const eventList = z.object({ data: pageOf(EventSummarySchema) });

/** A new draft, its creator the owner (HOST). PRO only. */
export const createEvent = endpoint({
  method: 'POST',
  path: '/v1/events',
  body: CreateEventSchema,
  responses: { 201: z.object({ data: EventDetailSchema }) },
  errors: ['G01019', 'G20008', 'G09006', 'G20018'],
  tags,
  description:
    'Creates a draft (PRO only: others get 403 G01019). Unknown categories: G20008. A taken handle: 409 G09006. MEMBER_ONLY outside a community: G20018.',
});

/** The event types and event fields, with their labels in both languages; they change only with a release. */
export const listEventCategories = endpoint({
  method: 'GET',
  path: '/v1/events/categories',
  responses: { 200: z.object({ data: CategoriesSchema }) },
  errors: [],
  tags,
  description: 'The event types and event fields, with their English and Korean labels. Cached for a day.',
});

/** The public event page, by handle. */
export const getEventPage = endpoint({
  method: 'GET',
  path: '/v1/events/info',
  query: z.object({ handle: z.string().max(100) }),
  responses: { 200: z.object({ data: EventPageSchema }) },
  errors: ['G04002', 'G20300'],
  tags,
  description:
    "The event page by handle. Drafts answer 404 G04002 outside the host team; a published MEMBER_ONLY event answers 403 G20300 to anyone but its community's approved members and the host team, with none of its details; the online URL is null unless the viewer may see it.",
});

/** A member-only event's door: the community it is for, to someone the page turned away. */
export const getEventDoor = endpoint({
  method: 'GET',
  path: '/v1/events/door',
  query: z.object({ handle: z.string().max(100) }),
  responses: { 200: z.object({ data: EventDoorSchema }) },
  errors: ['G04002'],
  tags,
  description:
    'For a published MEMBER_ONLY event the caller may not open (the page answered 403 G20300): the community it belongs to (id, name, handle, site URL), so the caller can apply or sign in. Nothing of the event. Anything else: 404 G04002.',
});

/** Published, public, listed events, a page at a time. */
export const listPublicEvents = endpoint({
  method: 'GET',
  path: '/v1/events',
  query: EventListQuerySchema,
  responses: { 200: eventList },
  errors: [],
  tags,
  description: 'Published, public, listed events.',
});

/** My events: upcoming, past, or the ones I host. */
export const listMyEvents = endpoint({
  method: 'GET',
  path: '/v1/me/events',
  query: MyEventListQuerySchema,
  responses: { 200: eventList },
  errors: [],
  tags,
  description:
    'My events: upcoming and past (events I host; registrations join with the registration issue), or hosting (every event on whose host team I am, drafts included).',
});

/** The event as an .ics file, for whoever may open its page. */
export const getEventCalendar = endpoint({
  method: 'GET',
  path: '/v1/events/:id/calendar.ics',
  params: z.object({ id: z.string().max(64) }),
  responses: { 200: z.string() },
  errors: ['G04002'],
  tags,
  description: 'The event as an iCalendar file.',
  produces: ['text/calendar'],
});
