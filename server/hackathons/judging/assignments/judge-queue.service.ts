// What a judge sees: their queue of assigned projects with their own score's state, and one
// project as it was handed in — its deliverables exactly as they froze at the submission deadline.
import { and, eq } from 'drizzle-orm';
import type { JudgeProject, JudgeQueue } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { hackathonProjects, judgingAssignments, judgingScores } from '../../../platform/db/schema/index.ts';
import { listSubmittedDeliverables } from '../../deliverables/deliverables.service.ts';
import { toDeliverable } from '../../deliverables/deliverable-rows.ts';
import { listCriteria } from '../scoring/criteria.service.ts';
import { requireJudge } from '../scoring/judging-access.ts';
import { readWindow } from '../scoring/judging-state.ts';
import { listProjectRefs, refOf } from '../scoring/project-refs.ts';
import { findMyScore, requireAssigned, toMyScore } from '../scoring/scores.service.ts';

export async function getQueue(deps: AppDeps, judgeId: string, eventId: string): Promise<JudgeQueue> {
  const event = await requireJudge(deps.db, eventId, judgeId);
  const [window, criteria, projects, assigned, scores] = await Promise.all([
    readWindow(deps.db, event.id, deps.clock.now()),
    listCriteria(deps.db, event.id),
    listProjectRefs(deps.db, event.id),
    deps.db
      .select({ projectId: judgingAssignments.projectId })
      .from(judgingAssignments)
      .where(and(eq(judgingAssignments.eventId, event.id), eq(judgingAssignments.judgeId, judgeId))),
    deps.db
      .select()
      .from(judgingScores)
      .where(and(eq(judgingScores.eventId, event.id), eq(judgingScores.judgeId, judgeId))),
  ]);
  const mine = new Set(assigned.map((row) => row.projectId));
  const scoreOf = new Map(scores.map((score) => [score.projectId, score]));
  return {
    eventId: event.id,
    window,
    criteria,
    items: projects
      .filter((project) => mine.has(project.id))
      .map((project) => {
        const score = scoreOf.get(project.id);
        return {
          project: { ...refOf(project), thumbnailUrl: project.thumbnailUrl, summary: project.summary },
          status: score?.status ?? 'NONE',
          updatedAt: score?.updatedAt.toISOString() ?? null,
          submittedAt: score?.submittedAt?.toISOString() ?? null,
        };
      }),
  };
}

export async function getJudgeProject(deps: AppDeps, judgeId: string, eventId: string, projectId: string): Promise<JudgeProject> {
  const event = await requireJudge(deps.db, eventId, judgeId);
  const project = await requireAssigned(deps.db, event.id, judgeId, projectId);
  const [window, criteria, [row], handedIn, score] = await Promise.all([
    readWindow(deps.db, event.id, deps.clock.now()),
    listCriteria(deps.db, event.id),
    deps.db
      .select({ description: hackathonProjects.description, links: hackathonProjects.links })
      .from(hackathonProjects)
      .where(eq(hackathonProjects.id, project.id)),
    listSubmittedDeliverables(deps.db, event.id),
    findMyScore(deps.db, judgeId, project.id),
  ]);
  return {
    eventId: event.id,
    window,
    project: {
      ...refOf(project),
      summary: project.summary,
      description: row.description,
      thumbnailUrl: project.thumbnailUrl,
      links: row.links,
    },
    deliverables: handedIn
      .filter((deliverable) => deliverable.projectId === project.id)
      .map((deliverable) => toDeliverable(event.id, deliverable)),
    criteria,
    score: score ? toMyScore(score, criteria) : null,
  };
}
