// Tickets: the host team manages them; anyone who may see the event reads their state. The
// quantity never drops below what is issued (G20015: one conditional UPDATE, and a check
// constraint behind it) and a sale never ends after the event (G20016). Raising a quantity hands
// the new seats to the waitlist in the same transaction.
import { and, asc, count, eq, lte } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { CreateTicket, Ticket, TicketsInfo, UpdateTicket } from '../../../contract/registration-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { registrations, tickets } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  canViewEvent,
  findEventWithRole,
  requireEventRole,
  type EventRow,
  forgetEventPage,
  eventRegistrationState,
  loadRegistrationFacts,
  isOnSale,
  type TicketRow,
} from '../../events/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { ensureRegistrationSetup } from '../registering/registration-setup.ts';
import { lockEventSeats } from '../registering/seats.ts';
import { promoteFromWaitlist } from '../waitlist/waitlist.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'kickOutbox' | 'sessionSecret'>;

function saleState(event: EventRow, ticket: TicketRow, now: Date): Ticket['saleState'] {
  if (ticket.quantity === 0) return 'CLOSED';
  if (!isOnSale(event, ticket, now))
    return ticket.saleStartsAt && now < ticket.saleStartsAt && now < event.endsAt ? 'BEFORE' : 'CLOSED';
  return ticket.quantity !== null && ticket.issuedCount >= ticket.quantity ? 'SOLD_OUT' : 'OPEN';
}

export function toTicket(event: EventRow, ticket: TicketRow, now: Date): Ticket {
  return {
    id: ticket.id,
    name: ticket.name,
    description: ticket.description,
    isDefault: ticket.isDefault,
    saleStartsAt: ticket.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: ticket.saleEndsAt?.toISOString() ?? null,
    quantity: ticket.quantity,
    issuedCount: ticket.issuedCount,
    remaining: ticket.quantity === null ? null : Math.max(0, ticket.quantity - ticket.issuedCount),
    saleState: saleState(event, ticket, now),
    createdAt: ticket.createdAt.toISOString(),
  };
}

const eventTickets = (deps: Pick<AppDeps, 'db'>, eventId: string) =>
  deps.db.select().from(tickets).where(eq(tickets.eventId, eventId)).orderBy(asc(tickets.createdAt), asc(tickets.id));

function checkSaleEnd(event: EventRow, saleEndsAt: Date | null) {
  if (saleEndsAt && saleEndsAt.getTime() > event.endsAt.getTime()) throw new AppError('G20016');
}

const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

/** GET /v1/event-managements/{id}/tickets (HOST, CO_HOST, STAFF). */
export async function listTickets(deps: Deps, actorId: string, eventId: string): Promise<Ticket[]> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewManagement);
  const now = deps.clock.now();
  await ensureRegistrationSetup(deps.db, event.id, now);
  return (await eventTickets(deps, event.id)).map((ticket) => toTicket(event, ticket, now));
}

/** POST /v1/event-managements/{id}/tickets (HOST, CO_HOST). */
export async function createTicket(deps: Deps, actorId: string, eventId: string, input: CreateTicket): Promise<Ticket> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editRegistration);
  const saleEndsAt = toDate(input.saleEndsAt);
  checkSaleEnd(event, saleEndsAt);
  const now = deps.clock.now();
  await ensureRegistrationSetup(deps.db, event.id, now);
  const [row] = await deps.db
    .insert(tickets)
    .values({ eventId: event.id, ...input, saleStartsAt: toDate(input.saleStartsAt), saleEndsAt, createdAt: now, updatedAt: now })
    .returning();
  forgetEventPage(deps.db, event.id);
  return toTicket(event, row, now);
}

/** PATCH /v1/event-managements/{id}/tickets/{ticketId} (HOST, CO_HOST). */
export async function saveTicket(
  deps: Deps,
  actorId: string,
  eventId: string,
  ticketId: string,
  input: UpdateTicket,
): Promise<Ticket> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editRegistration);
  if (!isUuid(ticketId)) throw new AppError('G04006');
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    await lockEventSeats(tx, event.id);
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.eventId, event.id)))
      .for('update');
    if (!ticket) throw new AppError('G04006');
    const saleStartsAt = input.saleStartsAt !== undefined ? toDate(input.saleStartsAt) : ticket.saleStartsAt;
    const saleEndsAt = input.saleEndsAt !== undefined ? toDate(input.saleEndsAt) : ticket.saleEndsAt;
    if (saleStartsAt && saleEndsAt && saleStartsAt >= saleEndsAt)
      throw new AppError('G00100', { fields: { saleEndsAt: 'validation.endBeforeStart' } });
    checkSaleEnd(event, saleEndsAt);
    const quantity = input.quantity !== undefined ? input.quantity : ticket.quantity;
    const [row] = await tx
      .update(tickets)
      .set({
        name: input.name !== undefined ? input.name : ticket.name,
        description: input.description ?? ticket.description,
        saleStartsAt,
        saleEndsAt,
        quantity,
        updatedAt: now,
      })
      .where(and(eq(tickets.id, ticket.id), quantity === null ? undefined : lte(tickets.issuedCount, quantity)))
      .returning();
    if (!row) throw new AppError('G20015');
    const raised = ticket.quantity !== null && (quantity === null || quantity > ticket.quantity);
    if (raised) await promoteFromWaitlist(tx, deps, event.id, now);
    return row;
  });
  deps.kickOutbox();
  forgetEventPage(deps.db, event.id);
  const [fresh] = await deps.db.select().from(tickets).where(eq(tickets.id, saved.id));
  return toTicket(event, fresh, now);
}

/** DELETE /v1/event-managements/{id}/tickets/{ticketId}: only a ticket nobody ever registered with (G09009). */
export async function deleteTicket(deps: Deps, actorId: string, eventId: string, ticketId: string): Promise<{ id: string }> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editRegistration);
  if (!isUuid(ticketId)) throw new AppError('G04006');
  const deleted = await deps.db.transaction(async (tx) => {
    await lockEventSeats(tx, event.id);
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.eventId, event.id)))
      .for('update');
    if (!ticket) throw new AppError('G04006');
    const [used] = await tx.select({ n: count() }).from(registrations).where(eq(registrations.ticketId, ticket.id));
    if ((used?.n ?? 0) > 0) throw new AppError('G09009');
    await tx.delete(tickets).where(eq(tickets.id, ticket.id));
    return { id: ticket.id };
  });
  forgetEventPage(deps.db, event.id);
  return deleted;
}

/** GET /v1/events/{id}/tickets/info: whoever may open the event page. */
export async function getTicketsInfo(deps: Deps, viewerId: string | null, eventId: string): Promise<TicketsInfo> {
  const found = isUuid(eventId) ? await findEventWithRole(deps.db, eventId, viewerId) : undefined;
  if (!found || !canViewEvent(found.event, found.role, found.isMember)) throw new AppError('G04002');
  const { event } = found;
  const now = deps.clock.now();
  const [facts, rows, [waiting]] = await Promise.all([
    loadRegistrationFacts(deps.db, event),
    eventTickets(deps, event.id),
    deps.db
      .select({ n: count() })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'WAITLISTED'))),
  ]);
  return {
    eventId: event.id,
    registrationState: eventRegistrationState(event, now, facts),
    formPublished: facts.formPublished,
    approvalRequired: event.approvalRequired,
    waitlistEnabled: event.waitlistEnabled,
    maxParticipants: event.maxParticipants,
    taken: facts.taken,
    waitlistCount: waiting?.n ?? 0,
    tickets: rows.map((ticket) => toTicket(event, ticket, now)),
  };
}
