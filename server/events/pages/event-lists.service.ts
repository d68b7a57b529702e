import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { EventSummary } from '../../../contract/event-views.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { events } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { toEventSummary } from './event-dto.ts';
import { visibleToViewer } from '../hosts/event-access.ts';
import { publicHostsJson, viewerRegistration, viewerRole } from './event-queries.ts';
import type { EventDeps } from '../editing/events.service.ts';

export type ListQuery = { tab: 'upcoming' | 'past' | 'hosting'; take: number; page?: number; cursorId?: string };
export type EventPageOf = { items: EventSummary[]; hasMore: boolean; cursorId: string | null };

/** Published, PUBLIC and listed: the only events anyone can find without a link. */
const isListed = sql`${events.status} = 'PUBLISHED' and ${events.visibility} = 'PUBLIC' and ${events.listed}`;

/**
 * The events that are "mine": the ones whose host team I am on, and the published ones I hold a
 * live registration for (approved, pending or waitlisted), unless they are MEMBER_ONLY and I am no
 * longer a member of their community. The Upcoming and Past tabs of My events follow.
 */
export function myEventsCondition(userId: string): SQL {
  return sql`(${events.id} in (select event_id from event_hosts where user_id = ${userId})
    or (${events.status} = 'PUBLISHED' and ${visibleToViewer(userId)} and ${events.id} in (
      select event_id from registrations where user_id = ${userId} and status in ('APPROVED', 'PENDING', 'WAITLISTED'))))`;
}

export function hostingCondition(userId: string): SQL {
  return sql`${events.id} in (select event_id from event_hosts where user_id = ${userId})`;
}

async function listEvents(db: DbOrTx, now: Date, query: ListQuery, scope: SQL, viewerId: string | null): Promise<EventPageOf> {
  // Upcoming: soonest first, until the event has ended. Past and Hosting: latest first.
  const ascending = query.tab === 'upcoming';
  const when = query.tab === 'upcoming' ? gt(events.endsAt, now) : query.tab === 'past' ? lte(events.endsAt, now) : undefined;
  let after: SQL | undefined;
  let offset = ((query.page ?? 1) - 1) * query.take;
  if (query.cursorId && isUuid(query.cursorId)) {
    const [cursor] = await db
      .select({ startsAt: events.startsAt, id: events.id })
      .from(events)
      .where(eq(events.id, query.cursorId));
    if (cursor) {
      after = ascending
        ? sql`(${events.startsAt}, ${events.id}) > (${cursor.startsAt}, ${cursor.id})`
        : sql`(${events.startsAt}, ${events.id}) < (${cursor.startsAt}, ${cursor.id})`;
      offset = 0;
    }
  }
  const rows = await db
    .select({
      event: events,
      hosts: publicHostsJson(),
      myRole: viewerRole(viewerId),
      myRegistration: viewerRegistration(viewerId),
    })
    .from(events)
    .where(and(scope, when, after))
    .orderBy(...(ascending ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)]))
    .limit(query.take + 1)
    .offset(offset);
  const hasMore = rows.length > query.take;
  const items = rows.slice(0, query.take).map((row) => toEventSummary(row.event, row.hosts, row.myRole, row.myRegistration));
  return { items, hasMore, cursorId: hasMore ? items[items.length - 1].id : null };
}

/**
 * GET /v1/communities/{id}/events: the community's published events a viewer may find. Its approved
 * members see PUBLIC and MEMBER_ONLY ones, everyone else the PUBLIC listed ones; SECRET events are
 * never listed. Each viewer also sees the events whose host team they are on, drafts included.
 */
export async function listCommunityEvents(
  deps: EventDeps,
  viewerId: string | null,
  communityId: string,
  isMember: boolean,
  query: ListQuery,
): Promise<EventPageOf> {
  const findable = isMember
    ? sql`${events.status} = 'PUBLISHED' and ${events.visibility} in ('PUBLIC', 'MEMBER_ONLY')`
    : sql`${events.status} = 'PUBLISHED' and ${events.visibility} = 'PUBLIC' and ${events.listed}`;
  const scope = sql`${events.communityId} = ${communityId} and (${findable}${viewerId ? sql` or ${hostingCondition(viewerId)}` : sql``})`;
  return listEvents(deps.db, deps.clock.now(), { ...query, tab: query.tab === 'past' ? 'past' : 'upcoming' }, scope, viewerId);
}

/** GET /v1/communities/{id}/me/events: my events (as on My events) that belong to the community. */
export async function listMyCommunityEvents(
  deps: EventDeps,
  userId: string,
  communityId: string,
  query: ListQuery,
): Promise<EventPageOf> {
  const scope = sql`${events.communityId} = ${communityId} and ${myEventsCondition(userId)}`;
  return listEvents(deps.db, deps.clock.now(), { ...query, tab: query.tab === 'past' ? 'past' : 'upcoming' }, scope, userId);
}

/** GET /v1/events: the public list, Upcoming or Past. */
export async function listPublicEvents(deps: EventDeps, viewerId: string | null, query: ListQuery): Promise<EventPageOf> {
  return listEvents(deps.db, deps.clock.now(), { ...query, tab: query.tab === 'past' ? 'past' : 'upcoming' }, isListed, viewerId);
}

/** GET /v1/me/events: Upcoming and Past of my events; Hosting is every event I am on the team of, drafts included. */
export async function listMyEvents(deps: EventDeps, userId: string, query: ListQuery): Promise<EventPageOf> {
  const scope = query.tab === 'hosting' ? hostingCondition(userId) : myEventsCondition(userId);
  return listEvents(deps.db, deps.clock.now(), query, scope, userId);
}
