import type { FastifyInstance } from 'fastify';
import {
  declareJudgingConflict,
  getJudgeQueue,
  getJudgingProject,
  saveJudgingDraft,
  submitJudgingScore,
} from '../../../../contract/endpoints/hackathons/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { route } from '../../../platform/http/route.ts';
import { requireUser } from '../../../identity/index.ts';
import { declareConflict } from './conflicts.service.ts';
import { getJudgeProject, getQueue } from './judge-queue.service.ts';
import { saveDraft, submitScore } from '../scoring/scores.service.ts';

/** /v1/events/{id}/hackathon/judging: the judge's queue, projects and score form. */
export async function judgeRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getJudgeQueue, async (request) => ({
    data: await getQueue(deps, requireUser(request).id, request.params.id),
  }));

  route(app, getJudgingProject, async (request) => ({
    data: await getJudgeProject(deps, requireUser(request).id, request.params.id, request.params.projectId),
  }));

  route(app, saveJudgingDraft, async (request) => ({
    data: await saveDraft(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
  }));

  route(app, submitJudgingScore, async (request) => ({
    data: await submitScore(
      deps,
      requireUser(request).id,
      request.params.id,
      request.params.projectId,
      request.body ?? undefined,
    ),
  }));

  route(app, declareJudgingConflict, async (request, reply) =>
    reply
      .code(201)
      .send({ data: await declareConflict(deps, requireUser(request).id, request.params.id, request.body.projectId) }),
  );
}
