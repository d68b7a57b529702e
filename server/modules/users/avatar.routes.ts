import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../../contract/i18n/translate.ts';
import { UserSchema } from '../../../contract/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../auth/guard.ts';
import { AVATAR_MAX_BYTES, AVATAR_NAME, avatarDirectory, uploadAvatar } from './avatar.service.ts';
import { toUser } from './user-dto.ts';

const LIMIT_LABEL = `${AVATAR_MAX_BYTES / 1024 / 1024}MB`;

export async function avatarRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/users/avatars',
    {
      schema: {
        tags: ['users'],
        description: 'multipart/form-data with one `file`: a JPEG or PNG up to 30 MB. Stored as webp; returns the user.',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: UserSchema }) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
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

  api.get(
    '/v1/files/avatars/:name',
    { schema: { tags: ['users'], params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!AVATAR_NAME.test(name)) throw new AppError('G04015');
      const file = path.join(avatarDirectory(deps.env), name);
      const size = await stat(file).then((s) => s.size, () => null);
      if (size === null) throw new AppError('G04015');
      // Names are random and never reused, so the content never changes.
      return reply
        .type('image/webp')
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
}
