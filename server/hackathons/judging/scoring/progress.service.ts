// Progress: scores submitted per judge and per project, and who is late — a judge with assigned
// projects not yet submitted while judging is open (or after it closed).
import { eq } from 'drizzle-orm';
import type { JudgingProgress } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { judgingAssignments, judgingScores } from '../../../platform/db/schema/index.ts';
import { peopleByIds } from '../assignments/assignments.service.ts';
import { requireJudgingHost } from './judging-access.ts';
import { readWindow } from './judging-state.ts';
import { eligibleJudges } from '../assignments/judges.service.ts';
import { listProjectRefs, refOf } from './project-refs.ts';

export async function getProgress(deps: AppDeps, userId: string, eventId: string): Promise<JudgingProgress> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, false);
  const [window, judges, projects, assignments, scores] = await Promise.all([
    readWindow(deps.db, event.id, deps.clock.now()),
    eligibleJudges(deps.db, event.id),
    listProjectRefs(deps.db, event.id),
    deps.db.select().from(judgingAssignments).where(eq(judgingAssignments.eventId, event.id)),
    deps.db
      .select({ judgeId: judgingScores.judgeId, projectId: judgingScores.projectId, status: judgingScores.status })
      .from(judgingScores)
      .where(eq(judgingScores.eventId, event.id)),
  ]);
  const statusOf = new Map(scores.map((score) => [`${score.judgeId}/${score.projectId}`, score.status]));
  const assignedTo = (judgeId: string) => assignments.filter((row) => row.judgeId === judgeId);
  // Judges no longer judging still show while they hold assignments.
  const others = await peopleByIds(
    deps.db,
    assignments.map((row) => row.judgeId).filter((id) => !judges.some((judge) => judge.userId === id)),
  );
  const people = [...judges.map(({ source: _source, ...judge }) => judge), ...others.values()];
  const opened = window.status !== 'NOT_STARTED';
  return {
    window,
    judges: people.map((judge) => {
      const mine = assignedTo(judge.userId).map((row) => statusOf.get(`${row.judgeId}/${row.projectId}`));
      const submitted = mine.filter((status) => status === 'SUBMITTED').length;
      return {
        ...judge,
        assigned: mine.length,
        drafts: mine.filter((status) => status === 'DRAFT').length,
        submitted,
        isLate: opened && submitted < mine.length,
      };
    }),
    projects: projects.map((project) => {
      const rows = assignments.filter((row) => row.projectId === project.id);
      return {
        project: refOf(project),
        assigned: rows.length,
        submitted: rows.filter((row) => statusOf.get(`${row.judgeId}/${row.projectId}`) === 'SUBMITTED').length,
      };
    }),
    totals: { assigned: assignments.length, submitted: scores.filter((score) => score.status === 'SUBMITTED').length },
  };
}
