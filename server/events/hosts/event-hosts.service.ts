import { and, asc, eq, sql } from 'drizzle-orm';
import type { HostTeamMember } from '../../../contract/event-views.ts';
import { eventPermissions, grantableEventRoles, type EventRole } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { eventHosts, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { requireEventRole } from './event-access.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { forgetEventPage } from '../pages/event-page-cache.ts';
import { hostAddedEmail } from './host-emails.ts';

type HostDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'kickOutbox'>;

const isGrantable = (role: string): role is (typeof grantableEventRoles)[number] =>
  (grantableEventRoles as readonly string[]).includes(role);

/** HOST → G20028 (the owner role is never given); anything but CO_HOST or STAFF → G20032. */
function grantableRole(role: string): EventRole {
  if (role === 'HOST') throw new AppError('G20028');
  if (!isGrantable(role)) throw new AppError('G20032');
  return role;
}

export async function listHosts(deps: HostDeps, actorId: string, eventId: string): Promise<HostTeamMember[]> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewHosts);
  const rows = await deps.db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      role: eventHosts.role,
      addedAt: eventHosts.addedAt,
    })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .where(eq(eventHosts.eventId, event.id))
    .orderBy(sql`case ${eventHosts.role} when 'HOST' then 0 when 'CO_HOST' then 1 else 2 end`, asc(eventHosts.addedAt));
  return rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() }));
}

/** The owner adds someone by the email of their account; they are told by email. */
export async function addHost(
  deps: HostDeps,
  actorId: string,
  eventId: string,
  input: { email: string; role: string },
): Promise<HostTeamMember[]> {
  const { event, role: actorRole } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewHosts);
  if (actorRole !== 'HOST') throw new AppError('G20033');
  const role = grantableRole(input.role);
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
  if (!user) throw new AppError('G04001');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The primary key (event, user) is what refuses a second membership, also under races.
    const [added] = await tx
      .insert(eventHosts)
      .values({ eventId: event.id, userId: user.id, role, addedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new AppError('G20031');
    await enqueueEmail(tx, deps.clock, hostAddedEmail(deps.env, { event, user, role, addedAt: now }));
  });
  deps.kickOutbox();
  forgetEventPage(deps.db, event.id);
  return listHosts(deps, actorId, eventId);
}

async function targetOf(deps: HostDeps, actorId: string, eventId: string, targetId: string) {
  const { event, role: actorRole } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewHosts);
  const [target] = isUuid(targetId)
    ? await deps.db
        .select()
        .from(eventHosts)
        .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.userId, targetId)))
    : [];
  return { event, actorRole, target };
}

/** Order of refusals: the role (G20028, G20032), the owner's row (G20027), not the owner (G20033), not on the team (G20030). */
export async function changeHostRole(
  deps: HostDeps,
  actorId: string,
  eventId: string,
  targetId: string,
  newRole: string,
): Promise<HostTeamMember[]> {
  const { event, actorRole, target } = await targetOf(deps, actorId, eventId, targetId);
  const role = grantableRole(newRole);
  if (target?.role === 'HOST') throw new AppError('G20027');
  if (actorRole !== 'HOST') throw new AppError('G20033');
  if (!target) throw new AppError('G20030');
  await deps.db
    .update(eventHosts)
    .set({ role })
    .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.userId, target.userId), sql`${eventHosts.role} <> 'HOST'`));
  forgetEventPage(deps.db, event.id);
  return listHosts(deps, actorId, eventId);
}

/** Order of refusals: the owner's row (G20027), oneself (G20029), not the owner (G20033), not on the team (G20030). */
export async function removeHost(deps: HostDeps, actorId: string, eventId: string, targetId: string): Promise<HostTeamMember[]> {
  const { event, actorRole, target } = await targetOf(deps, actorId, eventId, targetId);
  if (target?.role === 'HOST') throw new AppError('G20027');
  if (targetId === actorId) throw new AppError('G20029');
  if (actorRole !== 'HOST') throw new AppError('G20033');
  if (!target) throw new AppError('G20030');
  // Never the owner's row, even if a role changed in between.
  await deps.db
    .delete(eventHosts)
    .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.userId, target.userId), sql`${eventHosts.role} <> 'HOST'`));
  forgetEventPage(deps.db, event.id);
  return listHosts(deps, actorId, eventId);
}
