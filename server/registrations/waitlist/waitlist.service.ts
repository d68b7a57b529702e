// The waitlist: first come, first served. A freed seat goes to the first in line (lowest waitlist
// number) whose ticket still has room, in the same transaction that freed it — the caller holds
// the event's seat row (lockEventSeats), so the queue moves in one strict order; SKIP LOCKED would
// let a later guest jump the line.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { events, registrations, tickets } from '../../platform/db/schema/index.ts';
import { queueRegistrationEmail } from '../emails/registration-mail.ts';
import { lockEventSeats, takeSeat } from '../registering/seats.ts';

type MailDeps = Pick<AppDeps, 'clock' | 'env' | 'sessionSecret'>;

/** Seats the first in line until no seat or nobody fits; emails each. Returns the promoted ids. */
export async function promoteFromWaitlist(tx: Tx, deps: MailDeps, eventId: string, now: Date): Promise<string[]> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId));
  if (!event || event.endsAt.getTime() <= now.getTime()) return [];
  const promoted: string[] = [];
  for (;;) {
    const [next] = await tx
      .select({ id: registrations.id, ticketId: registrations.ticketId })
      .from(registrations)
      .innerJoin(tickets, eq(tickets.id, registrations.ticketId))
      .where(
        and(
          eq(registrations.eventId, eventId),
          eq(registrations.status, 'WAITLISTED'),
          or(isNull(tickets.quantity), lt(tickets.issuedCount, tickets.quantity)),
        ),
      )
      .orderBy(asc(registrations.waitlistNumber))
      .limit(1)
      .for('update', { of: registrations });
    if (!next) break;
    if ((await takeSeat(tx, eventId, next.ticketId)) !== 'SEATED') break;
    const [row] = await tx
      .update(registrations)
      .set({
        status: event.approvalRequired ? 'PENDING' : 'APPROVED',
        waitlistNumber: null,
        statusVersion: sql`${registrations.statusVersion} + 1`,
        updatedAt: now,
      })
      .where(and(eq(registrations.id, next.id), eq(registrations.status, 'WAITLISTED')))
      .returning({ id: registrations.id });
    await queueRegistrationEmail(tx, deps, row.id, 'promoted');
    promoted.push(row.id);
  }
  return promoted;
}

/**
 * For a change that made room (the event's maximum or a ticket's quantity raised): call inside that
 * change's transaction. Returns the promoted registrations' ids.
 */
export async function promoteAfterCapacityChange(tx: Tx, deps: MailDeps, eventId: string): Promise<string[]> {
  await lockEventSeats(tx, eventId);
  return promoteFromWaitlist(tx, deps, eventId, deps.clock.now());
}

type Capacity = { id: string; maxParticipants: number | null };

/**
 * For the event's own edit (events.service.ts updateEvent): when the maximum went up or became
 * unlimited, the waitlist gets the new seats in that same transaction.
 */
export async function promoteIfCapacityGrew(tx: Tx, deps: MailDeps, before: Capacity, after: Capacity): Promise<string[]> {
  const grew =
    before.maxParticipants !== null && (after.maxParticipants === null || after.maxParticipants > before.maxParticipants);
  return grew ? promoteAfterCapacityChange(tx, deps, after.id) : [];
}
