import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  BulkChangeParticipantsSchema,
  ChangeParticipantSchema,
  HostDashboardSchema,
  ParticipantDetailSchema,
  ParticipantListQuerySchema,
  ParticipantPageSchema,
  ParticipantSchema,
} from '../../guests.ts';
import { eventParams, guestAccess, guestTags, participantParams } from './shared.ts';

const tags = guestTags;

/** One page of an event's guest list, searched, filtered and sorted. */
export const listGuests = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/participants',
  params: eventParams,
  query: ParticipantListQuerySchema,
  responses: { 200: z.object({ data: ParticipantPageSchema }) },
  errors: ['G04002', 'G00340', 'G00341', 'G00342'],
  tags,
  description:
    'One page of the guest list (`take` ≤ 100, `page` from 1), newest first unless `sort`. `search` matches name, email or ' +
    'organization (contains, any capitals; at least 2 characters, else 400 G00340; a host runs a few searches and exports at once, more: 429 G00342; a list read past its time: 503 G00341). `filters` is one URL-encoded JSON object, every key optional and combined with AND: ' +
    '`{"status":["APPROVED","PENDING"],"checkInStatus":"CHECKED_IN","ticketIds":["…"],"answers":[{"questionId":"…","choiceIds":["…"]}]}` ' +
    '(an answers filter matches guests who picked any of its choices). The check-in tabs: All = no checkInStatus, Attended = ' +
    `CHECKED_IN, Not Attended = NOT_CHECKED_IN. Malformed filters: 400 G00100. HOST, CO_HOST, STAFF. ${guestAccess}`,
});

/** A guest with their answers, profile card and latest check-in changes. */
export const getGuest = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/participants/:pid',
  params: participantParams,
  responses: { 200: z.object({ data: ParticipantDetailSchema }) },
  errors: ['G04002', 'G04003'],
  tags,
  description:
    "A guest: the list's fields, their RSVP answers with each question as it was answered, their profile card and the latest " +
    `check-in changes. Another event's guest or an unknown id: 404 G04003. HOST, CO_HOST, STAFF. ${guestAccess}`,
});

/** Changes a guest's status and/or check-in status, in one transaction. */
export const changeGuestStatus = endpoint({
  method: 'PATCH',
  path: '/v1/event-managements/:id/participants/:pid',
  params: participantParams,
  body: ChangeParticipantSchema,
  responses: { 200: z.object({ data: ParticipantSchema }) },
  errors: ['G04002', 'G01019', 'G04003', 'G20024', 'G20003', 'G20083', 'G20084', 'G20085', 'G20086'],
  tags,
  description:
    '`status` (APPROVED, REJECTED, PENDING: HOST, CO_HOST) and/or `checkInStatus` (CHECKED_IN, NOT_CHECKED_IN: also STAFF), in ' +
    'one transaction. Seats and the waitlist follow the change; the guest is emailed on approval, rejection and every check-in ' +
    'change, once per change. Not allowed from the current status (a cancelled guest, say): G20024; no seat left: G20003; ' +
    `checking in a guest who is not approved: G20083–G20086. Another event's guest: 404 G04003. ${guestAccess}`,
});

/** Gives up to 500 guests the same status, all or nothing. */
export const bulkChangeGuestStatus = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/participants/bulk',
  params: eventParams,
  body: BulkChangeParticipantsSchema,
  responses: { 200: z.object({ data: z.object({ items: z.array(ParticipantSchema) }) }) },
  errors: ['G04002', 'G01019', 'G04003', 'G20024', 'G20003'],
  tags,
  description:
    "The same status for up to 500 guests, all or nothing: any unknown or other event's id (404 G04003), any change not allowed " +
    '(G20024) or not enough seats (G20003) and no guest changes. Guests already in that status are left as they are. Answers ' +
    `the guests in the order asked. HOST, CO_HOST. ${guestAccess}`,
});

/** The numbers behind the management index's charts. */
export const getManagementDashboard = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/dashboard',
  params: eventParams,
  responses: { 200: z.object({ data: HostDashboardSchema }) },
  errors: ['G04002'],
  tags,
  description:
    "The management index's charts: registrations per day in the event's time zone (empty days included, with a running " +
    `total), counts by status, approvals pending, check-in progress (overall, per hour, per ticket). HOST, CO_HOST, STAFF. ${guestAccess}`,
});
