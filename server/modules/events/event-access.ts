// Who may do what to an event (docs/roles.md). Issues that hang objects off an event (tickets,
// registrations, check-in) call requireEventRole first, then look their object up *within* that event.
import { and, eq } from 'drizzle-orm';
import type { EventRole } from '../../../contract/events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { eventHosts, events } from '../../db/schema/index.ts';
import { isUuid } from '../../db/uuid.ts';
import { AppError } from '../../http/errors.ts';
import { isApprovedGuest } from '../registrations/approved-guest.ts';

export type EventRow = typeof events.$inferSelect;

/** The event and the user's role on its host team (null when not on it); undefined when no such event. */
export async function findEventWithRole(
  db: DbOrTx,
  eventId: string,
  userId: string | null,
): Promise<{ event: EventRow; role: EventRole | null } | undefined> {
  if (!isUuid(eventId)) return undefined;
  if (!userId) {
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    return event && { event, role: null };
  }
  const [row] = await db
    .select({ event: events, role: eventHosts.role })
    .from(events)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, userId)))
    .where(eq(events.id, eventId));
  return row && { event: row.event, role: row.role };
}

/**
 * The event, when the user holds one of the allowed roles on its host team.
 * - Anyone outside the host team (a stranger, a host of another event, an unknown or malformed id)
 *   gets 404 G04002: the event looks absent, so ids reveal nothing.
 * - A team member whose role is not allowed gets 403 G01019 (no access).
 */
export async function requireEventRole(
  db: DbOrTx,
  eventId: string,
  userId: string,
  allowedRoles: readonly EventRole[],
): Promise<{ event: EventRow; role: EventRole }> {
  const found = await findEventWithRole(db, eventId, userId);
  if (!found?.role) throw new AppError('G04002');
  if (!allowedRoles.includes(found.role)) throw new AppError('G01019');
  return { event: found.event, role: found.role };
}

/** What a visitor may open: published events by link, drafts only the host team. */
export function canViewEvent(event: Pick<EventRow, 'status'>, role: EventRole | null): boolean {
  return event.status === 'PUBLISHED' || role !== null;
}

/**
 * Whether the viewer may see the online address: the host team, and guests whose registration is
 * approved (server/modules/registrations). Every reader of the address follows.
 */
export async function canSeeOnlineUrl(
  db: DbOrTx,
  event: Pick<EventRow, 'id'>,
  viewer: { userId: string | null; role: EventRole | null },
): Promise<boolean> {
  if (viewer.role !== null) return true;
  return viewer.userId !== null && isApprovedGuest(db, event.id, viewer.userId);
}
