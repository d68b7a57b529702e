import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddHostJudgeSchema,
  AssignmentListSchema,
  AssignmentSettingsSchema,
  ConflictListSchema,
  CriteriaSchema,
  HostResultsSchema,
  JudgeListSchema,
  JudgingOverviewSchema,
  JudgingProgressSchema,
  PutCriteriaSchema,
  ReopenedScoreSchema,
} from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { requireUser } from '../../../identity/index.ts';
import { getAssignments, runAssignments, setAssignmentSettings } from '../assignments/assignments.service.ts';
import { listConflicts } from '../assignments/conflicts.service.ts';
import { getCriteria, replaceCriteria } from './criteria.service.ts';
import { addHostJudge, listJudges, removeHostJudge } from '../assignments/judges.service.ts';
import { getJudgingOverview } from './overview.service.ts';
import { getProgress } from './progress.service.ts';
import { publishResults, reopenScore } from '../results/publish.service.ts';
import { exportResultsCsv } from '../results/results-csv.service.ts';
import { getHostResults } from '../results/results.service.ts';

const tags = ['hackathon judging (host)'];
const params = z.object({ id: z.string().max(64) });
const access =
  'Outside the host team, or not a hackathon: 404 G04002; a team role without the right: 403 G01019 (docs/judging.md).';
const read = `HOST, CO_HOST, STAFF. ${access}`;
const manage = `HOST, CO_HOST; STAFF 403 G01019. ${access}`;
const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

/** /v1/event-managements/{id}/hackathons/judging: criteria, judges, assignment, progress, results. */
export async function hostJudgingRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/event-managements/:id/hackathons/judging';
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).id;

  api.get(
    base,
    {
      schema: {
        tags,
        description: `The judging window, settings and counts. ${read}`,
        params,
        response: data(JudgingOverviewSchema),
      },
    },
    async (request) => ({
      data: await getJudgingOverview(deps, me(request), request.params.id),
    }),
  );

  api.get(
    `${base}/criteria`,
    {
      schema: {
        tags,
        description: `The weighted criteria, in order; locked once a score is submitted. ${read}`,
        params,
        response: data(CriteriaSchema),
      },
    },
    async (request) => ({
      data: await getCriteria(deps, me(request), request.params.id),
    }),
  );

  api.put(
    `${base}/criteria`,
    {
      schema: {
        tags,
        description: `Replaces the whole list (1–10; an \`id\` keeps that criterion). Once any score is submitted: 400 G20100. ${manage}`,
        params,
        body: PutCriteriaSchema,
        response: data(CriteriaSchema),
      },
    },
    async (request) => ({ data: await replaceCriteria(deps, me(request), request.params.id, request.body) }),
  );

  api.get(
    `${base}/judges`,
    {
      schema: {
        tags,
        description: `Approved JUDGE guests, then the host judges, with their loads. ${read}`,
        params,
        response: data(JudgeListSchema),
      },
    },
    async (request) => ({
      data: { items: await listJudges(deps, me(request), request.params.id) },
    }),
  );

  api.post(
    `${base}/host-judges`,
    {
      schema: {
        tags,
        description: `Adds a host-team member as a judge. Not on the host team: 400 G20107; already one: 409 G09032. ${manage}`,
        params,
        body: AddHostJudgeSchema,
        response: { 201: z.object({ data: JudgeListSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: { items: await addHostJudge(deps, me(request), request.params.id, request.body.userId) } }),
  );

  api.delete(
    `${base}/host-judges/:userId`,
    {
      schema: {
        tags,
        description: `Removes a host judge (their submitted scores stay; the next run drops their other assignments). Not one: 404 G04031. ${manage}`,
        params: params.extend({ userId: z.string().max(64) }),
        response: data(JudgeListSchema),
      },
    },
    async (request) => ({ data: { items: await removeHostJudge(deps, me(request), request.params.id, request.params.userId) } }),
  );

  api.get(
    `${base}/conflicts`,
    {
      schema: {
        tags,
        description: `Own-team and declared conflicts of the current judges. ${read}`,
        params,
        response: data(ConflictListSchema),
      },
    },
    async (request) => ({
      data: { items: await listConflicts(deps, me(request), request.params.id) },
    }),
  );

  api.put(
    `${base}/assignment-settings`,
    {
      schema: {
        tags,
        description: `Judges per project (1–10) and whether judges are pooled per track. ${manage}`,
        params,
        body: AssignmentSettingsSchema,
        response: data(AssignmentSettingsSchema),
      },
    },
    async (request) => ({ data: await setAssignmentSettings(deps, me(request), request.params.id, request.body) }),
  );

  api.get(
    `${base}/assignments`,
    {
      schema: {
        tags,
        description: `Each project's judges with their score's state (never its values). ${read}`,
        params,
        response: data(AssignmentListSchema),
      },
    },
    async (request) => ({
      data: await getAssignments(deps, me(request), request.params.id),
    }),
  );

  api.post(
    `${base}/assignments/run`,
    {
      schema: {
        tags,
        description:
          `Runs the assignment: keeps pairs with a submitted score (and drafts of current judges), redistributes the rest among the current judges. ` +
          `No criteria: 400 G20108; published: 400 G20102. ${manage}`,
        params,
        response: data(AssignmentListSchema),
      },
    },
    async (request) => ({ data: await runAssignments(deps, me(request), request.params.id) }),
  );

  api.get(
    `${base}/progress`,
    {
      schema: {
        tags,
        description: `Submitted per judge and per project, and who is late. ${read}`,
        params,
        response: data(JudgingProgressSchema),
      },
    },
    async (request) => ({
      data: await getProgress(deps, me(request), request.params.id),
    }),
  );

  api.get(
    `${base}/results`,
    {
      schema: {
        tags,
        description: `The ranking with every judge's part, before and after publishing. ${manage}`,
        params,
        response: data(HostResultsSchema),
      },
    },
    async (request) => ({
      data: await getHostResults(deps, me(request), request.params.id),
    }),
  );

  api.get(
    `${base}/results.csv`,
    {
      schema: {
        tags,
        description: `\`text/csv\` (UTF-8 with a BOM, CRLF): one line per submitted score, raw and normalised; labels follow Accept-Language; formula cells neutralised. ${manage}`,
        params,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportResultsCsv(deps, me(request), request.params.id, request.locale);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  api.post(
    `${base}/results/publish`,
    {
      schema: {
        tags,
        description: `Closes judging, publishes the results and emails every team member. Before judging opens: 400 G20101; again: 409 G09033. ${manage}`,
        params,
        response: data(HostResultsSchema),
      },
    },
    async (request) => ({ data: await publishResults(deps, me(request), request.params.id) }),
  );

  api.post(
    `${base}/scores/:scoreId/reopen`,
    {
      schema: {
        tags,
        description: `A submitted score back to draft, while judging is open. Unknown or another event's: 404 G04030; not submitted: 400 G20109. ${manage}`,
        params: params.extend({ scoreId: z.string().max(64) }),
        response: data(ReopenedScoreSchema),
      },
    },
    async (request) => ({ data: await reopenScore(deps, me(request), request.params.id, request.params.scoreId) }),
  );
}
