import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckInByQrSchema,
  CheckInResultSchema,
  CheckInSummarySchema,
  UndoCheckInResultSchema,
} from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { getCheckInSummary } from './check-in-summary.service.ts';
import type { CheckInMarker } from './check-in-record.ts';
import { checkInByQr, checkInManually, undoCheckIn } from './check-in.service.ts';
import { guestAccess, guestTags as tags } from '../guest-list/guests.routes.ts';

const params = z.object({ id: z.string().max(64) });
const participantParams = z.object({ id: z.string().max(64), pid: z.string().max(64) });
const base = '/v1/event-managements/:id';
const result = { 200: z.object({ data: CheckInResultSchema }) };
const refusals =
  'Not an approved guest: G20083 rejected, G20084 cancelled, G20085 pending approval, G20086 waitlisted (each 400, so the scanner ' +
  'says which and keeps scanning).';

export type CheckInRoutesOptions = { marker?: CheckInMarker };

/** The door: scan, tap, undo, and the live count. HOST, CO_HOST, STAFF. `options.marker` exists for the concurrency test's negative control only. */
export async function checkInRoutes(app: FastifyInstance, deps: AppDeps, options: CheckInRoutesOptions = {}) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `${base}/check-in`,
    {
      schema: {
        tags,
        description:
          'The scanner: `qr` is the text the camera read. A valid ticket of an approved guest checks them in (200 CHECKED_IN, ' +
          "emailed once); any later scan of it answers 200 ALREADY_CHECKED_IN with the first scan's time and changes nothing. " +
          `Not a ticket at all: G20080 (invalid QR code format); ticket-shaped but no such ticket: G20081; another event's ticket: G20082. ${refusals} ` +
          guestAccess,
        params,
        body: CheckInByQrSchema,
        response: result,
      },
    },
    async (request) => ({
      data: await checkInByQr(deps, requireUser(request).id, request.params.id, request.body.qr, options.marker),
    }),
  );

  api.post(
    `${base}/participants/:pid/check-in`,
    {
      schema: {
        tags,
        description: `Checks a guest found by search in by hand; answers as the scanner does. Another event's guest: 404 G04003. ${refusals} ${guestAccess}`,
        params: participantParams,
        response: result,
      },
    },
    async (request) => ({ data: await checkInManually(deps, requireUser(request).id, request.params.id, request.params.pid) }),
  );

  api.delete(
    `${base}/participants/:pid/check-in`,
    {
      schema: {
        tags,
        description: `Undoes a check-in (the guest is emailed): UNDONE, or NOT_CHECKED_IN when there was none. Another event's guest: 404 G04003. ${guestAccess}`,
        params: participantParams,
        response: { 200: z.object({ data: UndoCheckInResultSchema }) },
      },
    },
    async (request) => ({ data: await undoCheckIn(deps, requireUser(request).id, request.params.id, request.params.pid) }),
  );

  api.get(
    `${base}/check-in/summary`,
    {
      schema: {
        tags,
        description: `The live count: checked in of approved, and every other status. ${guestAccess}`,
        params,
        response: { 200: z.object({ data: CheckInSummarySchema }) },
      },
    },
    async (request) => ({ data: await getCheckInSummary(deps, requireUser(request).id, request.params.id) }),
  );
}
