import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PublicResultsSchema } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { getPublicResults } from './results.service.ts';

/** GET /v1/events/{id}/hackathon/results: public once published. */
export async function resultsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/events/:id/hackathon/results',
    {
      schema: {
        tags: ['hackathon judging (public)'],
        description:
          'The published ranking, overall and per track (no judge, no score of one judge). Anyone who can see the event, signed in or not; ' +
          'before publishing 404 G04032; an event they cannot see, or not a hackathon, 404 G04002.',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: z.object({ data: PublicResultsSchema }) },
      },
    },
    async (request) => ({ data: await getPublicResults(deps, request.user?.id ?? null, request.params.id) }),
  );
}
