import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { CheckInByQrSchema, CheckInResultSchema, CheckInSummarySchema, UndoCheckInResultSchema } from '../../guests.ts';
import { eventParams, guestAccess, guestTags as tags, participantParams } from './shared.ts';

const result = { 200: z.object({ data: CheckInResultSchema }) };
const refusals =
  'Not an approved guest: G20083 rejected, G20084 cancelled, G20085 pending approval, G20086 waitlisted (each 400, so the scanner ' +
  'says which and keeps scanning).';
const refusalCodes = ['G20083', 'G20084', 'G20085', 'G20086'] as const;

/** The scanner: checks in the guest whose ticket QR code the camera read. */
export const checkInByTicketQr = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/check-in',
  params: eventParams,
  body: CheckInByQrSchema,
  responses: result,
  errors: ['G04002', 'G20080', 'G20081', 'G20082', ...refusalCodes, 'G20024'],
  tags,
  description:
    'The scanner: `qr` is the text the camera read. A valid ticket of an approved guest checks them in (200 CHECKED_IN, ' +
    "emailed once); any later scan of it answers 200 ALREADY_CHECKED_IN with the first scan's time and changes nothing. " +
    `Not a ticket at all: G20080 (invalid QR code format); ticket-shaped but no such ticket: G20081; another event's ticket: G20082. ${refusals} ` +
    guestAccess,
});

/** Checks in a guest found by search, by hand. */
export const checkInGuest = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/participants/:pid/check-in',
  params: participantParams,
  responses: result,
  errors: ['G04002', 'G04003', ...refusalCodes, 'G20024'],
  tags,
  description: `Checks a guest found by search in by hand; answers as the scanner does. Another event's guest: 404 G04003. ${refusals} ${guestAccess}`,
});

/** Undoes a guest's check-in. */
export const undoGuestCheckIn = endpoint({
  method: 'DELETE',
  path: '/v1/event-managements/:id/participants/:pid/check-in',
  params: participantParams,
  responses: { 200: z.object({ data: UndoCheckInResultSchema }) },
  errors: ['G04002', 'G04003'],
  tags,
  description: `Undoes a check-in (the guest is emailed): UNDONE, or NOT_CHECKED_IN when there was none. Another event's guest: 404 G04003. ${guestAccess}`,
});

/** The live count at the door. */
export const getCheckInCount = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/check-in/summary',
  params: eventParams,
  responses: { 200: z.object({ data: CheckInSummarySchema }) },
  errors: ['G04002'],
  tags,
  description: `The live count: checked in of approved, and every other status. ${guestAccess}`,
});

/** Server-sent events: every check-in and undo of the event as it happens, with the counts. */
export const followCheckIns = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/check-in/stream',
  params: eventParams,
  responses: {},
  errors: ['G04002'],
  tags,
  description:
    'text/event-stream. `ready` {summary, recent} on connect (recent: the latest 12 changes, newest first), then `check-in` (a CheckInLogEntry, with `id:` the log id) for every ' +
    'check-in or undo made anywhere, each batch followed by `summary` (CheckInSummary); changes show within about two ' +
    `seconds. Heartbeat comments every 15 s; reconnect with EventSource's own retry (3 s). HOST, CO_HOST, STAFF. ${guestAccess}`,
  produces: ['text/event-stream'],
});
