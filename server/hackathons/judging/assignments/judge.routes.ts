import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeclareConflictSchema,
  JudgeProjectSchema,
  JudgeQueueSchema,
  MyScoreSchema,
  ScoreDraftSchema,
  SubmitScoreSchema,
} from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { requireUser } from '../../../identity/index.ts';
import { declareConflict } from './conflicts.service.ts';
import { getJudgeProject, getQueue } from './judge-queue.service.ts';
import { saveDraft, submitScore } from '../scoring/scores.service.ts';

const tags = ['hackathon judging (judge)'];
const params = z.object({ id: z.string().max(64) });
const projectParams = params.extend({ projectId: z.string().max(64) });
const access =
  'Judges only: approved JUDGE guests and host judges. Others at the hackathon 403 G01019; anyone else 404 G04002. ' +
  "A project not assigned to the judge (another event's, their own team's): 404 G04010.";
const window = 'Only while judging is open: before the submission deadline 400 G20101, after publishing 400 G20102.';

/** /v1/events/{id}/hackathon/judging: the judge's queue, projects and score form. */
export async function judgeRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/events/:id/hackathon/judging';

  api.get(
    `${base}/queue`,
    {
      schema: {
        tags,
        description: `My assigned projects with my score's state, and the criteria. ${access}`,
        params,
        response: { 200: z.object({ data: JudgeQueueSchema }) },
      },
    },
    async (request) => ({
      data: await getQueue(deps, requireUser(request).id, request.params.id),
    }),
  );

  api.get(
    `${base}/projects/:projectId`,
    {
      schema: {
        tags,
        description: `The project with its deliverables as frozen at the deadline, and my own score. ${access}`,
        params: projectParams,
        response: { 200: z.object({ data: JudgeProjectSchema }) },
      },
    },
    async (request) => ({
      data: await getJudgeProject(deps, requireUser(request).id, request.params.id, request.params.projectId),
    }),
  );

  api.put(
    `${base}/projects/:projectId/draft`,
    {
      schema: {
        tags,
        description: `Saves my draft (autosave; values may be partial). Unknown criterion 400 G20105; outside its scale 400 G20104; already submitted 409 G09030. ${window} ${access}`,
        params: projectParams,
        body: ScoreDraftSchema,
        response: { 200: z.object({ data: MyScoreSchema }) },
      },
    },
    async (request) => ({
      data: await saveDraft(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
    }),
  );

  api.post(
    `${base}/projects/:projectId/submit`,
    {
      schema: {
        tags,
        description: `Makes my score final (the body, if any, is saved first). A criterion without a value 400 G20103; already submitted 409 G09030. ${window} ${access}`,
        params: projectParams,
        body: SubmitScoreSchema,
        response: { 200: z.object({ data: MyScoreSchema }) },
      },
    },
    async (request) => ({
      data: await submitScore(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.projectId,
        request.body ?? undefined,
      ),
    }),
  );

  api.post(
    `${base}/conflicts`,
    {
      schema: {
        tags,
        description: `Declares a conflict of interest with a project of the event (drops my assignment and draft). After submitting it 400 G20106; twice 409 G09031; unknown project 404 G04010. ${access}`,
        params,
        body: DeclareConflictSchema,
        response: { 201: z.object({ data: z.object({ projectId: z.string() }) }) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await declareConflict(deps, requireUser(request).id, request.params.id, request.body.projectId) }),
  );
}
