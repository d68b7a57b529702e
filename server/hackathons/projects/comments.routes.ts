import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommentFormSchema, CommentListQuerySchema, CommentPageSchema, CommentSchema } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { addComment, deleteComment, editComment, listComments } from './comments.service.ts';
import { ACCESS, projectParams, tags } from './projects.routes.ts';

const commentParams = projectParams.extend({ commentId: z.string().max(64) });

export async function commentsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/events/:id/hackathon/projects/:projectId/comments';

  api.get(
    base,
    {
      schema: {
        tags,
        description: `Oldest first. ${ACCESS}`,
        params: projectParams,
        querystring: CommentListQuerySchema,
        response: { 200: z.object({ data: CommentPageSchema }) },
      },
    },
    async (request) => ({
      data: await listComments(deps, requireUser(request).id, request.params.id, request.params.projectId, request.query),
    }),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        description: `Needs my profile card (404 G04004). ${ACCESS}`,
        params: projectParams,
        body: CommentFormSchema,
        response: { 201: z.object({ data: CommentSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addComment(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
      }),
  );

  api.patch(
    `${base}/:commentId`,
    {
      schema: {
        tags,
        description: `Its author only (403 G01019); unknown 404 G04012. ${ACCESS}`,
        params: commentParams,
        body: CommentFormSchema,
        response: { 200: z.object({ data: CommentSchema }) },
      },
    },
    async (request) => ({
      data: await editComment(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.projectId,
        request.params.commentId,
        request.body,
      ),
    }),
  );

  api.delete(
    `${base}/:commentId`,
    {
      schema: {
        tags,
        description: `Its author, or HOST and CO_HOST (others 403 G01019); unknown 404 G04012. ${ACCESS}`,
        params: commentParams,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => {
      await deleteComment(deps, requireUser(request).id, request.params.id, request.params.projectId, request.params.commentId);
      return { data: { id: request.params.commentId } };
    },
  );
}
