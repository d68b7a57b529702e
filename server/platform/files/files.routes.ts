import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { getStoredImage } from '../../../contract/endpoints/platform/files.ts';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { imageDirectory, isImageKind, STORED_IMAGE_NAME } from './image-store.ts';

/** Stored images, read-only. Names are random and never reused, so a file never changes. */
export async function filesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getStoredImage, async (request, reply) => {
    const { kind, name } = request.params;
    if (!isImageKind(kind) || !STORED_IMAGE_NAME.test(name)) throw new AppError('G04015');
    const file = path.join(imageDirectory(deps.env, kind), name);
    const size = await stat(file).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    );
    if (size === null) throw new AppError('G04015');
    return (
      reply
        .type('image/webp')
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Event covers are fetched by link-preview crawlers and shown on other sites' pages.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(createReadStream(file))
    );
  });
}
