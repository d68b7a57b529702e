import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateTicketSchema, TicketSchema, TicketsInfoSchema, UpdateTicketSchema } from '../../../contract/registration-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { createTicket, deleteTicket, getTicketsInfo, listTickets, saveTicket } from './tickets.service.ts';

const tags = ['tickets'];
const params = z.object({ id: z.string().max(64) });
const ticketParams = params.extend({ ticketId: z.string().max(64) });
const access = 'Sign-in required (401). Outside the host team: 404 G04002; a team role without the right: 403 G01019.';

/** Management of an event's tickets (mounted in the signed-in management scope). */
export async function ticketManagementRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/event-managements/:id/tickets';

  api.get(
    base,
    {
      schema: {
        tags,
        description: `The event's tickets with what each has issued. HOST, CO_HOST, STAFF. ${access}`,
        params,
        response: { 200: z.object({ data: z.array(TicketSchema) }) },
      },
    },
    async (request) => ({ data: await listTickets(deps, requireUser(request).id, request.params.id) }),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        description: `A new ticket. The sale may not end after the event (G20016). HOST, CO_HOST. ${access}`,
        params,
        body: CreateTicketSchema,
        response: { 201: z.object({ data: TicketSchema }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.code(201).send({ data: await createTicket(deps, user.id, request.params.id, request.body) });
    },
  );

  api.patch(
    `${base}/:ticketId`,
    {
      schema: {
        tags,
        description:
          'Changes the ticket. The quantity may not go below the number issued (G20015) and the sale may not end after the event ' +
          `(G20016); a quantity raised (or made unlimited) seats the waitlist at once. Quantity 0 takes the ticket off sale. HOST, CO_HOST. ${access}`,
        params: ticketParams,
        body: UpdateTicketSchema,
        response: { 200: z.object({ data: TicketSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await saveTicket(deps, user.id, request.params.id, request.params.ticketId, request.body) };
    },
  );

  api.delete(
    `${base}/:ticketId`,
    {
      schema: {
        tags,
        description: `Deletes a ticket nobody has registered with (else 409 G09009; set its quantity to 0 instead). HOST, CO_HOST. ${access}`,
        params: ticketParams,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => ({ data: await deleteTicket(deps, requireUser(request).id, request.params.id, request.params.ticketId) }),
  );
}

/** GET /v1/events/{id}/tickets/info: public. */
export async function ticketInfoRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/v1/events/:id/tickets/info',
    {
      schema: {
        tags,
        description:
          "The event's tickets, their sale state and the registration state (BEFORE, OPEN, CLOSED, SOLD_OUT) for whoever may open the " +
          'event page (drafts: 404 G04002 outside the host team). `pid` is accepted and not used.',
        params,
        querystring: z.object({ pid: z.string().max(64).optional() }),
        response: { 200: z.object({ data: TicketsInfoSchema }) },
      },
    },
    async (request) => ({ data: await getTicketsInfo(deps, request.user?.id ?? null, request.params.id) }),
  );
}
