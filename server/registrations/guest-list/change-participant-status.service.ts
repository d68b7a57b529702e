// The host's decisions on guests: PATCH …/participants/{pid} (status and/or check-in) and POST
// …/participants/bulk. Status changes go through the registration module's applyStatusChange, in
// one transaction that first locks the event's seats: seats are given back or taken, the waitlist
// moves up, and the guest's approval or rejection email is queued with the change (its dedup key
// names the status version, so each change mails once). A bulk request is all or nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { ChangeParticipant, Participant } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireEventRole, type EventRow, forgetEventPage } from '../../events/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { applyStatusChange, type HostStatus } from '../registering/registration-status.service.ts';
import { lockEventSeats } from '../registering/seats.ts';
import { applyCheckIn, applyUndoCheckIn } from '../check-in/check-in-record.ts';
import { refuseUnlessApproved } from '../check-in/check-in.service.ts';
import { selectParticipants, toParticipant } from './participant-row.ts';

async function changeStatuses(tx: Tx, deps: AppDeps, event: EventRow, ids: string[], to: HostStatus, now: Date) {
  await lockEventSeats(tx, event.id);
  const rows = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, event.id), inArray(registrations.id, ids)))
    .orderBy(registrations.createdAt, registrations.id);
  if (rows.length !== ids.length) throw new AppError('G04003');
  for (const row of rows) await applyStatusChange(tx, deps, row, to, now);
}

async function changeCheckIn(
  tx: Tx,
  deps: AppDeps,
  event: EventRow,
  participantId: string,
  actorId: string,
  to: NonNullable<ChangeParticipant['checkInStatus']>,
  now: Date,
) {
  const step = { event, registrationId: participantId, actorUserId: actorId, source: 'MANUAL' as const, now };
  if (to === 'NOT_CHECKED_IN') return applyUndoCheckIn(tx, deps, step);
  const [current] = await tx.select().from(registrations).where(eq(registrations.id, participantId)).for('update');
  refuseUnlessApproved(current.status);
  if (current.checkInStatus === 'CHECKED_IN') return undefined;
  return applyCheckIn(tx, deps, step);
}

async function participantsByIds(deps: AppDeps, eventId: string, ids: string[]): Promise<Participant[]> {
  const rows = await selectParticipants(deps.db).where(and(eq(registrations.eventId, eventId), inArray(registrations.id, ids)));
  const byId = new Map(rows.map((row) => [row.registration.id, toParticipant(row)]));
  return ids.map((id) => byId.get(id)!);
}

/** PATCH …/participants/{pid}: a status (HOST, CO_HOST) and/or a check-in status (also STAFF), together or not at all. */
export async function changeParticipantStatus(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  participantId: string,
  body: ChangeParticipant,
): Promise<Participant> {
  const permission = body.status ? eventPermissions.decideGuests : eventPermissions.checkInGuests;
  const { event } = await requireEventRole(deps.db, eventId, actorId, permission);
  if (!isUuid(participantId)) throw new AppError('G04003');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (body.status) await changeStatuses(tx, deps, event, [participantId], body.status, now);
    else {
      const [row] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.eventId, event.id), eq(registrations.id, participantId)));
      if (!row) throw new AppError('G04003');
    }
    if (body.checkInStatus) await changeCheckIn(tx, deps, event, participantId, actorId, body.checkInStatus, now);
  });
  deps.kickOutbox();
  if (body.status) forgetEventPage(deps.db, event.id);
  const [participant] = await participantsByIds(deps, event.id, [participantId]);
  return participant;
}

/** POST …/participants/bulk: every guest changes, or none does (the first refusal's code answers). */
export async function bulkChangeParticipantStatus(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  input: { ids: string[]; status: HostStatus },
): Promise<Participant[]> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.decideGuests);
  const ids = [...new Set(input.ids)];
  if (ids.some((id) => !isUuid(id))) throw new AppError('G04003');
  const now = deps.clock.now();
  await deps.db.transaction((tx) => changeStatuses(tx, deps, event, ids, input.status, now));
  deps.kickOutbox();
  forgetEventPage(deps.db, event.id);
  return participantsByIds(deps, event.id, ids);
}
