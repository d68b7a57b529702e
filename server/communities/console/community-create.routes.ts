// Opening a community (PRO users, like creating events: others 403 G01019) and its images.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCommunity, uploadCommunityImage } from '../../../contract/endpoints/communities/create.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requirePro, requireUser } from '../../identity/index.ts';
import { IMAGE_MAX_BYTES, storeImage } from '../../platform/files/image-store.ts';
import { createCommunity as create } from '../site/communities.service.ts';

export const COMMUNITY_IMAGE_UPLOADS_PER_MINUTE = 20;

export async function communityCreateRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    createCommunity,
    async (request, reply) => reply.code(201).send({ data: await create(deps, requirePro(request).id, request.body) }),
    {
      preValidation: async (request) => {
        requirePro(request);
      },
    },
  );

  route(
    app,
    uploadCommunityImage,
    async (request) => {
      requireUser(request);
      const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      const kind = request.query.kind === 'favicon' ? 'community-favicon' : 'community-banner';
      return { data: await storeImage(deps, kind, { stream: file.file, isTruncated: () => file.file.truncated }) };
    },
    {
      config: {
        rateLimit: {
          max: COMMUNITY_IMAGE_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
    },
  );
}
