// Opening a community (PRO users, like creating events: others 403 G01019) and its images.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CommunityInfoSchema, CreateCommunitySchema } from '../../../contract/communities.ts';
import { UploadedImageSchema } from '../../../contract/event-views.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requirePro, requireUser } from '../../identity/index.ts';
import { IMAGE_MAX_BYTES, storeImage } from '../../platform/files/image-store.ts';
import { createCommunity } from '../site/communities.service.ts';

const tags = ['community console'];
export const COMMUNITY_IMAGE_UPLOADS_PER_MINUTE = 20;

export async function communityCreateRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/communities',
    {
      preValidation: async (request) => {
        requirePro(request);
      },
      schema: {
        tags,
        description:
          'Opens a community with the caller as its OWNER, and optionally its first join types (each with an empty profile form). PRO only (403 G01019). ' +
          'The handle is its subdomain: 3–30 lowercase letters, digits and hyphens, not reserved; taken: 409 G09022.',
        body: CreateCommunitySchema,
        response: { 201: z.object({ data: CommunityInfoSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createCommunity(deps, requirePro(request).id, request.body) }),
  );

  api.post(
    '/v1/communities/images',
    {
      config: {
        rateLimit: {
          max: COMMUNITY_IMAGE_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags,
        description:
          'multipart/form-data with one `file` and `?kind=favicon|banner`: JPEG, PNG or WebP, up to 30 MB (G00106, G00107). Signed in. Answers the URL for the settings.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: z.enum(['favicon', 'banner'], { error: 'validation.invalid' }) }),
        response: { 200: z.object({ data: UploadedImageSchema }) },
      },
    },
    async (request) => {
      requireUser(request);
      const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      const kind = request.query.kind === 'favicon' ? 'community-favicon' : 'community-banner';
      return { data: await storeImage(deps.env, kind, { stream: file.file, isTruncated: () => file.file.truncated }) };
    },
  );
}
