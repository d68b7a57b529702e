import type { FastifyInstance } from 'fastify';
import { getStoredImage } from '../../../contract/endpoints/platform/files.ts';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { isImageKind, STORED_IMAGE_NAME } from './image-store.ts';

/** Stored images, read-only. Names are random and never reused, so a file never changes. */
export async function filesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getStoredImage, async (request, reply) => {
    const { kind, name } = request.params;
    if (!isImageKind(kind) || !STORED_IMAGE_NAME.test(name)) throw new AppError('G04015');
    const file = await deps.files.open(`${kind}/${name}`);
    if (!file) throw new AppError('G04015');
    return (
      reply
        .type('image/webp')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Event covers are fetched by link-preview crawlers and shown on other sites' pages.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(file.stream)
    );
  });
}
