import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '../../../contract/endpoints/people/community-events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { createCommunityEvent, listEventsOfCommunity, listMyEventsInCommunity } from './community-events.service.ts';

/** Who first: a signed-out caller learns nothing from validating what they may not send. */
const signedInFirst = {
  preValidation: async (request: FastifyRequest) => {
    requireUser(request);
  },
};

/** A community's events: its owner and managers create them; who sees which follows their visibility. */
export async function communityEventsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    endpoints.createCommunityEvent,
    async (request, reply) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createCommunityEvent(deps, user.id, request.params.id, request.body) });
    },
    { attachValidation: true, ...signedInFirst },
  );

  route(app, endpoints.listCommunityEvents, async (request) => ({
    data: await listEventsOfCommunity(deps, request.user?.id ?? null, request.params.id, request.query),
  }));

  route(
    app,
    endpoints.listMyCommunityEvents,
    async (request) => ({ data: await listMyEventsInCommunity(deps, requireUser(request).id, request.params.id, request.query) }),
    signedInFirst,
  );
}
