// Assignment: the host sets how many judges each project gets and whether judges are pooled per
// track, then runs assignJudges. A re-run keeps every pair with a submitted score, and every pair
// with a draft of a judge still judging; the rest is redistributed among the current judges.
import { and, eq, inArray } from 'drizzle-orm';
import type { AssignmentList, AssignmentSettings, JudgingPersonRef } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  judgingAssignments,
  judgingConflicts,
  judgingCriteria,
  judgingScores,
  judgingSettings,
  users,
} from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { assignJudges, type JudgePair } from './assign-judges.ts';
import { requireJudgingHost } from '../scoring/judging-access.ts';
import { lockSettings, readSettings } from '../scoring/judging-state.ts';
import { eligibleJudges } from './judges.service.ts';
import { listProjectRefs, refOf, teamPairs } from '../scoring/project-refs.ts';

const pairKey = (pair: JudgePair) => `${pair.judgeId}/${pair.projectId}`;

export async function peopleByIds(db: DbOrTx, ids: string[]): Promise<Map<string, JudgingPersonRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, handle: users.handle, name: users.name, avatarUrl: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

async function assignmentList(db: DbOrTx, eventId: string): Promise<AssignmentList> {
  const [settings, projects, assignments, scores] = await Promise.all([
    readSettings(db, eventId),
    listProjectRefs(db, eventId),
    db.select().from(judgingAssignments).where(eq(judgingAssignments.eventId, eventId)),
    db
      .select({
        id: judgingScores.id,
        judgeId: judgingScores.judgeId,
        projectId: judgingScores.projectId,
        status: judgingScores.status,
        submittedAt: judgingScores.submittedAt,
      })
      .from(judgingScores)
      .where(eq(judgingScores.eventId, eventId)),
  ]);
  const people = await peopleByIds(
    db,
    assignments.map((row) => row.judgeId),
  );
  const scoreOf = new Map(scores.map((score) => [pairKey(score), score]));
  return {
    settings: { judgesPerProject: settings.judgesPerProject, perTrack: settings.perTrack },
    lastAssignedAt: settings.lastAssignedAt?.toISOString() ?? null,
    items: projects.map((project) => ({
      project: refOf(project),
      judges: assignments
        .filter((row) => row.projectId === project.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.judgeId.localeCompare(b.judgeId))
        .map((row) => {
          const score = scoreOf.get(pairKey(row));
          return {
            ...people.get(row.judgeId)!,
            status: score?.status ?? 'NONE',
            scoreId: score?.id ?? null,
            submittedAt: score?.submittedAt?.toISOString() ?? null,
          };
        }),
    })),
  };
}

export async function getAssignments(deps: AppDeps, userId: string, eventId: string): Promise<AssignmentList> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, false);
  return assignmentList(deps.db, event.id);
}

export async function setAssignmentSettings(
  deps: AppDeps,
  userId: string,
  eventId: string,
  input: AssignmentSettings,
): Promise<AssignmentSettings> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx, event.id, now, 'update');
    await tx
      .update(judgingSettings)
      .set({ ...input, updatedAt: now })
      .where(eq(judgingSettings.eventId, event.id));
  });
  return input;
}

export async function runAssignments(deps: AppDeps, userId: string, eventId: string): Promise<AssignmentList> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const now = deps.clock.now();
  const run = await deps.db.transaction(async (tx) => {
    const settings = await lockSettings(tx, event.id, now, 'update');
    if (settings.publishedAt) throw new AppError('G20102');
    const [criterion] = await tx
      .select({ id: judgingCriteria.id })
      .from(judgingCriteria)
      .where(eq(judgingCriteria.eventId, event.id))
      .limit(1);
    if (!criterion) throw new AppError('G20108');
    const [projects, judges, teams, declared, existing, scores] = await Promise.all([
      listProjectRefs(tx, event.id),
      eligibleJudges(tx, event.id),
      teamPairs(tx, event.id),
      tx
        .select({ judgeId: judgingConflicts.judgeId, projectId: judgingConflicts.projectId })
        .from(judgingConflicts)
        .where(eq(judgingConflicts.eventId, event.id)),
      tx
        .select({ judgeId: judgingAssignments.judgeId, projectId: judgingAssignments.projectId })
        .from(judgingAssignments)
        .where(eq(judgingAssignments.eventId, event.id)),
      tx
        .select({ judgeId: judgingScores.judgeId, projectId: judgingScores.projectId, status: judgingScores.status })
        .from(judgingScores)
        .where(eq(judgingScores.eventId, event.id)),
    ]);
    const current = new Set(judges.map((judge) => judge.userId));
    const locked = scores
      .filter((score) => score.status === 'SUBMITTED' || current.has(score.judgeId))
      .map(({ judgeId, projectId }) => ({ judgeId, projectId }));
    const next = assignJudges({
      judgesPerProject: settings.judgesPerProject,
      perTrack: settings.perTrack,
      projects: projects.map((project) => ({ id: project.id, trackId: project.track.id })),
      judges: judges.map((judge) => judge.userId),
      excluded: [...teams, ...declared],
      locked,
    });
    const nextKeys = new Set(next.map(pairKey));
    const existingKeys = new Set(existing.map(pairKey));
    const removed = existing.filter((pair) => !nextKeys.has(pairKey(pair)));
    const added = next.filter((pair) => !existingKeys.has(pairKey(pair)));
    for (const pair of removed) {
      await tx
        .delete(judgingAssignments)
        .where(and(eq(judgingAssignments.judgeId, pair.judgeId), eq(judgingAssignments.projectId, pair.projectId)));
      // A dropped judge's draft goes with the assignment; submitted scores are never touched.
      await tx
        .delete(judgingScores)
        .where(
          and(
            eq(judgingScores.judgeId, pair.judgeId),
            eq(judgingScores.projectId, pair.projectId),
            eq(judgingScores.status, 'DRAFT'),
          ),
        );
    }
    if (added.length)
      await tx.insert(judgingAssignments).values(added.map((pair) => ({ ...pair, eventId: event.id, createdAt: now })));
    await tx.update(judgingSettings).set({ lastAssignedAt: now, updatedAt: now }).where(eq(judgingSettings.eventId, event.id));
    return { added: added.length, removed: removed.length, kept: existing.length - removed.length };
  });
  return { ...(await assignmentList(deps.db, event.id)), run };
}
