import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateQuestionSchema,
  ManagedFormSchema,
  MoveQuestionSchema,
  QuestionSchema,
  UpdateQuestionSchema,
} from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import {
  createQuestion,
  deleteQuestion,
  getManagedForm,
  moveQuestion,
  publishForm,
  restoreQuestion,
  unpublishForm,
  updateQuestion,
} from './form-builder.service.ts';

const tags = ['registration form'];
const params = z.object({ id: z.string().max(64) });
const questionParams = params.extend({ qid: z.string().max(64) });
const form = { 200: z.object({ data: ManagedFormSchema }) };
const question = { 200: z.object({ data: QuestionSchema }) };
const access = 'Sign-in required (401). Outside the host team: 404 G04002; STAFF: 403 G01019.';
const edit = `HOST, CO_HOST. ${access}`;

/** /v1/event-managements/{id}/regist-forms and …/regist-questions: the RSVP form builder. */
export async function formBuilderRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/event-managements/:id';

  api.get(
    `${base}/regist-forms`,
    {
      schema: {
        tags,
        description: `The form with every question in order, and the deleted ones. HOST, CO_HOST, STAFF. ${access}`,
        params,
        response: form,
      },
    },
    async (request) => ({ data: await getManagedForm(deps, requireUser(request).id, request.params.id) }),
  );

  api.post(
    `${base}/regist-questions`,
    {
      schema: {
        tags,
        description:
          'Adds a question at the end, or right after `afterId`. Choices need at least one option (G20041); terms need a title and ' +
          `their content or URL (G20042); a profile kind already on the form is 409 G20045. ${edit}`,
        params,
        body: CreateQuestionSchema,
        response: { 201: z.object({ data: QuestionSchema }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await createQuestion(deps, user.id, request.params.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  api.patch(
    `${base}/regist-questions/:qid`,
    {
      schema: {
        tags,
        description:
          'Changes any field but the kind (G20040). Choices sent with their `id` keep it; answers already given keep their own copy of ' +
          `the question, so they read the same afterwards. Deleted or unknown: 404 G04008. ${edit}`,
        params: questionParams,
        body: UpdateQuestionSchema,
        response: question,
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { data: await updateQuestion(deps, user.id, request.params.id, request.params.qid, request.body) };
    },
  );

  api.delete(
    `${base}/regist-questions/:qid`,
    {
      schema: {
        tags,
        description: `Deletes the question (restorable; answers are kept). ${edit}`,
        params: questionParams,
        response: question,
      },
    },
    async (request) => ({ data: await deleteQuestion(deps, requireUser(request).id, request.params.id, request.params.qid) }),
  );

  api.post(
    `${base}/regist-questions/:qid/move`,
    {
      schema: {
        tags,
        description:
          '`beforeId`: the question that will come right before it (null: it goes first); `afterId`: the one right after (null: last). ' +
          `Neighbours that are not live questions of the form, or out of order (the form changed meanwhile): G20043. Answers the form. ${edit}`,
        params: questionParams,
        body: MoveQuestionSchema,
        response: form,
      },
    },
    async (request) => ({
      data: await moveQuestion(deps, requireUser(request).id, request.params.id, request.params.qid, request.body),
    }),
  );

  api.post(
    `${base}/regist-questions/:qid/restore`,
    {
      schema: {
        tags,
        description: `Brings a deleted question back where it was. Not deleted: G20044; its profile kind is on the form again: 409 G20045. ${edit}`,
        params: questionParams,
        response: question,
      },
    },
    async (request) => ({ data: await restoreQuestion(deps, requireUser(request).id, request.params.id, request.params.qid) }),
  );

  api.post(
    `${base}/regist-forms/publish`,
    {
      schema: {
        tags,
        description: `Opens registration. Needs at least one asked question (G20046). ${edit}`,
        params,
        response: form,
      },
    },
    async (request) => ({ data: await publishForm(deps, requireUser(request).id, request.params.id) }),
  );

  api.post(
    `${base}/regist-forms/unpublish`,
    { schema: { tags, description: `Closes registration (registering answers G20002). ${edit}`, params, response: form } },
    async (request) => ({ data: await unpublishForm(deps, requireUser(request).id, request.params.id) }),
  );
}
