// The hackathon's judges: approved guests registered as JUDGE, and host-team members the host
// added. A host judge who leaves the host team stops being a judge.
import { and, asc, eq } from 'drizzle-orm';
import type { Judge, JudgingPersonRef } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  eventHosts,
  hackathonMembers,
  judgingAssignments,
  judgingHostJudges,
  judgingScores,
  registrations,
  users,
} from '../../../platform/db/schema/index.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { requireJudgingHost } from '../scoring/judging-access.ts';

export type JudgeRef = JudgingPersonRef & { source: Judge['source'] };

const person = { userId: users.id, handle: users.handle, name: users.name, avatarUrl: users.avatarUrl };

/** Every current judge, guests first, each once. */
export async function eligibleJudges(db: DbOrTx, eventId: string): Promise<JudgeRef[]> {
  const [guests, hosts] = await Promise.all([
    db
      .select(person)
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(
        and(
          eq(registrations.eventId, eventId),
          eq(registrations.status, 'APPROVED'),
          eq(registrations.participationType, 'JUDGE'),
        ),
      )
      .orderBy(asc(registrations.createdAt), asc(users.id)),
    db
      .select(person)
      .from(judgingHostJudges)
      .innerJoin(
        eventHosts,
        and(eq(eventHosts.eventId, judgingHostJudges.eventId), eq(eventHosts.userId, judgingHostJudges.userId)),
      )
      .innerJoin(users, eq(users.id, judgingHostJudges.userId))
      .where(eq(judgingHostJudges.eventId, eventId))
      .orderBy(asc(judgingHostJudges.createdAt), asc(users.id)),
  ]);
  const seen = new Set(guests.map((guest) => guest.userId));
  return [
    ...guests.map((guest) => ({ ...guest, source: 'GUEST' as const })),
    ...hosts.filter((host) => !seen.has(host.userId)).map((host) => ({ ...host, source: 'HOST' as const })),
  ];
}

export async function listJudges(deps: AppDeps, userId: string, eventId: string): Promise<Judge[]> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, false);
  const [judges, teams, assignments, scores] = await Promise.all([
    eligibleJudges(deps.db, event.id),
    deps.db
      .select({ userId: hackathonMembers.userId, projectId: hackathonMembers.projectId })
      .from(hackathonMembers)
      .where(eq(hackathonMembers.eventId, event.id)),
    deps.db
      .select({ judgeId: judgingAssignments.judgeId })
      .from(judgingAssignments)
      .where(eq(judgingAssignments.eventId, event.id)),
    deps.db
      .select({ judgeId: judgingScores.judgeId })
      .from(judgingScores)
      .where(and(eq(judgingScores.eventId, event.id), eq(judgingScores.status, 'SUBMITTED'))),
  ]);
  const teamOf = new Map(teams.map((team) => [team.userId, team.projectId]));
  const tally = (rows: { judgeId: string }[], judgeId: string) => rows.filter((row) => row.judgeId === judgeId).length;
  return judges.map((judge) => ({
    ...judge,
    ownProjectId: teamOf.get(judge.userId) ?? null,
    assignedCount: tally(assignments, judge.userId),
    submittedCount: tally(scores, judge.userId),
  }));
}

/** A host-team member judges too (anyone else: G20107; already a judge: G09032). */
export async function addHostJudge(deps: AppDeps, userId: string, eventId: string, judgeId: string): Promise<Judge[]> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const [member] = isUuid(judgeId)
    ? await deps.db
        .select({ userId: eventHosts.userId })
        .from(eventHosts)
        .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.userId, judgeId)))
    : [];
  if (!member) throw new AppError('G20107');
  const added = await deps.db
    .insert(judgingHostJudges)
    .values({ eventId: event.id, userId: judgeId, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (added.length === 0) throw new AppError('G09032');
  return listJudges(deps, userId, eventId);
}

/** Their scores stay; their unscored assignments go at the next run (G04031 when not a host judge). */
export async function removeHostJudge(deps: AppDeps, userId: string, eventId: string, judgeId: string): Promise<Judge[]> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const removed = isUuid(judgeId)
    ? await deps.db
        .delete(judgingHostJudges)
        .where(and(eq(judgingHostJudges.eventId, event.id), eq(judgingHostJudges.userId, judgeId)))
        .returning()
    : [];
  if (removed.length === 0) throw new AppError('G04031');
  return listJudges(deps, userId, eventId);
}
