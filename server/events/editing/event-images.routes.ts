import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UploadedImageSchema } from '../../../contract/event-views.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireUser } from '../../identity/index.ts';
import { IMAGE_MAX_BYTES, storeImage, type ImageKind } from '../../platform/files/image-store.ts';

const LIMIT_LABEL = `${IMAGE_MAX_BYTES / 1024 / 1024}MB`;
/** Per signed-in user (else per address): enough for an editor session, not for filling the disk. */
export const IMAGE_UPLOADS_PER_MINUTE = 20;

const rateLimit = {
  max: IMAGE_UPLOADS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};

/**
 * Cover and description images, for any signed-in user: the editor uploads before the event
 * exists, and co-hosts need not be PRO. The answer is the URL to put in the form.
 */
export async function eventImagesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const upload = (kind: ImageKind) => async (request: FastifyRequest) => {
    requireUser(request);
    const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
    try {
      return { data: await storeImage(deps.env, kind, { stream: file.file, isTruncated: () => file.file.truncated }) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'G00107') {
        throw new AppError('G00107', {
          fields: { file: translate(request.locale, 'errors.photoUploadLimit', { limit: LIMIT_LABEL }) },
        });
      }
      throw error;
    }
  };

  for (const [path, kind] of [
    ['/v1/events/cover-image', 'cover'],
    ['/v1/events/description-image', 'description'],
  ] as const) {
    api.post(
      path,
      {
        config: { rateLimit },
        schema: {
          tags: ['events'],
          description:
            'multipart/form-data with one `file`: JPEG, PNG or WebP by content, up to 30 MB (G00106 other formats, G00107 too large). ' +
            `Stored as webp; answers its URL. Signed-in users; ${IMAGE_UPLOADS_PER_MINUTE} per minute (429 G00104).`,
          consumes: ['multipart/form-data'],
          response: { 200: z.object({ data: UploadedImageSchema }) },
        },
      },
      upload(kind),
    );
  }
}
