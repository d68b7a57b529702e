import type { FastifyInstance } from 'fastify';
import {
  createEventTicket,
  deleteEventTicket,
  getEventTicketsInfo,
  listEventTickets,
  updateEventTicket,
} from '../../../contract/endpoints/registrations/tickets.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { createTicket, deleteTicket, getTicketsInfo, listTickets, saveTicket } from './tickets.service.ts';

/** Management of an event's tickets (mounted in the signed-in management scope). */
export async function ticketManagementRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listEventTickets, async (request) => ({
    data: await listTickets(deps, requireUser(request).id, request.params.id),
  }));

  route(app, createEventTicket, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send({ data: await createTicket(deps, user.id, request.params.id, request.body) });
  });

  route(app, updateEventTicket, async (request) => {
    const user = requireUser(request);
    return { data: await saveTicket(deps, user.id, request.params.id, request.params.ticketId, request.body) };
  });

  route(app, deleteEventTicket, async (request) => ({
    data: await deleteTicket(deps, requireUser(request).id, request.params.id, request.params.ticketId),
  }));
}

/** GET /v1/events/{id}/tickets/info: public. */
export async function ticketInfoRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getEventTicketsInfo, async (request) => ({
    data: await getTicketsInfo(deps, request.user?.id ?? null, request.params.id),
  }));
}
