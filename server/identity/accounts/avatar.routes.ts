import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadMyAvatar } from '../../../contract/endpoints/identity/accounts.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import { AVATAR_UPLOADS_PER_MINUTE } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../sessions/guard.ts';
import { IMAGE_MAX_BYTES } from '../../platform/files/image-store.ts';
import { uploadAvatar } from './avatar.service.ts';
import { toUser } from './user-dto.ts';

const LIMIT_LABEL = `${IMAGE_MAX_BYTES / 1024 / 1024}MB`;

export async function avatarRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    uploadMyAvatar,
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
    {
      config: {
        rateLimit: {
          max: AVATAR_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
    },
  );
}
