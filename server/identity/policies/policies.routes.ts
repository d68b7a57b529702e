import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PolicySchema } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { privacy } from './privacy.ts';
import { terms } from './terms.ts';

/** The terms and the privacy policy, in both languages (shown at sign-up). */
export async function policiesRoutes(app: FastifyInstance, _deps: AppDeps) {
  app.get(
    '/v1/policies',
    { schema: { tags: ['users'], response: { 200: z.object({ data: z.object({ items: z.array(PolicySchema) }) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: { items: [terms, privacy] } };
    },
  );
}
