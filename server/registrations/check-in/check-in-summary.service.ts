// GET …/check-in/summary: the door's live count (checked in of approved) and the other statuses,
// in one query. The stream sends the same shape after every change it sees.
import { eq, sql } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { CheckInSummary } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { requireEventRole } from '../../events/index.ts';

const counted = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
const approved = sql`${registrations.status} = 'APPROVED'`;

/** The counts, without the access check (the stream checks at connect). */
export async function summarizeCheckIns(db: DbOrTx, eventId: string): Promise<CheckInSummary> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      approved: counted(approved),
      checkedIn: counted(sql`${approved} and ${registrations.checkInStatus} = 'CHECKED_IN'`),
      pending: counted(sql`${registrations.status} = 'PENDING'`),
      waitlisted: counted(sql`${registrations.status} = 'WAITLISTED'`),
      rejected: counted(sql`${registrations.status} = 'REJECTED'`),
      cancelled: counted(sql`${registrations.status} = 'CANCELLED'`),
      lastCheckInAt: sql<Date | null>`max(${registrations.checkedInAt})`.mapWith(registrations.checkedInAt),
    })
    .from(registrations)
    .where(eq(registrations.eventId, eventId));
  return {
    eventId,
    total: row.total,
    approved: row.approved,
    checkedIn: row.checkedIn,
    notCheckedIn: row.approved - row.checkedIn,
    pending: row.pending,
    waitlisted: row.waitlisted,
    rejected: row.rejected,
    cancelled: row.cancelled,
    lastCheckInAt: row.lastCheckInAt?.toISOString() ?? null,
  };
}

export async function getCheckInSummary(deps: AppDeps, actorId: string, eventId: string): Promise<CheckInSummary> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.checkInGuests);
  return summarizeCheckIns(deps.db, event.id);
}
