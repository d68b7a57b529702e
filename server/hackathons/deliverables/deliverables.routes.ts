import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deleteProjectDeliverable,
  downloadProjectDeliverable,
  uploadProjectDeliverable,
} from '../../../contract/endpoints/hackathons/deliverables.ts';
import { hackathonLimits } from '../../../contract/hackathons.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { attachmentHeader } from '../../platform/files/checked-file.ts';
import { openDeliverable, removeDeliverable, requireSubmitter, uploadDeliverable } from './deliverables.service.ts';

const UPLOADS_PER_MINUTE = 20;

/** A project's deliverables: handed in, read and removed. */
export async function deliverablesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    uploadProjectDeliverable,
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
    {
      config: {
        rateLimit: {
          max: UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
    },
  );

  route(app, downloadProjectDeliverable, async (request, reply) => {
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
      .send(file.stream);
  });

  route(app, deleteProjectDeliverable, async (request) => {
    await removeDeliverable(
      deps,
      requireUser(request).id,
      request.params.id,
      request.params.projectId,
      request.params.deliverableId,
    );
    return { data: { id: request.params.deliverableId } };
  });
}
