// Who may do what at a hackathon (docs/hackathons.md, docs/roles.md). The host side is the host
// team's (eventPermissions); the participant side — projects, comments, saves, announcements — is
// open, while the event is a hackathon, to the host team and to members whose registration is
// APPROVED, whatever their participation type. Only approved PARTICIPANTs are the hackathon's
// participants: they create projects and are added to teams. Everyone else: 404 G04002.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { eventPermissions, type EventPermission, type EventRole } from '../../../contract/events.ts';
import type { HackathonParticipationType } from '../../../contract/users.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canViewEvent, findEventWithRole, requireEventRole, type EventRow, isHackathon } from '../../events/index.ts';

export type HackathonEntry = {
  event: EventRow;
  role: EventRole | 'GUEST';
  participationType: HackathonParticipationType | null;
  /** an approved PARTICIPANT */
  isParticipant: boolean;
};

export function requireHackathonHost(db: DbOrTx, eventId: string, userId: string, permission: EventPermission) {
  return requireEventRole(db, eventId, userId, eventPermissions[permission]);
}

export async function enterHackathon(db: DbOrTx, eventId: string, userId: string): Promise<HackathonEntry> {
  const found = await findEventWithRole(db, eventId, userId);
  if (!found || !canViewEvent(found.event, found.role, found.isMember) || !(await isHackathon(db, found.event)))
    throw new AppError('G04002');
  const [registration] = await db
    .select({ participationType: registrations.participationType })
    .from(registrations)
    .where(
      and(eq(registrations.eventId, found.event.id), eq(registrations.userId, userId), eq(registrations.status, 'APPROVED')),
    );
  if (!found.role && !registration) throw new AppError('G04002');
  const participationType = registration?.participationType ?? null;
  return {
    event: found.event,
    role: found.role ?? 'GUEST',
    participationType,
    isParticipant: participationType === 'PARTICIPANT',
  };
}

/** SQL true when the user (a uuid column or value) is an approved PARTICIPANT of the event. */
export function isParticipantSql(eventId: string, userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${registrations} where ${registrations.eventId} = ${eventId} and ${registrations.userId} = ${userId}
    and ${registrations.status} = 'APPROVED' and ${registrations.participationType} = 'PARTICIPANT')`;
}
