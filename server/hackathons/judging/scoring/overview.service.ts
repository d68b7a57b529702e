// GET …/judging: the host's judging page header — the window, the settings and the counts.
import { and, count, eq } from 'drizzle-orm';
import type { JudgingOverview } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { hackathonProjects, judgingAssignments, judgingCriteria, judgingScores } from '../../../platform/db/schema/index.ts';
import { requireJudgingHost } from './judging-access.ts';
import { readSettings, windowOf } from './judging-state.ts';
import { submissionDeadlineOf } from '../../settings/settings.service.ts';
import { eligibleJudges } from '../assignments/judges.service.ts';

export async function getJudgingOverview(deps: AppDeps, userId: string, eventId: string): Promise<JudgingOverview> {
  const { event, role, canManage } = await requireJudgingHost(deps.db, eventId, userId, false);
  const tally = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
  const [settings, deadline, judges, criteriaCount, projectCount, assignmentCount, submittedCount] = await Promise.all([
    readSettings(deps.db, event.id),
    submissionDeadlineOf(deps.db, event.id),
    eligibleJudges(deps.db, event.id),
    tally(deps.db.select({ n: count() }).from(judgingCriteria).where(eq(judgingCriteria.eventId, event.id))),
    tally(deps.db.select({ n: count() }).from(hackathonProjects).where(eq(hackathonProjects.eventId, event.id))),
    tally(deps.db.select({ n: count() }).from(judgingAssignments).where(eq(judgingAssignments.eventId, event.id))),
    tally(
      deps.db
        .select({ n: count() })
        .from(judgingScores)
        .where(and(eq(judgingScores.eventId, event.id), eq(judgingScores.status, 'SUBMITTED'))),
    ),
  ]);
  return {
    eventId: event.id,
    window: windowOf(deadline, settings.publishedAt, deps.clock.now()),
    settings: { judgesPerProject: settings.judgesPerProject, perTrack: settings.perTrack },
    criteriaCount,
    criteriaLocked: submittedCount > 0,
    judgeCount: judges.length,
    projectCount,
    assignmentCount,
    submittedCount,
    lastAssignedAt: settings.lastAssignedAt?.toISOString() ?? null,
    viewer: { role, canManage },
  };
}
