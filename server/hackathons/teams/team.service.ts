// A team's members: the leader adds approved PARTICIPANTs who are on no team (G20070, 409 G09010;
// an unknown handle G20405), removes members and hands the lead over (the old leader stays as a
// member); members leave. A team always has exactly one leader (G20061 for anything that would
// leave it none), and the last one to leave takes the project with them. Each change locks the
// project first, so one team's changes go one at a time; one team per person and one leader per
// team are also unique indexes.
import { and, count, eq } from 'drizzle-orm';
import type { ProjectMember } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { hackathonMembers, hackathonProjects, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { putOnTeam } from './team-joining.ts';
import { forgetDeliverableFiles, removeProject } from '../deliverables/deliverable-rows.ts';
import { isUniqueViolation } from '../projects/database-errors.ts';
import { enterHackathon } from '../settings/hackathon-access.ts';
import { lockProject, membersOf, roleIn, type ProjectRow } from '../projects/project-rows.ts';
import { lockParticipant } from '../projects/projects.service.ts';

const ONE_TEAM = ['hackathon_members_one_team', 'hackathon_members_project_id_user_id_pk'];

/**
 * How a team change guards itself. Only the concurrency test's negative control turns the guard
 * off: no project lock, and a leader change written without checking it still held.
 */
export type TeamGuard = { guarded: boolean };
const GUARDED: TeamGuard = { guarded: true };

export async function projectFor(tx: Tx, eventId: string, projectId: string, guard: TeamGuard): Promise<ProjectRow> {
  if (guard.guarded) return lockProject(tx, eventId, projectId);
  const [row] = isUuid(projectId)
    ? await tx
        .select()
        .from(hackathonProjects)
        .where(and(eq(hackathonProjects.eventId, eventId), eq(hackathonProjects.id, projectId)))
    : [];
  if (!row) throw new AppError('G04010');
  return row;
}

export async function requireLeader(tx: Tx, projectId: string, userId: string) {
  const role = await roleIn(tx, projectId, userId);
  // A member knows the project: not leading it is "no access", as for any team right they lack.
  if (role !== 'LEADER') throw new AppError('G01019');
}

/** Someone who cannot be found by id is no participant either; an unknown handle says so (G20405). */
export async function userByIdOrHandle(tx: Tx, who: { userId?: string; handle?: string }) {
  const condition =
    who.userId !== undefined
      ? isUuid(who.userId)
        ? eq(users.id, who.userId)
        : undefined
      : eq(users.handle, (who.handle ?? '').toLowerCase());
  const [user] = condition ? await tx.select({ id: users.id, name: users.name }).from(users).where(condition) : [];
  if (!user) throw new AppError(who.userId === undefined ? 'G20405' : 'G20070');
  return user;
}

export async function addMember(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  projectId: string,
  who: { userId?: string; handle?: string },
): Promise<ProjectMember[]> {
  const entry = await enterHackathon(deps.db, eventId, actorId);
  const now = deps.clock.now();
  await deps.db
    .transaction(async (tx) => {
      const project = await lockProject(tx, entry.event.id, projectId);
      await requireLeader(tx, project.id, actorId);
      const user = await userByIdOrHandle(tx, who);
      if (!(await lockParticipant(tx, entry.event.id, user.id))) throw new AppError('G20070');
      const key = `${project.id}:${user.id}:${now.toISOString()}`;
      await putOnTeam(tx, deps, { event: entry.event, project, newcomer: user, now, key, quiet: [actorId] });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, ONE_TEAM)) throw new AppError('G09010');
      throw error;
    });
  deps.kickOutbox();
  return membersOf(deps.db, projectId);
}

/** By the leader; the leader removes no one but members (themselves: 400 G20061, they leave instead). */
export async function removeMember(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  projectId: string,
  memberId: string,
): Promise<ProjectMember[]> {
  const entry = await enterHackathon(deps.db, eventId, actorId);
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, entry.event.id, projectId);
    await requireLeader(tx, project.id, actorId);
    if (memberId === actorId) throw new AppError('G20061');
    const removed = isUuid(memberId)
      ? await tx
          .delete(hackathonMembers)
          .where(and(eq(hackathonMembers.projectId, project.id), eq(hackathonMembers.userId, memberId)))
          .returning({ userId: hackathonMembers.userId })
      : [];
    if (removed.length === 0) throw new AppError('G04011');
  });
  return membersOf(deps.db, projectId);
}

/**
 * A member leaves. The leader may leave only as the last one (else 400 G20061: hand the lead over
 * first); the last one to leave deletes the project.
 */
export async function leaveProject(
  deps: AppDeps,
  userId: string,
  eventId: string,
  projectId: string,
): Promise<{ projectDeleted: boolean }> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const files = await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, entry.event.id, projectId);
    const [mine] = await tx
      .delete(hackathonMembers)
      .where(and(eq(hackathonMembers.projectId, project.id), eq(hackathonMembers.userId, userId)))
      .returning({ role: hackathonMembers.role });
    if (!mine) throw new AppError('G04011');
    const [{ left }] = await tx
      .select({ left: count() })
      .from(hackathonMembers)
      .where(eq(hackathonMembers.projectId, project.id));
    if (left > 0 && mine.role === 'LEADER') throw new AppError('G20061');
    return left > 0 ? null : removeProject(tx, project.id);
  });
  if (files) await forgetDeliverableFiles(deps.files, files);
  return { projectDeleted: files !== null };
}

/** The leader hands the lead to a member and stays on as a member. */
export async function promoteLeader(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  projectId: string,
  memberId: string,
  guard: TeamGuard = GUARDED,
): Promise<ProjectMember[]> {
  const entry = await enterHackathon(deps.db, eventId, actorId);
  await deps.db
    .transaction(async (tx) => {
      const project = await projectFor(tx, entry.event.id, projectId, guard);
      await requireLeader(tx, project.id, actorId);
      if (memberId === actorId) return;
      const target = isUuid(memberId) ? await roleIn(tx, project.id, memberId) : null;
      if (!target) throw new AppError('G04011');
      // Down first, then up: the one-leader index never sees two.
      const demoted = await tx
        .update(hackathonMembers)
        .set({ role: 'MEMBER' })
        .where(
          and(
            eq(hackathonMembers.projectId, project.id),
            eq(hackathonMembers.userId, actorId),
            guard.guarded ? eq(hackathonMembers.role, 'LEADER') : undefined,
          ),
        )
        .returning({ userId: hackathonMembers.userId });
      if (guard.guarded && demoted.length === 0) throw new AppError('G01019');
      const promoted = await tx
        .update(hackathonMembers)
        .set({ role: 'LEADER' })
        .where(and(eq(hackathonMembers.projectId, project.id), eq(hackathonMembers.userId, memberId)))
        .returning({ userId: hackathonMembers.userId });
      if (promoted.length === 0) throw new AppError('G04011');
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, ['hackathon_members_one_leader'])) throw new AppError('G20061');
      throw error;
    });
  return membersOf(deps.db, projectId);
}
