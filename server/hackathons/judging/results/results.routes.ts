import type { FastifyInstance } from 'fastify';
import { getPublishedHackathonResults } from '../../../../contract/endpoints/hackathons/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { route } from '../../../platform/http/route.ts';
import { getPublicResults } from './results.service.ts';

/** GET /v1/events/{id}/hackathon/results: public once published. */
export async function resultsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getPublishedHackathonResults, async (request) => ({
    data: await getPublicResults(deps, request.user?.id ?? null, request.params.id),
  }));
}
