import type { FastifyInstance } from 'fastify';
import {
  addRegistrationQuestion,
  changeRegistrationQuestion,
  deleteRegistrationQuestion,
  getManagedRegistrationForm,
  moveRegistrationQuestion,
  publishRegistrationForm,
  restoreRegistrationQuestion,
  unpublishRegistrationForm,
} from '../../../contract/endpoints/registrations/forms.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
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

/** /v1/event-managements/{id}/regist-forms and …/regist-questions: the RSVP form builder. */
export async function formBuilderRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getManagedRegistrationForm, async (request) => ({
    data: await getManagedForm(deps, requireUser(request).id, request.params.id),
  }));

  route(app, addRegistrationQuestion, async (request, reply) => {
    const user = requireUser(request);
    const data = await createQuestion(deps, user.id, request.params.id, request.body);
    return reply.code(201).send({ data });
  });

  route(app, changeRegistrationQuestion, async (request) => {
    const user = requireUser(request);
    return { data: await updateQuestion(deps, user.id, request.params.id, request.params.qid, request.body) };
  });

  route(app, deleteRegistrationQuestion, async (request) => ({
    data: await deleteQuestion(deps, requireUser(request).id, request.params.id, request.params.qid),
  }));

  route(app, moveRegistrationQuestion, async (request) => ({
    data: await moveQuestion(deps, requireUser(request).id, request.params.id, request.params.qid, request.body),
  }));

  route(app, restoreRegistrationQuestion, async (request) => ({
    data: await restoreQuestion(deps, requireUser(request).id, request.params.id, request.params.qid),
  }));

  route(app, publishRegistrationForm, async (request) => ({
    data: await publishForm(deps, requireUser(request).id, request.params.id),
  }));

  route(app, unpublishRegistrationForm, async (request) => ({
    data: await unpublishForm(deps, requireUser(request).id, request.params.id),
  }));
}
