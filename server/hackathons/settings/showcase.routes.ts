import type { FastifyInstance } from 'fastify';
import { getHackathonShowcase } from '../../../contract/endpoints/hackathons/settings.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { getHackathonShowcase as showcaseFor } from './showcase.service.ts';

/** GET /v1/events/{id}/hackathon/showcase: public, like the event page it belongs to. */
export async function showcaseRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getHackathonShowcase, async (request) => ({
    data: await showcaseFor(deps, request.user?.id ?? null, request.params.id),
  }));
}
