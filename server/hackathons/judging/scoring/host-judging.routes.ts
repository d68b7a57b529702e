import type { FastifyInstance } from 'fastify';
import {
  addHackathonHostJudge,
  exportJudgingResultsCsv,
  getJudgingCriteria,
  getJudgingOverview,
  getJudgingProgress,
  getJudgingResults,
  listHackathonJudges,
  listJudgingAssignments,
  listJudgingConflicts,
  publishJudgingResults,
  removeHackathonHostJudge,
  reopenJudgingScore,
  replaceJudgingCriteria,
  runJudgingAssignments,
  setJudgingAssignmentSettings,
} from '../../../../contract/endpoints/hackathons/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { route } from '../../../platform/http/route.ts';
import { requireUser } from '../../../identity/index.ts';
import { getAssignments, runAssignments, setAssignmentSettings } from '../assignments/assignments.service.ts';
import { listConflicts } from '../assignments/conflicts.service.ts';
import { getCriteria, replaceCriteria } from './criteria.service.ts';
import { addHostJudge, listJudges, removeHostJudge } from '../assignments/judges.service.ts';
import { getJudgingOverview as readOverview } from './overview.service.ts';
import { getProgress } from './progress.service.ts';
import { publishResults, reopenScore } from '../results/publish.service.ts';
import { exportResultsCsv } from '../results/results-csv.service.ts';
import { getHostResults } from '../results/results.service.ts';

/** /v1/event-managements/{id}/hackathons/judging: criteria, judges, assignment, progress, results. */
export async function hostJudgingRoutes(app: FastifyInstance, deps: AppDeps) {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  route(app, getJudgingOverview, async (request) => ({
    data: await readOverview(deps, me(request), request.params.id),
  }));

  route(app, getJudgingCriteria, async (request) => ({
    data: await getCriteria(deps, me(request), request.params.id),
  }));

  route(app, replaceJudgingCriteria, async (request) => ({
    data: await replaceCriteria(deps, me(request), request.params.id, request.body),
  }));

  route(app, listHackathonJudges, async (request) => ({
    data: { items: await listJudges(deps, me(request), request.params.id) },
  }));

  route(app, addHackathonHostJudge, async (request, reply) =>
    reply.code(201).send({ data: { items: await addHostJudge(deps, me(request), request.params.id, request.body.userId) } }),
  );

  route(app, removeHackathonHostJudge, async (request) => ({
    data: { items: await removeHostJudge(deps, me(request), request.params.id, request.params.userId) },
  }));

  route(app, listJudgingConflicts, async (request) => ({
    data: { items: await listConflicts(deps, me(request), request.params.id) },
  }));

  route(app, setJudgingAssignmentSettings, async (request) => ({
    data: await setAssignmentSettings(deps, me(request), request.params.id, request.body),
  }));

  route(app, listJudgingAssignments, async (request) => ({
    data: await getAssignments(deps, me(request), request.params.id),
  }));

  route(app, runJudgingAssignments, async (request) => ({
    data: await runAssignments(deps, me(request), request.params.id),
  }));

  route(app, getJudgingProgress, async (request) => ({
    data: await getProgress(deps, me(request), request.params.id),
  }));

  route(app, getJudgingResults, async (request) => ({
    data: await getHostResults(deps, me(request), request.params.id),
  }));

  route(app, exportJudgingResultsCsv, async (request, reply) => {
    const { filename, csv } = await exportResultsCsv(deps, me(request), request.params.id, request.locale);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  route(app, publishJudgingResults, async (request) => ({
    data: await publishResults(deps, me(request), request.params.id),
  }));

  route(app, reopenJudgingScore, async (request) => ({
    data: await reopenScore(deps, me(request), request.params.id, request.params.scoreId),
  }));
}
