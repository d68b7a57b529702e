// Who may do what to an event (docs/roles.md). Issues that hang objects off an event (tickets,
// registrations, check-in) call requireEventRole first, then look their object up *within* that event.
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { EventRole } from '../../../contract/events.ts';
import { batched } from '../../platform/db/batched.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { laneOf } from '../../platform/db/lane.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { communityMembers, eventHosts, events } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isApprovedGuest } from './approved-guest.ts';

export type EventRow = typeof events.$inferSelect;

/**
 * True when the viewer is an approved member of the event's community (false for an event outside
 * any community), as a column of a query over `events`. A read of the communities' table, by the
 * rule in decision 016's companion note (docs/community-members.md, "Member-only events").
 */
export function viewerIsCommunityMember(viewerId: string | Placeholder | SQL | null): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${communityMembers} m where m.community_id = "events"."community_id"
    and m.user_id = ${viewerId} and m.status = 'APPROVED')`;
}

/**
 * The event, the user's role on its host team (null when not on it) and whether they are an
 * approved member of its community; undefined when no such event.
 */
export async function findEventWithRole(
  db: DbOrTx,
  eventId: string,
  userId: string | null,
): Promise<{ event: EventRow; role: EventRole | null; isMember: boolean } | undefined> {
  if (!isUuid(eventId)) return undefined;
  if (!userId) {
    const [event] = await db.select().from(events).where(eq(events.id, eventId));
    return event && { event, role: null, isMember: false };
  }
  const [row] = await db
    .select({ event: events, role: eventHosts.role, isMember: viewerIsCommunityMember(userId) })
    .from(events)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, userId)))
    .where(eq(events.id, eventId));
  return row && { event: row.event, role: row.role, isMember: Boolean(row.isMember) };
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

type RoleKey = { eventId: string; userId: string };

// Every host's hot read runs it: prepared once per connection, like the session check it follows,
// so the server plans it once rather than for every batch.
const hostRolesQuery = oncePerDatabase((db) => {
  const keys = sql`jsonb_array_elements(${sql.placeholder('keys')}::jsonb)`;
  return db
    .select({ eventId: eventHosts.eventId, userId: eventHosts.userId, role: eventHosts.role })
    .from(eventHosts)
    .where(
      sql`(${eventHosts.eventId}, ${eventHosts.userId}) in (select (k->>'eventId')::uuid, (k->>'userId')::uuid from ${keys} k)`,
    )
    .prepare('event_host_roles');
});

/**
 * The host team's roles of the users on the events, for the requests that arrive together (after
 * their session check, stage 0 of the lane): one statement for all. A host row exists only for an
 * event that does (its key cascades), so no row is "no such event or not on its team".
 */
const hostRoles = oncePerDatabase((db) =>
  batched(
    async (keys: RoleKey[]) => {
      const rows = await hostRolesQuery(db).execute({ keys: JSON.stringify(keys) });
      const roles = new Map(rows.map((row) => [`${row.eventId} ${row.userId}`, row.role]));
      return keys.map((key) => roles.get(`${key.eventId} ${key.userId}`) ?? null);
    },
    { lane: { lane: laneOf(db), stage: 1 } },
  ),
);

/**
 * requireEventRole's check, with the same answers (404 G04002, 403 G01019), for a host's hot reads
 * that need only the event's id: outside any transaction, the checks of requests that arrive
 * together go in one statement.
 */
export async function requireEventRoleBatched(
  db: Db,
  eventId: string,
  userId: string,
  allowedRoles: readonly EventRole[],
): Promise<EventRole> {
  if (!isUuid(eventId)) throw new AppError('G04002');
  const role = await hostRoles(db)({ eventId, userId });
  if (!role) throw new AppError('G04002');
  if (!allowedRoles.includes(role)) throw new AppError('G01019');
  return role;
}

/**
 * What a visitor may open: published events by link, drafts only the host team. A MEMBER_ONLY event
 * is for the host team and the approved members of its community alone (`isMember`), everywhere it
 * is read: a reader that does not know is refused, so forgetting to ask never opens one.
 */
export function canViewEvent(event: Pick<EventRow, 'status' | 'visibility'>, role: EventRole | null, isMember = false): boolean {
  if (role !== null) return true;
  if (event.status !== 'PUBLISHED') return false;
  return event.visibility !== 'MEMBER_ONLY' || isMember;
}

/** SQL over `events`: the rows canViewEvent lets this viewer see, the host team aside (lists add their own). */
export function visibleToViewer(viewerId: string | null): SQL {
  return sql`(${events.visibility} <> 'MEMBER_ONLY' or ${viewerIsCommunityMember(viewerId)}
    or ${viewerId ? sql`exists (select 1 from ${eventHosts} h where h.event_id = "events"."id" and h.user_id = ${viewerId})` : sql`false`})`;
}

/**
 * Whether the viewer may see the online address: the host team, and guests whose registration is
 * approved (server/registrations). Every reader of the address follows.
 */
export async function canSeeOnlineUrl(
  db: DbOrTx,
  event: Pick<EventRow, 'id'>,
  viewer: { userId: string | null; role: EventRole | null },
): Promise<boolean> {
  if (viewer.role !== null) return true;
  return viewer.userId !== null && isApprovedGuest(db, event.id, viewer.userId);
}
