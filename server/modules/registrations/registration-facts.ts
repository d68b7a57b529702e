// What the event page's registration state is computed from (server/modules/events/registration-state.ts).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventSeats, registrationForms, tickets } from '../../db/schema/index.ts';
import type { EventRow } from '../events/event-access.ts';
import type { SaleWindow } from '../events/registration-state.ts';
import { toSaleWindow } from './ticket-sale.ts';

export type RegistrationFacts = {
  /** an event never set up has the default: a published form and one unlimited ticket */
  formPublished: boolean;
  /** the windows of the tickets on offer (quantity 0 is off sale) */
  windows: SaleWindow[];
  /** set up, but no ticket is on offer (all deleted or at quantity 0) */
  noTicketOnOffer: boolean;
  /** seats held event-wide (approved and pending) */
  taken: number;
};

export async function loadRegistrationFacts(db: DbOrTx, event: Pick<EventRow, 'id' | 'endsAt'>): Promise<RegistrationFacts> {
  const [[form], [seats], ticketRows] = await Promise.all([
    db.select({ publishedAt: registrationForms.publishedAt }).from(registrationForms).where(eq(registrationForms.eventId, event.id)),
    db.select({ taken: eventSeats.taken }).from(eventSeats).where(eq(eventSeats.eventId, event.id)),
    db.select().from(tickets).where(eq(tickets.eventId, event.id)),
  ]);
  const offered = ticketRows.filter((ticket) => ticket.quantity !== 0);
  return {
    formPublished: form ? form.publishedAt !== null : true,
    windows: offered.map((ticket) => toSaleWindow(event, ticket)),
    noTicketOnOffer: form !== undefined && offered.length === 0,
    taken: seats?.taken ?? 0,
  };
}
