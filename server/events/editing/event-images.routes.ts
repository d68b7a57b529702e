import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadEventCoverImage, uploadEventDescriptionImage } from '../../../contract/endpoints/events/images.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { IMAGE_MAX_BYTES, storeImage, type ImageKind } from '../../platform/files/image-store.ts';

const LIMIT_LABEL = `${IMAGE_MAX_BYTES / 1024 / 1024}MB`;
/**
 * Per signed-in user (else per address): enough for an editor session, not for filling the disk.
 * The endpoints' description (contract/endpoints/events/images.ts) says the same number.
 */
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
  const upload = (kind: ImageKind) => async (request: FastifyRequest) => {
    requireUser(request);
    const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
    try {
      return { data: await storeImage(deps, kind, { stream: file.file, isTruncated: () => file.file.truncated }) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'G00107') {
        throw new AppError('G00107', {
          fields: { file: translate(request.locale, 'errors.photoUploadLimit', { limit: LIMIT_LABEL }) },
        });
      }
      throw error;
    }
  };

  route(app, uploadEventCoverImage, upload('cover'), { config: { rateLimit } });
  route(app, uploadEventDescriptionImage, upload('description'), { config: { rateLimit } });
}
