// Events two people both attended: an approved registration or a place on the host team.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { MutualEvent } from '../../../contract/people.ts';
import type { DbOrTx } from '../../db/client.ts';
import { eventHosts, events, registrations } from '../../db/schema/index.ts';

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

/** How many events each candidate shares with the viewer, leaving out the event being looked at. */
export async function countMutualEvents(db: DbOrTx, viewerId: string, candidateIds: string[], exceptEventId?: string): Promise<Map<string, number>> {
  if (candidateIds.length === 0) return new Map();
  const mine = db
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(and(eq(registrations.userId, viewerId), eq(registrations.status, 'APPROVED'), ...(exceptEventId ? [ne(registrations.eventId, exceptEventId)] : [])))
    .union(db.select({ eventId: eventHosts.eventId }).from(eventHosts).where(and(eq(eventHosts.userId, viewerId), ...(exceptEventId ? [ne(eventHosts.eventId, exceptEventId)] : []))));
  const myEvents = (await mine).map((row) => row.eventId);
  if (myEvents.length === 0) return new Map();
  // Both drivers answer raw queries with `{ rows }`.
  const result: unknown = await db.execute(sql`
    select a.user_id, count(distinct a.event_id)::int as shared from ${attendance} a
    where a.event_id in (${sql.join(myEvents.map((id) => sql`${id}::uuid`), sql`, `)})
    group by a.user_id`);
  const wanted = new Set(candidateIds);
  const rows = (result as { rows: { user_id: string; shared: number }[] }).rows;
  return new Map(rows.filter((row) => wanted.has(row.user_id)).map((row) => [row.user_id, Number(row.shared)]));
}
