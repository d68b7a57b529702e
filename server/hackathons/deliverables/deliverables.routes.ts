import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeliverableSchema, hackathonLimits } from '../../../contract/hackathons.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireUser } from '../../identity/index.ts';
import { attachmentHeader } from '../../platform/files/checked-file.ts';
import { openDeliverable, removeDeliverable, requireSubmitter, uploadDeliverable } from './deliverables.service.ts';
import { ACCESS, projectParams, tags } from '../projects/projects.routes.ts';

const deliverableParams = projectParams.extend({ deliverableId: z.string().max(64) });
const UPLOADS_PER_MINUTE = 20;

export async function deliverablesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/events/:id/hackathon/projects/:projectId/deliverables';

  api.post(
    base,
    {
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        description:
          'multipart/form-data with one `file`: jpg, jpeg, png or pdf, the name and the content agreeing (G00106 otherwise), up to 30 MB ' +
          '(G00107), at most 10 per project (G20074). Team members only (403 G01019); at or after the submission deadline 400 G20062. ' +
          ACCESS,
        consumes: ['multipart/form-data'],
        params: projectParams,
        response: { 201: z.object({ data: DeliverableSchema }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const target = await requireSubmitter(deps, user.id, request.params.id, request.params.projectId);
      const file = await request.file({ limits: { fileSize: hackathonLimits.deliverableBytes, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      const stored = await uploadDeliverable(deps, user.id, target, {
        stream: file.file,
        filename: file.filename,
        isTruncated: () => file.file.truncated,
      });
      return reply.code(201).send({ data: stored });
    },
  );

  api.get(
    `${base}/:deliverableId`,
    {
      schema: {
        tags,
        description: `The file, to anyone at the hackathon; unknown 404 G04015. ${ACCESS}`,
        params: deliverableParams,
      },
    },
    async (request, reply) => {
      const file = await openDeliverable(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.projectId,
        request.params.deliverableId,
      );
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream());
    },
  );

  api.delete(
    `${base}/:deliverableId`,
    {
      schema: {
        tags,
        description: `Team members only (403 G01019), before the deadline (G20062); unknown 404 G04015. ${ACCESS}`,
        params: deliverableParams,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => {
      await removeDeliverable(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.projectId,
        request.params.deliverableId,
      );
      return { data: { id: request.params.deliverableId } };
    },
  );
}
