import type { FastifyInstance } from 'fastify';
import {
  addProjectComment,
  deleteProjectComment,
  editProjectComment,
  listProjectComments,
} from '../../../contract/endpoints/hackathons/projects.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { addComment, deleteComment, editComment, listComments } from './comments.service.ts';

/** A project's comments. */
export async function commentsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listProjectComments, async (request) => ({
    data: await listComments(deps, requireUser(request).id, request.params.id, request.params.projectId, request.query),
  }));

  route(app, addProjectComment, async (request, reply) =>
    reply.code(201).send({
      data: await addComment(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
    }),
  );

  route(app, editProjectComment, async (request) => ({
    data: await editComment(
      deps,
      requireUser(request).id,
      request.params.id,
      request.params.projectId,
      request.params.commentId,
      request.body,
    ),
  }));

  route(app, deleteProjectComment, async (request) => {
    await deleteComment(deps, requireUser(request).id, request.params.id, request.params.projectId, request.params.commentId);
    return { data: { id: request.params.commentId } };
  });
}
