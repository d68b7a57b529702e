// Who may enter an event's lounge (docs/lounge.md): while the host has it on, the host team and
// members with an APPROVED registration. Read from the registration at every request, so approving
// opens it and rejecting or cancelling closes it. Everyone else: 404 G04002, as if it were absent.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { EventRole } from '../../../contract/events.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { eventHosts, events, registrations } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canViewEvent, viewerIsCommunityMember, type EventRow } from '../../events/index.ts';

export type LoungeEvent = Pick<EventRow, 'id' | 'handle' | 'title' | 'type'>;
export type LoungeEntry = { event: LoungeEvent; viewerRole: EventRole | 'GUEST' };

/** One statement: every lounge request passes here, For You pages kept a second included. */
export async function enterLounge(db: DbOrTx, eventId: string, userId: string): Promise<LoungeEntry> {
  if (!isUuid(eventId)) throw new AppError('G04002');
  const [found] = await db
    .select({
      event: { id: events.id, handle: events.handle, title: events.title, type: events.type },
      status: events.status,
      visibility: events.visibility,
      isMember: viewerIsCommunityMember(userId),
      loungeEnabled: events.loungeEnabled,
      role: eventHosts.role,
      approved: sql<boolean>`exists (select 1 from ${registrations} where ${and(eq(registrations.eventId, events.id), eq(registrations.userId, userId), eq(registrations.status, 'APPROVED'))})`,
    })
    .from(events)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, userId)))
    .where(eq(events.id, eventId));
  if (!found || !canViewEvent(found, found.role, found.isMember) || !found.loungeEnabled) throw new AppError('G04002');
  if (found.role) return { event: found.event, viewerRole: found.role };
  if (found.approved) return { event: found.event, viewerRole: 'GUEST' };
  throw new AppError('G04002');
}

/** The people of the lounge: the host team and the approved members, as a subquery of user ids. */
export function loungeMemberIds(eventId: string): SQL {
  return sql`select ${registrations.userId} from ${registrations}
    where ${and(eq(registrations.eventId, eventId), eq(registrations.status, 'APPROVED'))} and ${registrations.userId} is not null
    union select ${eventHosts.userId} from ${eventHosts} where ${eq(eventHosts.eventId, eventId)}`;
}
