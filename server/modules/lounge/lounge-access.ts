// Who may enter an event's lounge (docs/lounge.md): while the host has it on, the host team and
// members with an APPROVED registration. Read from the registration at every request, so approving
// opens it and rejecting or cancelling closes it. Everyone else: 404 G04002, as if it were absent.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { EventRole } from '../../../contract/events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { eventHosts, registrations } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { canViewEvent, findEventWithRole, type EventRow } from '../events/event-access.ts';
import { isApprovedGuest } from '../registrations/approved-guest.ts';

export type LoungeEntry = { event: EventRow; viewerRole: EventRole | 'GUEST' };

export async function enterLounge(db: DbOrTx, eventId: string, userId: string): Promise<LoungeEntry> {
  const found = await findEventWithRole(db, eventId, userId);
  if (!found || !canViewEvent(found.event, found.role) || !found.event.loungeEnabled) throw new AppError('G04002');
  if (found.role) return { event: found.event, viewerRole: found.role };
  if (await isApprovedGuest(db, found.event.id, userId)) return { event: found.event, viewerRole: 'GUEST' };
  throw new AppError('G04002');
}

/** The people of the lounge: the host team and the approved members, as a subquery of user ids. */
export function loungeMemberIds(eventId: string): SQL {
  return sql`select ${registrations.userId} from ${registrations}
    where ${and(eq(registrations.eventId, eventId), eq(registrations.status, 'APPROVED'))} and ${registrations.userId} is not null
    union select ${eventHosts.userId} from ${eventHosts} where ${eq(eventHosts.eventId, eventId)}`;
}
