// One check-in per ticket, decided by the database: a single conditional UPDATE that only an
// APPROVED, not-yet-checked-in registration matches. However many scanners on however many app
// instances send the same ticket at once, exactly one UPDATE returns the row; only that one writes
// the log entry and queues the email, in the same transaction. The undo is the mirror image.
import { and, eq } from 'drizzle-orm';
import type { CheckInSource } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import type { EventRow } from '../../events/index.ts';
import { recordCheckInChange } from './check-in-log.ts';
import { queueCheckInEmail } from './check-in-emails.ts';
import type { RegistrationRow } from '../guest-list/participant-row.ts';

/** The marking step; a parameter only so the concurrency test can swap in an unguarded one (its negative control). */
export type CheckInMarker = (tx: Tx, registrationId: string, now: Date) => Promise<RegistrationRow | undefined>;

export const markCheckedIn: CheckInMarker = async (tx, registrationId, now) => {
  const [row] = await tx
    .update(registrations)
    .set({ checkInStatus: 'CHECKED_IN', checkedInAt: now, updatedAt: now })
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.status, 'APPROVED'),
        eq(registrations.checkInStatus, 'NOT_CHECKED_IN'),
      ),
    )
    .returning();
  return row;
};

async function markNotCheckedIn(tx: Tx, registrationId: string, now: Date): Promise<RegistrationRow | undefined> {
  const [row] = await tx
    .update(registrations)
    .set({ checkInStatus: 'NOT_CHECKED_IN', checkedInAt: null, updatedAt: now })
    .where(and(eq(registrations.id, registrationId), eq(registrations.checkInStatus, 'CHECKED_IN')))
    .returning();
  return row;
}

export type CheckInStep = {
  event: Pick<EventRow, 'id' | 'title' | 'timezone'>;
  registrationId: string;
  actorUserId: string;
  source: CheckInSource;
  now: Date;
};

type StepDeps = Pick<AppDeps, 'clock'>;

/** Checks the guest in inside the caller's transaction; undefined when this call did not (already in, or not approved). */
export async function applyCheckIn(
  tx: Tx,
  deps: StepDeps,
  step: CheckInStep,
  marker: CheckInMarker = markCheckedIn,
): Promise<RegistrationRow | undefined> {
  const row = await marker(tx, step.registrationId, step.now);
  if (!row) return undefined;
  const changeId = await recordCheckInChange(tx, {
    eventId: step.event.id,
    registrationId: row.id,
    action: 'CHECK_IN',
    source: step.source,
    actorUserId: step.actorUserId,
    occurredAt: step.now,
  });
  await queueCheckInEmail(tx, deps, { registration: row, event: step.event, action: 'CHECK_IN', changeId, at: step.now });
  return row;
}

/** Undoes a check-in inside the caller's transaction; undefined when the guest was not checked in. */
export async function applyUndoCheckIn(tx: Tx, deps: StepDeps, step: CheckInStep): Promise<RegistrationRow | undefined> {
  const row = await markNotCheckedIn(tx, step.registrationId, step.now);
  if (!row) return undefined;
  const changeId = await recordCheckInChange(tx, {
    eventId: step.event.id,
    registrationId: row.id,
    action: 'UNDO',
    source: step.source,
    actorUserId: step.actorUserId,
    occurredAt: step.now,
  });
  await queueCheckInEmail(tx, deps, { registration: row, event: step.event, action: 'UNDO', changeId, at: step.now });
  return row;
}
