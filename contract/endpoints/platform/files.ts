import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';

/** A stored image, read-only; its name never changes meaning, so it is cached for good. */
export const getStoredImage = endpoint({
  method: 'GET',
  path: '/v1/files/:kind/:name',
  params: z.object({ kind: z.string().max(32), name: z.string().max(80) }),
  responses: {},
  errors: ['G04015'],
  tags: ['files'],
  description: 'An uploaded image (image/webp).',
  produces: ['image/webp'],
});
