import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PolicySchema } from '../../../contract/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { privacy } from './policies/privacy.ts';
import { terms } from './policies/terms.ts';

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
