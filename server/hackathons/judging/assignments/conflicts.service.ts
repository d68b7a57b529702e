// Conflicts of interest: a judge's own team (never assigned, derived from the team) and projects
// a judge declared a conflict with, before submitting a score for it. Declaring drops the judge's
// assignment and any draft of that project.
import { and, asc, eq } from 'drizzle-orm';
import type { Conflict } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { judgingAssignments, judgingConflicts, judgingScores } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { requireJudge, requireJudgingHost } from '../scoring/judging-access.ts';
import { readWindow } from '../scoring/judging-state.ts';
import { eligibleJudges } from './judges.service.ts';
import { findProjectRef, listProjectRefs, refOf, teamPairs } from '../scoring/project-refs.ts';

export async function listConflicts(deps: AppDeps, userId: string, eventId: string): Promise<Conflict[]> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, false);
  const [judges, projects, teams, declared] = await Promise.all([
    eligibleJudges(deps.db, event.id),
    listProjectRefs(deps.db, event.id),
    teamPairs(deps.db, event.id),
    deps.db
      .select()
      .from(judgingConflicts)
      .where(eq(judgingConflicts.eventId, event.id))
      .orderBy(asc(judgingConflicts.createdAt)),
  ]);
  const judgeOf = new Map(judges.map(({ source: _source, ...judge }) => [judge.userId, judge]));
  const projectOf = new Map(projects.map((project) => [project.id, refOf(project)]));
  const own = teams.flatMap((pair) => {
    const judge = judgeOf.get(pair.judgeId);
    return judge
      ? [{ id: null, judge, project: projectOf.get(pair.projectId)!, reason: 'OWN_TEAM' as const, createdAt: null }]
      : [];
  });
  const said = declared.flatMap((row) => {
    const judge = judgeOf.get(row.judgeId);
    return judge
      ? [
          {
            id: row.id,
            judge,
            project: projectOf.get(row.projectId)!,
            reason: 'DECLARED' as const,
            createdAt: row.createdAt.toISOString(),
          },
        ]
      : [];
  });
  return [...own, ...said];
}

export async function declareConflict(
  deps: AppDeps,
  userId: string,
  eventId: string,
  projectId: string,
): Promise<{ projectId: string }> {
  const event = await requireJudge(deps.db, eventId, userId);
  const project = await findProjectRef(deps.db, event.id, projectId);
  if ((await readWindow(deps.db, event.id, deps.clock.now())).status === 'CLOSED') throw new AppError('G20102');
  await deps.db.transaction(async (tx) => {
    const [score] = await tx
      .select({ status: judgingScores.status })
      .from(judgingScores)
      .where(and(eq(judgingScores.judgeId, userId), eq(judgingScores.projectId, project.id)))
      .for('update');
    if (score?.status === 'SUBMITTED') throw new AppError('G20106');
    const inserted = await tx
      .insert(judgingConflicts)
      .values({ eventId: event.id, projectId: project.id, judgeId: userId, createdAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new AppError('G09031');
    await tx.delete(judgingScores).where(and(eq(judgingScores.judgeId, userId), eq(judgingScores.projectId, project.id)));
    await tx
      .delete(judgingAssignments)
      .where(and(eq(judgingAssignments.judgeId, userId), eq(judgingAssignments.projectId, project.id)));
  });
  return { projectId: project.id };
}
