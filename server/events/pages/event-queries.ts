// SQL pieces shared by the page and the lists, so each answer is one round trip. The outer
// table is named in full: drizzle writes a bare "id", which inside the subquery would be users.id.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EventHostView } from '../../../contract/event-views.ts';
import type { EventRole } from '../../../contract/events.ts';
import { eventHosts, users } from '../../platform/db/schema/index.ts';

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
