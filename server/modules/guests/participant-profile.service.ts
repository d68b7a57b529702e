// GET /v1/events/{id}/participants/profile?handle=: one participant's card within the event.
// The host team sees any guest's card; an approved guest sees the cards of the other approved
// guests (the people they will meet). `handle` is the participant's id or the member's user id.
import { and, eq, or } from 'drizzle-orm';
import type { ProfileCard } from '../../../contract/guests.ts';
import type { AppDeps } from '../../app-deps.ts';
import { registrations } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { canViewEvent, findEventWithRole } from '../events/event-access.ts';
import { isUuid } from '../../db/uuid.ts';
import { isApprovedGuest } from '../registrations/approved-guest.ts';
import { profileCardOf } from './profile-card.ts';

export async function getParticipantProfile(deps: AppDeps, viewerId: string, eventId: string, handle: string): Promise<ProfileCard> {
  const found = await findEventWithRole(deps.db, eventId, viewerId);
  if (!found || !canViewEvent(found.event, found.role)) throw new AppError('G04002');
  const onTeam = found.role !== null;
  if (!onTeam && !(await isApprovedGuest(deps.db, found.event.id, viewerId))) throw new AppError('G01019');
  if (!isUuid(handle)) throw new AppError('G04003');
  const [registration] = await deps.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, found.event.id), or(eq(registrations.id, handle), eq(registrations.userId, handle))))
    .limit(1);
  if (!registration || (!onTeam && registration.status !== 'APPROVED')) throw new AppError('G04003');
  return profileCardOf(deps.db, registration);
}
