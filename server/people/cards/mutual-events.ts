// Events two people both attended: an approved registration or a place on the host team.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { MutualEvent } from '../../../contract/people.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { eventHosts, events, registrations } from '../../platform/db/schema/index.ts';

/** (user, event) pairs of attendance, as SQL. */
const attendance = sql`(
  select ${registrations.userId} as user_id, ${registrations.eventId} as event_id from ${registrations}
    where ${registrations.status} = 'APPROVED' and ${registrations.userId} is not null
  union
  select ${eventHosts.userId}, ${eventHosts.eventId} from ${eventHosts}
)`;

export async function listMutualEvents(db: DbOrTx, viewerId: string, otherId: string): Promise<MutualEvent[]> {
  const shared = sql`(select a.event_id from ${attendance} a join ${attendance} b on a.event_id = b.event_id
    where a.user_id = ${viewerId} and b.user_id = ${otherId})`;
  const rows = await db
    .select({ id: events.id, handle: events.handle, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(and(sql`${events.id} in ${shared}`, eq(events.status, 'PUBLISHED')))
    .orderBy(asc(events.startsAt));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

/**
 * A subquery of (user_id, shared): for each person, how many published events they attended with
 * the viewer, leaving out the event being looked at (the lounge's own). The same events as
 * listMutualEvents shows. The viewer's events are found first, then who else attended each of them
 * through its index, so the cost follows those events, not the platform.
 */
export function mutualEventCounts(viewerId: string, exceptEventId?: string): SQL {
  const except = exceptEventId ? sql`and ${events.id} <> ${exceptEventId}` : sql``;
  return sql`(with mine as materialized (select ${events.id} as id from ${events} where ${events.status} = 'PUBLISHED' ${except} and ${events.id} in (
      select ${registrations.eventId} from ${registrations} where ${registrations.userId} = ${viewerId} and ${registrations.status} = 'APPROVED'
      union all select ${eventHosts.eventId} from ${eventHosts} where ${eventHosts.userId} = ${viewerId}))
    select a.user_id, count(distinct a.event_id)::int as shared from (
      select ${registrations.userId} as user_id, ${registrations.eventId} as event_id from mine
        join ${registrations} on ${registrations.eventId} = mine.id and ${registrations.status} = 'APPROVED' and ${registrations.userId} is not null
      union all select ${eventHosts.userId}, ${eventHosts.eventId} from mine join ${eventHosts} on ${eventHosts.eventId} = mine.id) a
    group by a.user_id)`;
}
