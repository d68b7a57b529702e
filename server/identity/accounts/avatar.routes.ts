import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../contract/i18n/translate.ts';
import { UserSchema } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireUser } from '../sessions/guard.ts';
import { IMAGE_MAX_BYTES } from '../../platform/files/image-store.ts';
import { uploadAvatar } from './avatar.service.ts';
import { toUser } from './user-dto.ts';

const LIMIT_LABEL = `${IMAGE_MAX_BYTES / 1024 / 1024}MB`;
/** Each upload is decoded and re-encoded: per person (or address), not unlimited. */
export const AVATAR_UPLOADS_PER_MINUTE = 10;

export async function avatarRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/users/avatars',
    {
      config: {
        rateLimit: {
          max: AVATAR_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags: ['users'],
        description: `multipart/form-data with one \`file\`: a JPEG or PNG up to 30 MB. Stored as webp; returns the user. ${AVATAR_UPLOADS_PER_MINUTE} per minute (429 G00104).`,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: UserSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      try {
        const updated = await uploadAvatar(deps, user.id, { stream: file.file, isTruncated: () => file.file.truncated });
        return { data: toUser(updated) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'G00107') {
          const message = translate(request.locale, 'errors.photoUploadLimit', { limit: LIMIT_LABEL });
          throw new AppError('G00107', { fields: { file: message } });
        }
        throw error;
      }
    },
  );
}
