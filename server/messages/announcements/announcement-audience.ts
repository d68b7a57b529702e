// Which guests an announcement reaches: its audience as conditions on `registrations`, less the
// addresses that muted the event. A member is written to at their account's address and in their
// account's language; a non-member at the address and language they registered with.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementAudience } from '../../../contract/announcements.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { announcementMutes, registrations, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';

/** The address an event's mail to this guest goes to. */
export const guestAddress = sql<string>`coalesce(${users.email}, ${registrations.email})`;
export const guestLocale = sql<'en' | 'ko'>`coalesce(${users.locale}, ${registrations.locale})`;

export function audienceConditions(eventId: string, audience: AnnouncementAudience): SQL {
  const conditions: SQL[] = [eq(registrations.eventId, eventId), inArray(registrations.status, audience.status)];
  if (audience.checkInStatus) conditions.push(eq(registrations.checkInStatus, audience.checkInStatus));
  if (audience.ticketIds?.length) {
    const ids = audience.ticketIds.filter(isUuid);
    conditions.push(ids.length ? inArray(registrations.ticketId, ids) : sql`false`);
  }
  if (audience.participationType?.length) conditions.push(inArray(registrations.participationType, audience.participationType));
  conditions.push(sql`not exists (select 1 from ${announcementMutes} m
    where m.event_id = ${registrations.eventId} and m.email = ${guestAddress})`);
  return and(...conditions)!;
}

/** How many guests the audience reaches now. */
export async function countAudience(db: DbOrTx, eventId: string, audience: AnnouncementAudience): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(registrations)
    .leftJoin(users, eq(users.id, registrations.userId))
    .where(audienceConditions(eventId, audience));
  return row.count;
}
