// Registration status changes: the guest cancelling, the host deciding (the guest-management
// issue calls changeRegistrationStatus). Every change locks the event's seat row first, gives back
// or takes a seat by the rules of seats.ts, emails the guest, and hands a freed seat to the first
// in line — all in one transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { MyRegistration, RegistrationSummary } from '../../../contract/registration-views.ts';
import type { RegistrationStatus } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireEventRole, forgetEventPage } from '../../events/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { registrantKey, type Registrant } from './registrant.ts';
import { queueRegistrationEmail } from '../emails/registration-mail.ts';
import type { RegistrationEmailKind } from '../emails/registration-emails.ts';
import { findRegistration, findRegistrationById, myRegistrationView, toRegistrationSummary } from './registration-view.ts';
import { lockEventSeats, releaseSeat, takeSeat } from './seats.ts';
import { promoteFromWaitlist } from '../waitlist/waitlist.service.ts';

type RegistrationRow = typeof registrations.$inferSelect;
type StatusDeps = Pick<AppDeps, 'clock' | 'env' | 'sessionSecret'>;

/** The statuses a host may set; WAITLISTED only ever comes from a full event, CANCELLED only from the guest. */
export const hostStatuses = ['APPROVED', 'PENDING', 'REJECTED'] as const;
export type HostStatus = (typeof hostStatuses)[number];

const holdsSeat = (status: RegistrationStatus) => status === 'APPROVED' || status === 'PENDING';

const allowedFrom: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  APPROVED: ['PENDING', 'REJECTED', 'WAITLISTED'],
  PENDING: ['APPROVED', 'REJECTED', 'WAITLISTED'],
  REJECTED: ['APPROVED', 'PENDING', 'WAITLISTED'],
  CANCELLED: ['APPROVED', 'PENDING', 'WAITLISTED'],
  WAITLISTED: [],
};

const emailFor: Partial<Record<RegistrationStatus, RegistrationEmailKind>> = {
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
};

/**
 * One registration from its status to `to`, inside the caller's transaction, with the event's
 * seat row already locked (lockEventSeats). Same status: nothing happens. Not allowed: G20024.
 * Needs a seat and none is left: G20003.
 */
export async function applyStatusChange(
  tx: Tx,
  deps: StatusDeps,
  registration: RegistrationRow,
  to: RegistrationStatus,
  now: Date,
): Promise<RegistrationRow> {
  const from = registration.status;
  if (from === to) return registration;
  if (!allowedFrom[to].includes(from)) throw new AppError('G20024');
  if (!holdsSeat(from) && holdsSeat(to) && (await takeSeat(tx, registration.eventId, registration.ticketId)) !== 'SEATED') {
    throw new AppError('G20003');
  }
  const frees = holdsSeat(from) && !holdsSeat(to);
  if (frees) await releaseSeat(tx, registration.eventId, registration.ticketId);
  const [row] = await tx
    .update(registrations)
    .set({ status: to, waitlistNumber: null, statusVersion: sql`${registrations.statusVersion} + 1`, updatedAt: now })
    .where(and(eq(registrations.id, registration.id), eq(registrations.status, from)))
    .returning();
  if (!row) throw new AppError('G20024');
  const kind = emailFor[to];
  if (kind) await queueRegistrationEmail(tx, deps, row.id, kind);
  if (frees || from === 'WAITLISTED') await promoteFromWaitlist(tx, deps, row.eventId, now);
  return row;
}

/**
 * The host's decision on guests (HOST, CO_HOST): APPROVED, PENDING or REJECTED, for one or many
 * registrations of the event, in one transaction. Unknown ids or other events' guests: G04003.
 */
export async function changeRegistrationStatuses(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  registrationIds: string[],
  to: HostStatus,
): Promise<RegistrationSummary[]> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.decideGuests);
  if (!(hostStatuses as readonly string[]).includes(to)) throw new AppError('G20024');
  if (registrationIds.some((id) => !isUuid(id))) throw new AppError('G04003');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockEventSeats(tx, event.id);
    const rows = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), inArray(registrations.id, registrationIds)))
      .orderBy(registrations.createdAt, registrations.id);
    if (rows.length !== new Set(registrationIds).size) throw new AppError('G04003');
    for (const row of rows) await applyStatusChange(tx, deps, row, to, now);
  });
  deps.kickOutbox();
  forgetEventPage(deps.db, event.id);
  const summaries: RegistrationSummary[] = [];
  for (const id of registrationIds) summaries.push(await toRegistrationSummary(deps.db, await findRegistrationById(deps.db, id)));
  return summaries;
}

/** One registration: what PATCH …/participants/{pid} calls. */
export async function changeRegistrationStatus(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  registrationId: string,
  to: HostStatus,
): Promise<RegistrationSummary> {
  const [summary] = await changeRegistrationStatuses(deps, actorId, eventId, [registrationId], to);
  return summary;
}

/** POST /v1/events/{id}/me/cancel: the guest gives up their seat or their place in line. */
export async function cancelRegistration(deps: AppDeps, registrant: Registrant, eventId: string): Promise<MyRegistration> {
  const now = deps.clock.now();
  const found = isUuid(eventId) ? await findRegistration(deps.db, eventId, registrantKey(registrant)) : undefined;
  if (!found) throw new AppError('G04003');
  if (found.event.endsAt.getTime() <= now.getTime()) throw new AppError('G20017');
  await deps.db.transaction(async (tx) => {
    await lockEventSeats(tx, eventId);
    const [current] = await tx.select().from(registrations).where(eq(registrations.id, found.registration.id));
    await applyStatusChange(tx, deps, current, 'CANCELLED', now);
  });
  deps.kickOutbox();
  forgetEventPage(deps.db, eventId);
  return myRegistrationView(deps.db, eventId, await findRegistrationById(deps.db, found.registration.id));
}
