// What the event page's registration state is computed from (server/events/registration-state/registration-state.ts).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { eventSeats, registrationForms, tickets } from '../../platform/db/schema/index.ts';
import type { EventRow } from '../hosts/event-access.ts';
import type { SaleWindow } from './registration-state.ts';
import { toSaleWindow, type TicketRow } from './ticket-sale.ts';

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

type SaleTicket = Pick<TicketRow, 'saleStartsAt' | 'saleEndsAt' | 'quantity' | 'issuedCount'>;

function factsOf(
  event: Pick<EventRow, 'endsAt'>,
  form: { publishedAt: Date | null } | undefined,
  taken: number | undefined,
  ticketRows: SaleTicket[],
): RegistrationFacts {
  const offered = ticketRows.filter((ticket) => ticket.quantity !== 0);
  return {
    formPublished: form ? form.publishedAt !== null : true,
    windows: offered.map((ticket) => toSaleWindow(event, ticket)),
    noTicketOnOffer: form !== undefined && offered.length === 0,
    taken: taken ?? 0,
  };
}

export async function loadRegistrationFacts(db: DbOrTx, event: Pick<EventRow, 'id' | 'endsAt'>): Promise<RegistrationFacts> {
  const [[form], [seats], ticketRows] = await Promise.all([
    db
      .select({ publishedAt: registrationForms.publishedAt })
      .from(registrationForms)
      .where(eq(registrationForms.eventId, event.id)),
    db.select({ taken: eventSeats.taken }).from(eventSeats).where(eq(eventSeats.eventId, event.id)),
    db.select().from(tickets).where(eq(tickets.eventId, event.id)),
  ]);
  return factsOf(event, form, seats?.taken, ticketRows);
}

/** The same facts as JSON, read by the query that reads the event (an `events` row in scope). */
export type RegistrationFactsJson = {
  form: { publishedAt: string | null } | null;
  taken: number | null;
  tickets: { saleStartsAt: string | null; saleEndsAt: string | null; quantity: number | null; issuedCount: number }[];
};

/** A column for a select from `events`: the registration facts in the same round trip as the event. */
export function registrationFactsJson(): SQL.Aliased<RegistrationFactsJson> {
  return sql<RegistrationFactsJson>`json_build_object(
    'form', (select json_build_object('publishedAt', f.published_at) from ${registrationForms} f where f.event_id = "events"."id"),
    'taken', (select s.taken from ${eventSeats} s where s.event_id = "events"."id"),
    'tickets', coalesce((
      select json_agg(json_build_object('saleStartsAt', t.sale_starts_at, 'saleEndsAt', t.sale_ends_at, 'quantity', t.quantity, 'issuedCount', t.issued_count))
      from ${tickets} t where t.event_id = "events"."id"
    ), '[]'::json)
  )`.as('registration_facts');
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export function registrationFactsFrom(event: Pick<EventRow, 'endsAt'>, json: RegistrationFactsJson): RegistrationFacts {
  const form = json.form ? { publishedAt: dateOrNull(json.form.publishedAt) } : undefined;
  const ticketRows = json.tickets.map((ticket) => ({
    ...ticket,
    saleStartsAt: dateOrNull(ticket.saleStartsAt),
    saleEndsAt: dateOrNull(ticket.saleEndsAt),
  }));
  return factsOf(event, form, json.taken ?? undefined, ticketRows);
}
