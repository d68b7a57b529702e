// Check-in at the door: by the ticket's QR code (the scanner) or by tapping a guest found by
// search, and the undo. HOST, CO_HOST and STAFF. A second scan of a ticket answers 200
// ALREADY_CHECKED_IN with the first scan's time; it never counts or mails twice (check-in-record.ts).
// Anything that is not an approved guest's ticket of this event is refused with its own code, so
// the scanner can say what is wrong and keep scanning.
import { eventPermissions } from '../../../contract/events.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { CheckInResult, CheckInSource, UndoCheckInResult } from '../../../contract/guests.ts';
import type { RegistrationStatus } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireEventRole, type EventRow } from '../../events/index.ts';
import { resolveTicketQr } from '../tickets/ticket-qr.ts';
import { applyCheckIn, applyUndoCheckIn, markCheckedIn, type CheckInMarker } from './check-in-record.ts';
import { findParticipant, loadParticipant, toParticipant, type RegistrationRow } from '../guest-list/participant-row.ts';

const qrRefusals = { INVALID_FORMAT: 'G20080', UNKNOWN_TICKET: 'G20081', OTHER_EVENT: 'G20082' } as const satisfies Record<
  string,
  ErrorCode
>;

const statusRefusals: Record<Exclude<RegistrationStatus, 'APPROVED'>, ErrorCode> = {
  REJECTED: 'G20083',
  CANCELLED: 'G20084',
  PENDING: 'G20085',
  WAITLISTED: 'G20086',
};

/** Throws the refusal of a guest who can't be checked in because of their registration status. */
export function refuseUnlessApproved(status: RegistrationStatus): void {
  if (status !== 'APPROVED') throw new AppError(statusRefusals[status]);
}

type Actor = { actorId: string; source: CheckInSource; marker?: CheckInMarker };

async function checkIn(deps: AppDeps, event: EventRow, registration: RegistrationRow, actor: Actor): Promise<CheckInResult> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = attempt === 0 ? registration : (await findParticipant(deps.db, event.id, registration.id)).registration;
    refuseUnlessApproved(current.status);
    if (current.checkInStatus === 'CHECKED_IN' && current.checkedInAt) {
      const participant = await loadParticipant(deps.db, event.id, current.id);
      return { outcome: 'ALREADY_CHECKED_IN', checkedInAt: current.checkedInAt.toISOString(), participant };
    }
    const now = deps.clock.now();
    const step = { event, registrationId: current.id, actorUserId: actor.actorId, source: actor.source, now };
    const changed = await deps.db.transaction((tx) => applyCheckIn(tx, deps, step, actor.marker ?? markCheckedIn));
    if (changed) {
      deps.kickOutbox();
      return {
        outcome: 'CHECKED_IN',
        checkedInAt: now.toISOString(),
        participant: await loadParticipant(deps.db, event.id, current.id),
      };
    }
    // Another scan won, or the guest's status moved in between: read again and say which.
  }
  throw new AppError('G20024');
}

/** POST …/check-in {qr}: the scanner. */
export async function checkInByQr(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  qr: string,
  marker?: CheckInMarker,
): Promise<CheckInResult> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.checkInGuests);
  const resolved = await resolveTicketQr(deps.db, qr, event.id);
  if (!resolved.ok) throw new AppError(qrRefusals[resolved.reason]);
  return checkIn(deps, event, resolved.registration, { actorId, source: 'QR', marker });
}

/** POST …/participants/{pid}/check-in: the guest found by search and tapped. */
export async function checkInManually(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  participantId: string,
): Promise<CheckInResult> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.checkInGuests);
  const { registration } = await findParticipant(deps.db, event.id, participantId);
  return checkIn(deps, event, registration, { actorId, source: 'MANUAL' });
}

/** DELETE …/participants/{pid}/check-in: a mistaken check-in taken back (the guest is told). */
export async function undoCheckIn(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  participantId: string,
): Promise<UndoCheckInResult> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.checkInGuests);
  const { registration } = await findParticipant(deps.db, event.id, participantId);
  const now = deps.clock.now();
  const step = { event, registrationId: registration.id, actorUserId: actorId, source: 'MANUAL' as const, now };
  const changed = await deps.db.transaction((tx) => applyUndoCheckIn(tx, deps, step));
  if (changed) deps.kickOutbox();
  const participant = toParticipant(await findParticipant(deps.db, event.id, registration.id));
  return { outcome: changed ? 'UNDONE' : 'NOT_CHECKED_IN', participant };
}
