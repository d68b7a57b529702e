// GET …/check-in/summary: the door's live count (checked in of approved) and the other statuses.
// Read from the registration counters (a row per ticket and status) and the latest check-in from
// its index, so it costs the same for ten guests or a hundred thousand. The stream sends the same
// shape after every change it sees.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { CheckInSummary } from '../../../contract/guests.ts';
import type { RegistrationStatus } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrationCounts, registrations } from '../../platform/db/schema/index.ts';
import { requireEventRole } from '../../events/index.ts';

/** The event's counts by status, from the counters. */
export async function countByStatus(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({
      status: registrationCounts.status,
      count: sql<number>`sum(${registrationCounts.count})::int`,
      checkedIn: sql<number>`sum(${registrationCounts.checkedIn})::int`,
    })
    .from(registrationCounts)
    .where(eq(registrationCounts.eventId, eventId))
    .groupBy(registrationCounts.status);
  const of = (status: RegistrationStatus) => rows.find((row) => row.status === status);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    approved: of('APPROVED')?.count ?? 0,
    checkedIn: of('APPROVED')?.checkedIn ?? 0,
    pending: of('PENDING')?.count ?? 0,
    waitlisted: of('WAITLISTED')?.count ?? 0,
    rejected: of('REJECTED')?.count ?? 0,
    cancelled: of('CANCELLED')?.count ?? 0,
  };
}

/** The counts, without the access check (the stream checks at connect). */
export async function summarizeCheckIns(db: DbOrTx, eventId: string): Promise<CheckInSummary> {
  const [counts, [last]] = await Promise.all([
    countByStatus(db, eventId),
    db
      .select({ at: registrations.checkedInAt })
      .from(registrations)
      .where(and(eq(registrations.eventId, eventId), isNotNull(registrations.checkedInAt)))
      .orderBy(desc(registrations.checkedInAt))
      .limit(1),
  ]);
  return {
    eventId,
    ...counts,
    notCheckedIn: counts.approved - counts.checkedIn,
    lastCheckInAt: last?.at?.toISOString() ?? null,
  };
}

export async function getCheckInSummary(deps: AppDeps, actorId: string, eventId: string): Promise<CheckInSummary> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.checkInGuests);
  return summarizeCheckIns(deps.db, event.id);
}
