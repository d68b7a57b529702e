// SQL pieces shared by the page and the lists, so each answer is one round trip. The outer
// table is named in full: drizzle writes a bare "id", which inside the subquery would be users.id.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EventHostView, MyRegistrationMark } from '../../../contract/event-views.ts';
import type { EventRole } from '../../../contract/events.ts';
import { eventHosts, registrations, users } from '../../platform/db/schema/index.ts';

/** The public host list (HOST first, then co-hosts by when they joined) as a JSON array. */
export function publicHostsJson(): SQL.Aliased<EventHostView[]> {
  return sql<EventHostView[]>`(
    select coalesce(json_agg(json_build_object(
      'userId', u.id, 'name', u.name, 'avatarUrl', u.avatar_url, 'role', h.role
    ) order by (h.role = 'HOST') desc, h.added_at), '[]'::json)
    from ${eventHosts} h join ${users} u on u.id = h.user_id
    where h.event_id = "events"."id" and h.role in ('HOST', 'CO_HOST')
  )`.as('hosts');
}

/** The viewer's role on each event's host team, or null. */
export function viewerRole(viewerId: string | Placeholder | null): SQL.Aliased<EventRole | null> {
  if (!viewerId) return sql<EventRole | null>`null::text`.as('my_role');
  return sql<EventRole | null>`(
    select h.role from ${eventHosts} h where h.event_id = "events"."id" and h.user_id = ${viewerId}
  )`.as('my_role');
}

/**
 * The viewer's live registration on each event (approved, pending or waitlisted) and whether they
 * were checked in, or null: the status My events shows on each card. One row per person and event.
 */
export function viewerRegistration(viewerId: string | null): SQL.Aliased<MyRegistrationMark | null> {
  if (!viewerId) return sql<MyRegistrationMark | null>`null::json`.as('my_registration');
  return sql<MyRegistrationMark | null>`(
    select json_build_object('status', r.status, 'checkedIn', r.checked_in_at is not null)
    from ${registrations} r
    where r.event_id = "events"."id" and r.user_id = ${viewerId} and r.status in ('APPROVED', 'PENDING', 'WAITLISTED')
    limit 1
  )`.as('my_registration');
}
