import type { FastifyInstance } from 'fastify';
import {
  bulkChangeGuestStatus,
  changeGuestStatus,
  getGuest,
  getManagementDashboard,
  listGuests,
} from '../../../contract/endpoints/registrations/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { whenClientGoes } from '../../platform/http/client-gone.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { bulkChangeParticipantStatus, changeParticipantStatus } from './change-participant-status.service.ts';
import { getHostDashboard } from './dashboard.service.ts';
import { getParticipant } from './get-participant.service.ts';
import { listParticipants } from './list-participants.service.ts';

/** The guest list, a guest, the host's decisions and the dashboard. */
export async function guestsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listGuests, async (request, reply) => ({
    data: await listParticipants(deps, requireUser(request).id, request.params.id, request.query, whenClientGoes(reply)),
  }));

  route(app, getGuest, async (request) => ({
    data: await getParticipant(deps, requireUser(request).id, request.params.id, request.params.pid),
  }));

  route(app, changeGuestStatus, async (request) => ({
    data: await changeParticipantStatus(deps, requireUser(request).id, request.params.id, request.params.pid, request.body),
  }));

  route(app, bulkChangeGuestStatus, async (request) => ({
    data: { items: await bulkChangeParticipantStatus(deps, requireUser(request).id, request.params.id, request.body) },
  }));

  route(app, getManagementDashboard, async (request) => ({
    data: await getHostDashboard(deps, requireUser(request).id, request.params.id),
  }));
}
