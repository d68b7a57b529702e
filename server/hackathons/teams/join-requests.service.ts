// Join requests and invitations (docs/hackathons.md). A participant on no team asks a recruiting
// team to join it; a leader invites a participant. The one asked accepts or declines, the one who
// asked may withdraw; each side is emailed in the same transaction. Accepting locks the team first
// (its size holds under concurrent accepts), then the request, and puts the person on the team,
// where the one-team index keeps them on one. Teams change this way only before the deadline.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import {
  hackathonLimits,
  type InvitationForm,
  type JoinRequestForm,
  type TeamRequest,
  type TeamRequestKind,
  type TeamRequestStatus,
} from '../../../contract/hackathons.ts';
import type { HackathonPosition } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { hackathonMembers, hackathonProjects, hackathonTeamRequests, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { isUniqueViolation } from '../projects/database-errors.ts';
import { lockProject, projectIdOf, roleIn, type ProjectRow } from '../projects/project-rows.ts';
import { lockParticipant } from '../projects/projects.service.ts';
import { enterHackathon, type HackathonEntry } from '../settings/hackathon-access.ts';
import { requireSubmissionOpen } from '../settings/submission-window.ts';
import { answerEmail, invitationEmail, joinRequestEmail } from './team-emails.ts';
import { putOnTeam } from './team-joining.ts';
import { projectFor, requireLeader, userByIdOrHandle, type TeamGuard } from './team.service.ts';

const ONE_OPEN = ['hackathon_team_requests_one_open'];
const ONE_TEAM = ['hackathon_members_one_team', 'hackathon_members_project_id_user_id_pk'];
const GUARDED: TeamGuard = { guarded: true };
type RequestRow = typeof hackathonTeamRequests.$inferSelect;
type Person = { id: string; name: string; email: string; locale: 'en' | 'ko' };

async function personOf(db: DbOrTx, userId: string): Promise<Person> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

async function leaderOf(db: DbOrTx, projectId: string): Promise<Person | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(hackathonMembers)
    .innerJoin(users, eq(users.id, hackathonMembers.userId))
    .where(and(eq(hackathonMembers.projectId, projectId), eq(hackathonMembers.role, 'LEADER')));
  return row;
}

/** The checks both ways in share: teams still open, room on the team. */
async function requireRoomBeforeDeadline(tx: Tx, entry: HackathonEntry, project: ProjectRow, now: Date) {
  await requireSubmissionOpen(tx, entry.event.id, now, 'G20403');
  const members = await tx
    .select({ userId: hackathonMembers.userId })
    .from(hackathonMembers)
    .where(eq(hackathonMembers.projectId, project.id));
  if (members.length >= hackathonLimits.teamSize) throw new AppError('G20073');
}

async function insertRequest(
  tx: Tx,
  values: {
    eventId: string;
    projectId: string;
    userId: string;
    kind: TeamRequestKind;
    authorId: string;
    message: string;
    position: HackathonPosition | null;
    createdAt: Date;
  },
): Promise<RequestRow> {
  const [row] = await tx.insert(hackathonTeamRequests).values(values).returning();
  return row;
}

const onOpenTwice = (error: unknown) => {
  if (isUniqueViolation(error, ONE_OPEN)) throw new AppError('G20400');
  throw error;
};

/** A participant on no team asks a recruiting team to let them join. */
export async function requestToJoin(
  deps: AppDeps,
  userId: string,
  eventId: string,
  projectId: string,
  form: JoinRequestForm,
): Promise<TeamRequest> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  if (!entry.isParticipant) throw new AppError('G20404');
  const now = deps.clock.now();
  const row = await deps.db
    .transaction(async (tx) => {
      const project = await lockProject(tx, entry.event.id, projectId);
      if (await projectIdOf(tx, entry.event.id, userId)) throw new AppError('G20406');
      if (project.recruitStatus === 'TEAM_BUILDING_COMPLETE') throw new AppError('G20401');
      await requireRoomBeforeDeadline(tx, entry, project, now);
      const request = await insertRequest(tx, {
        eventId: entry.event.id,
        projectId: project.id,
        userId,
        kind: 'REQUEST',
        authorId: userId,
        message: form.message ?? '',
        position: form.position ?? null,
        createdAt: now,
      });
      const [from, leader] = [await personOf(tx, userId), await leaderOf(tx, project.id)];
      if (leader)
        await enqueueEmail(tx, deps.clock, joinRequestEmail({ ...mailBase(deps, entry, project, request), to: leader, from }));
      return request;
    })
    .catch(onOpenTwice);
  deps.kickOutbox();
  return (await viewsOf(deps.db, userId, [row]))[0];
}

const mailBase = (deps: AppDeps, entry: HackathonEntry, project: ProjectRow, request: RequestRow) => ({
  requestId: request.id,
  origin: deps.env.APP_ORIGIN,
  event: entry.event,
  team: project,
  message: request.message,
  position: request.position,
});

/** The leader invites an approved participant on no team, found by account id or handle. */
export async function inviteToTeam(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  projectId: string,
  form: InvitationForm,
): Promise<TeamRequest> {
  const entry = await enterHackathon(deps.db, eventId, actorId);
  const now = deps.clock.now();
  const row = await deps.db
    .transaction(async (tx) => {
      const project = await lockProject(tx, entry.event.id, projectId);
      await requireLeader(tx, project.id, actorId);
      const user = await userByIdOrHandle(tx, form);
      if (!(await lockParticipant(tx, entry.event.id, user.id))) throw new AppError('G20070');
      if (await projectIdOf(tx, entry.event.id, user.id)) throw new AppError('G09010');
      await requireRoomBeforeDeadline(tx, entry, project, now);
      const request = await insertRequest(tx, {
        eventId: entry.event.id,
        projectId: project.id,
        userId: user.id,
        kind: 'INVITATION',
        authorId: actorId,
        message: form.message ?? '',
        position: null,
        createdAt: now,
      });
      const [to, from] = [await personOf(tx, user.id), await personOf(tx, actorId)];
      await enqueueEmail(tx, deps.clock, invitationEmail({ ...mailBase(deps, entry, project, request), to, from }));
      return request;
    })
    .catch(onOpenTwice);
  deps.kickOutbox();
  return (await viewsOf(deps.db, actorId, [row]))[0];
}

/** The request, if the viewer is one of its two sides: the person, or the team's leader. */
async function requestSeenBy(db: DbOrTx, eventId: string, requestId: string, viewerId: string) {
  const [row] = isUuid(requestId)
    ? await db
        .select()
        .from(hackathonTeamRequests)
        .where(and(eq(hackathonTeamRequests.id, requestId), eq(hackathonTeamRequests.eventId, eventId)))
    : [];
  if (!row) throw new AppError('G20407');
  const isLeader = row.userId !== viewerId && (await roleIn(db, row.projectId, viewerId)) === 'LEADER';
  if (row.userId !== viewerId && !isLeader) throw new AppError('G20407');
  /** the person answers an invitation, the leader a request */
  const answers = row.kind === 'INVITATION' ? row.userId === viewerId : isLeader;
  return { row, answers };
}

/** Locks the request and checks it is still open; the team is locked before it. */
async function lockOpenRequest(tx: Tx, requestId: string): Promise<RequestRow> {
  const [row] = await tx.select().from(hackathonTeamRequests).where(eq(hackathonTeamRequests.id, requestId)).for('update');
  if (!row) throw new AppError('G20407');
  if (row.status !== 'PENDING') throw new AppError('G20402');
  return row;
}

async function setStatus(tx: Tx, requestId: string, status: TeamRequestStatus, now: Date): Promise<RequestRow> {
  const [row] = await tx
    .update(hackathonTeamRequests)
    .set({ status, answeredAt: now })
    .where(eq(hackathonTeamRequests.id, requestId))
    .returning();
  return row;
}

/**
 * The one asked accepts, and the person joins the team. Only the concurrency test's negative
 * control passes an unguarded TeamGuard: the team is then read without its lock.
 */
export async function acceptTeamRequest(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  requestId: string,
  guard: TeamGuard = GUARDED,
): Promise<TeamRequest> {
  const entry = await enterHackathon(deps.db, eventId, actorId);
  const seen = await requestSeenBy(deps.db, entry.event.id, requestId, actorId);
  if (!seen.answers) throw new AppError('G20407');
  const now = deps.clock.now();
  const row = await deps.db
    .transaction(async (tx) => {
      const project = await projectFor(tx, entry.event.id, seen.row.projectId, guard);
      const request = await lockOpenRequest(tx, seen.row.id);
      if (request.kind === 'REQUEST') await requireLeader(tx, project.id, actorId);
      await requireSubmissionOpen(tx, entry.event.id, now, 'G20403');
      if (!(await lockParticipant(tx, entry.event.id, request.userId))) throw new AppError('G20404');
      const person = await personOf(tx, request.userId);
      const leader = await leaderOf(tx, project.id);
      // Whoever asked hears through the answer's email; whoever accepted needs none.
      const asker = request.kind === 'REQUEST' ? person.id : leader?.id;
      await putOnTeam(tx, deps, {
        event: entry.event,
        project,
        newcomer: person,
        now,
        key: request.id,
        quiet: [person.id, actorId, ...(asker ? [asker] : [])],
      });
      const answered = await setStatus(tx, request.id, 'ACCEPTED', now);
      await emailAnswer(tx, deps, entry, project, answered, person, leader);
      return answered;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, ONE_TEAM)) throw new AppError(seen.row.kind === 'INVITATION' ? 'G20406' : 'G09010');
      throw error;
    });
  deps.kickOutbox();
  return (await viewsOf(deps.db, actorId, [row]))[0];
}

async function emailAnswer(
  tx: Tx,
  deps: AppDeps,
  entry: HackathonEntry,
  project: ProjectRow,
  request: RequestRow,
  person: Person,
  leader: Person | undefined,
) {
  const to = request.kind === 'REQUEST' ? person : leader;
  if (!to) return;
  await enqueueEmail(
    tx,
    deps.clock,
    answerEmail({
      requestId: request.id,
      origin: deps.env.APP_ORIGIN,
      event: entry.event,
      team: project,
      to,
      kind: request.kind,
      accepted: request.status === 'ACCEPTED',
      person,
    }),
  );
}

/** The one asked declines; whoever asked is emailed. */
export async function declineTeamRequest(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  requestId: string,
): Promise<TeamRequest> {
  const entry = await enterHackathon(deps.db, eventId, actorId);
  const seen = await requestSeenBy(deps.db, entry.event.id, requestId, actorId);
  if (!seen.answers) throw new AppError('G20407');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, entry.event.id, seen.row.projectId);
    const request = await lockOpenRequest(tx, seen.row.id);
    const answered = await setStatus(tx, request.id, 'DECLINED', now);
    await emailAnswer(tx, deps, entry, project, answered, await personOf(tx, request.userId), await leaderOf(tx, project.id));
    return answered;
  });
  deps.kickOutbox();
  return (await viewsOf(deps.db, actorId, [row]))[0];
}

/** Whoever asked takes it back: the person their request, the leader the team's invitation. */
export async function withdrawTeamRequest(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  requestId: string,
): Promise<TeamRequest> {
  const entry = await enterHackathon(deps.db, eventId, actorId);
  const seen = await requestSeenBy(deps.db, entry.event.id, requestId, actorId);
  if (seen.answers) throw new AppError('G20407');
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockProject(tx, entry.event.id, seen.row.projectId);
    const request = await lockOpenRequest(tx, seen.row.id);
    return setStatus(tx, request.id, 'WITHDRAWN', now);
  });
  return (await viewsOf(deps.db, actorId, [row]))[0];
}

const LISTED = 100;

/** Mine both ways, and my team's if I lead one; newest first. */
export async function listTeamRequests(deps: AppDeps, viewerId: string, eventId: string): Promise<TeamRequest[]> {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const projectId = await projectIdOf(deps.db, entry.event.id, viewerId);
  const leads = projectId !== null && (await roleIn(deps.db, projectId, viewerId)) === 'LEADER';
  const rows = await deps.db
    .select()
    .from(hackathonTeamRequests)
    .where(
      and(
        eq(hackathonTeamRequests.eventId, entry.event.id),
        or(eq(hackathonTeamRequests.userId, viewerId), leads ? eq(hackathonTeamRequests.projectId, projectId) : undefined),
      ),
    )
    .orderBy(desc(hackathonTeamRequests.createdAt), desc(hackathonTeamRequests.id))
    .limit(LISTED);
  return viewsOf(deps.db, viewerId, rows, leads ? projectId : null);
}

async function viewsOf(db: DbOrTx, viewerId: string, rows: RequestRow[], ledProjectId?: string | null): Promise<TeamRequest[]> {
  if (rows.length === 0) return [];
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [projects, people] = await Promise.all([
    db
      .select({ id: hackathonProjects.id, title: hackathonProjects.title, teamName: hackathonProjects.teamName })
      .from(hackathonProjects)
      .where(inArray(hackathonProjects.id, projectIds)),
    db
      .select({ userId: users.id, handle: users.handle, name: users.name, avatarUrl: users.avatarUrl })
      .from(users)
      .where(inArray(users.id, userIds)),
  ]);
  const led =
    ledProjectId === undefined
      ? new Set(
          (
            await db
              .select({ projectId: hackathonMembers.projectId })
              .from(hackathonMembers)
              .where(
                and(
                  eq(hackathonMembers.userId, viewerId),
                  eq(hackathonMembers.role, 'LEADER'),
                  inArray(hackathonMembers.projectId, projectIds),
                ),
              )
          ).map((row) => row.projectId),
        )
      : new Set(ledProjectId ? [ledProjectId] : []);
  const projectById = new Map(projects.map((project) => [project.id, project]));
  const personById = new Map(people.map((person) => [person.userId, person]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    position: row.position,
    project: projectById.get(row.projectId)!,
    person: personById.get(row.userId)!,
    canAnswer: row.status === 'PENDING' && (row.kind === 'INVITATION' ? row.userId === viewerId : led.has(row.projectId)),
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}
