// Seats: the one place capacity is decided. A seat is taken by one statement of two conditional
// UPDATEs — the event's counter against events.max_participants, then the ticket's against its
// quantity — inside the registration's transaction (or as part of the registration's single
// statement), so however many requests arrive at once no seat is sold twice.
// Lock order, everywhere: event_seats row → tickets rows → registrations rows.
import { and, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { eventSeats, events, tickets } from '../../platform/db/schema/index.ts';

export type SeatResult = 'SEATED' | 'EVENT_FULL' | 'TICKET_FULL';

/** The seat-taking step of the registration transaction. */
export type SeatTaker = (tx: Tx, eventId: string, ticketId: string) => Promise<SeatResult>;

/**
 * Both counters as the CTEs `seat` and `issued` of one statement, so the event's row is locked
 * for one round trip and the commit: the ticket's UPDATE runs only once the event's has taken the
 * seats (its EXISTS is a one-time filter evaluated first), which also keeps the lock order. The
 * event's maximum is a subquery rather than a join: a request that waited for the row lock
 * rechecks the row alone, which is cheaper when everyone queues on that row.
 * `onlyIf` is a further condition for taking the seats at all (the registration statement's
 * checks); `count` seats are taken together, or none. `conditional: false` leaves the capacity
 * out — only ever for the concurrency test's negative control (SeatGuard).
 */
export const seatAndTicketUpdates = (
  eventId: string | Placeholder,
  ticketId: string | Placeholder,
  { onlyIf = sql`true`, count = sql`1`, conditional = true }: { onlyIf?: SQL; count?: SQL; conditional?: boolean } = {},
) => sql`
    seat as (
      update ${eventSeats} s set taken = s.taken + ${count}
      where s.event_id = ${eventId}
        and ${conditional ? sql`(select e.max_participants is null or s.taken + ${count} <= e.max_participants from ${events} e where e.id = s.event_id)` : sql`true`}
        and ${onlyIf}
      returning s.event_id
    ), issued as (
      update ${tickets} t set issued_count = t.issued_count + ${count}
      where t.id = ${ticketId} and ${conditional ? sql`(t.quantity is null or t.issued_count + ${count} <= t.quantity)` : sql`true`}
        and exists (select 1 from seat)
      returning t.id
    )`;

/** Takes a seat in the caller's transaction. A ticket that is full while the event is not gives its event seat back. */
export const takeSeat: SeatTaker = async (tx, eventId, ticketId) => {
  const result = await tx.execute(sql`
    with ${seatAndTicketUpdates(eventId, ticketId)}
    select (select count(*) from seat)::int as seated, (select count(*) from issued)::int as issued`);
  const [row] = (result as { rows: { seated: number; issued: number }[] }).rows;
  if (row.seated === 0) return 'EVENT_FULL';
  if (row.issued > 0) return 'SEATED';
  // We hold the event row's lock: giving the seat back is safe.
  await tx
    .update(eventSeats)
    .set({ taken: sql`${eventSeats.taken} - 1` })
    .where(eq(eventSeats.eventId, eventId));
  return 'TICKET_FULL';
};

/** Gives a seat back (a cancelled, rejected or promoted-away registration). Call with the event row locked. */
export async function releaseSeat(tx: Tx, eventId: string, ticketId: string): Promise<void> {
  await tx
    .update(eventSeats)
    .set({ taken: sql`${eventSeats.taken} - 1` })
    .where(and(eq(eventSeats.eventId, eventId), gt(eventSeats.taken, 0)));
  await tx
    .update(tickets)
    .set({ issuedCount: sql`${tickets.issuedCount} - 1` })
    .where(and(eq(tickets.id, ticketId), gt(tickets.issuedCount, 0)));
}

/** The next number in the event's queue: strictly increasing, in the order the row lock is granted. */
export async function drawWaitlistNumber(tx: Tx, eventId: string): Promise<number> {
  const [row] = await tx
    .update(eventSeats)
    .set({ waitlistSeq: sql`${eventSeats.waitlistSeq} + 1` })
    .where(eq(eventSeats.eventId, eventId))
    .returning({ number: eventSeats.waitlistSeq });
  return row.number;
}

/** Locks the event's seats and queue: the first step of every status change. */
export async function lockEventSeats(tx: Tx, eventId: string) {
  const [row] = await tx.select().from(eventSeats).where(eq(eventSeats.eventId, eventId)).for('update');
  if (row) return row;
  await tx.insert(eventSeats).values({ eventId }).onConflictDoNothing();
  const [created] = await tx.select().from(eventSeats).where(eq(eventSeats.eventId, eventId)).for('update');
  return created;
}

/**
 * How registering takes seats: in the transaction by `lockSeats` before its row and `takeSeat`
 * after it, in a batch by the conditional updates. A parameter only so that the concurrency
 * test's negative control can take them without the lock, by reading and then writing, one by one
 * (`conditional: false` never batches), and show that its harness would see an oversell. The
 * batch statement's own control is in registration-statement.test.ts.
 */
export type SeatGuard = { lockSeats: (tx: Tx, eventId: string) => Promise<unknown>; takeSeat: SeatTaker; conditional: boolean };

export const conditionalSeats: SeatGuard = { lockSeats: lockEventSeats, takeSeat, conditional: true };
