import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { ExportParticipantsSchema, ParticipantExportSchema } from '../../guests.ts';
import { eventParams, guestAccess, guestTags as tags } from './shared.ts';

/** The guests matching the list's search and filters, as a CSV download; each export is recorded. */
export const exportGuestsCsv = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/participants/export-csv',
  params: eventParams,
  body: ExportParticipantsSchema,
  responses: {},
  errors: ['G04002', 'G01019', 'G00340', 'G00341', 'G00342'],
  tags,
  description:
    'Streams `text/csv` (UTF-8 with a BOM, CRLF) of the guests matching `search` and `filters` (as the list; none: everyone), ' +
    'oldest registration first: name, email, organization, status, check-in, checked-in time and registration time (the ' +
    "event's time zone), ticket, member; then one column per question answered, titled as answered. Headers and labels follow " +
    'Accept-Language. Any cell starting with = + - @, tab or CR (also after spaces) is prefixed with an apostrophe. Every ' +
    'export is recorded (see …/participants/exports). A search of fewer than 2 characters: 400 G00340; more searches and exports at once than a host may run: 429 G00342; a read past its time: 503 G00341. ' +
    `HOST, CO_HOST; STAFF 403 G01019. ${guestAccess}`,
  produces: ['text/csv'],
});

/** The audit of the latest exports of an event's guest list. */
export const listGuestExports = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/participants/exports',
  params: eventParams,
  responses: { 200: z.object({ data: z.object({ items: z.array(ParticipantExportSchema) }) }) },
  errors: ['G04002', 'G01019'],
  tags,
  description: `The latest 100 exports of this event's guest list: who, when, search, filters, rows. HOST, CO_HOST. ${guestAccess}`,
});
