import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { CreateTicketSchema, TicketSchema, TicketsInfoSchema, UpdateTicketSchema } from '../../registration-views.ts';

const tags = ['tickets'];
const params = z.object({ id: z.string().max(64) });
const ticketParams = params.extend({ ticketId: z.string().max(64) });
const access = 'Sign-in required (401). Outside the host team: 404 G04002; a team role without the right: 403 G01019.';

/** An event's tickets with what each has issued. */
export const listEventTickets = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/tickets',
  params,
  responses: { 200: z.object({ data: z.array(TicketSchema) }) },
  errors: ['G04002'],
  tags,
  description: `The event's tickets with what each has issued. HOST, CO_HOST, STAFF. ${access}`,
});

/** Adds a ticket to an event. */
export const createEventTicket = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/tickets',
  params,
  body: CreateTicketSchema,
  responses: { 201: z.object({ data: TicketSchema }) },
  errors: ['G04002', 'G01019', 'G20016'],
  tags,
  description: `A new ticket. The sale may not end after the event (G20016). HOST, CO_HOST. ${access}`,
});

/** Changes a ticket; a quantity raised seats the waitlist at once. */
export const updateEventTicket = endpoint({
  method: 'PATCH',
  path: '/v1/event-managements/:id/tickets/:ticketId',
  params: ticketParams,
  body: UpdateTicketSchema,
  responses: { 200: z.object({ data: TicketSchema }) },
  errors: ['G04002', 'G01019', 'G04006', 'G20015', 'G20016'],
  tags,
  description:
    'Changes the ticket. The quantity may not go below the number issued (G20015) and the sale may not end after the event ' +
    `(G20016); a quantity raised (or made unlimited) seats the waitlist at once. Quantity 0 takes the ticket off sale. HOST, CO_HOST. ${access}`,
});

/** Deletes a ticket nobody has registered with. */
export const deleteEventTicket = endpoint({
  method: 'DELETE',
  path: '/v1/event-managements/:id/tickets/:ticketId',
  params: ticketParams,
  responses: { 200: z.object({ data: z.object({ id: z.string() }) }) },
  errors: ['G04002', 'G01019', 'G04006', 'G09009'],
  tags,
  description: `Deletes a ticket nobody has registered with (else 409 G09009; set its quantity to 0 instead). HOST, CO_HOST. ${access}`,
});

/** Public: an event's tickets, their sale state and the registration state. */
export const getEventTicketsInfo = endpoint({
  method: 'GET',
  path: '/v1/events/:id/tickets/info',
  params,
  query: z.object({ pid: z.string().max(64).optional() }),
  responses: { 200: z.object({ data: TicketsInfoSchema }) },
  errors: ['G04002'],
  tags,
  description:
    "The event's tickets, their sale state and the registration state (BEFORE, OPEN, CLOSED, SOLD_OUT) for whoever may open the " +
    'event page (drafts: 404 G04002 outside the host team). `pid` is accepted and not used.',
});
