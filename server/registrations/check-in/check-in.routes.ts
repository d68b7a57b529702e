import type { FastifyInstance } from 'fastify';
import {
  checkInByTicketQr,
  checkInGuest,
  getCheckInCount,
  undoGuestCheckIn,
} from '../../../contract/endpoints/registrations/check-in.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { getCheckInSummary } from './check-in-summary.service.ts';
import type { CheckInMarker } from './check-in-record.ts';
import { checkInByQr, checkInManually, undoCheckIn } from './check-in.service.ts';

export type CheckInRoutesOptions = { marker?: CheckInMarker };

/** The door: scan, tap, undo, and the live count. HOST, CO_HOST, STAFF. `options.marker` exists for the concurrency test's negative control only. */
export async function checkInRoutes(app: FastifyInstance, deps: AppDeps, options: CheckInRoutesOptions = {}) {
  route(app, checkInByTicketQr, async (request) => ({
    data: await checkInByQr(deps, requireUser(request).id, request.params.id, request.body.qr, options.marker),
  }));

  route(app, checkInGuest, async (request) => ({
    data: await checkInManually(deps, requireUser(request).id, request.params.id, request.params.pid),
  }));

  route(app, undoGuestCheckIn, async (request) => ({
    data: await undoCheckIn(deps, requireUser(request).id, request.params.id, request.params.pid),
  }));

  route(app, getCheckInCount, async (request) => ({
    data: await getCheckInSummary(deps, requireUser(request).id, request.params.id),
  }));
}
