// A ticket's sale window, always compared with the server's clock: on sale from saleStartsAt
// (inclusive; null: from publication) until saleEndsAt (exclusive; null: until the event ends),
// never after the event's end.
import type { SaleWindow } from './registration-state.ts';
import type { EventRow } from '../hosts/event-access.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { tickets } from '../../platform/db/schema/index.ts';

export type TicketRow = typeof tickets.$inferSelect;

export function saleClosesAt(event: Pick<EventRow, 'endsAt'>, ticket: Pick<TicketRow, 'saleEndsAt'>): Date {
  return ticket.saleEndsAt && ticket.saleEndsAt < event.endsAt ? ticket.saleEndsAt : event.endsAt;
}

export function isOnSale(
  event: Pick<EventRow, 'endsAt'>,
  ticket: Pick<TicketRow, 'saleStartsAt' | 'saleEndsAt'>,
  now: Date,
): boolean {
  const opens = ticket.saleStartsAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return opens <= now.getTime() && now.getTime() < saleClosesAt(event, ticket).getTime();
}

/** A quantity of 0 is how a host takes a ticket off sale: not available (G20049) rather than full. */
const isAvailable = (ticket: Pick<TicketRow, 'quantity'>) => ticket.quantity !== 0;

/**
 * The ticket a registration takes: the one asked for (G04006 not this event's, G20049 taken off
 * sale, G20013 outside its window), or else the default ticket if on sale, else the first on sale.
 */
export function chooseTicket(
  event: Pick<EventRow, 'endsAt'>,
  rows: TicketRow[],
  ticketId: string | undefined,
  now: Date,
): TicketRow {
  if (ticketId !== undefined) {
    const ticket = rows.find((t) => t.id === ticketId);
    if (!ticket) throw new AppError('G04006');
    if (!isAvailable(ticket)) throw new AppError('G20049');
    if (!isOnSale(event, ticket, now)) throw new AppError('G20013');
    return ticket;
  }
  const available = rows.filter(isAvailable);
  if (available.length === 0) throw new AppError('G20049');
  const onSale = available.filter((t) => isOnSale(event, t, now));
  if (onSale.length === 0) throw new AppError('G20013');
  return onSale.find((t) => t.isDefault) ?? onSale[0];
}

/** The ticket as the event page's registration state reads it. */
export function toSaleWindow(
  event: Pick<EventRow, 'endsAt'>,
  ticket: Pick<TicketRow, 'saleStartsAt' | 'saleEndsAt' | 'quantity' | 'issuedCount'>,
): SaleWindow {
  return {
    opensAt: ticket.saleStartsAt,
    closesAt: saleClosesAt(event, ticket),
    capacity: ticket.quantity,
    taken: ticket.issuedCount,
  };
}
