import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CommunityEventListQuerySchema,
  CommunityEventPageSchema,
  CreateCommunityEventSchema,
} from '../../../contract/community-people.ts';
import { EventDetailSchema } from '../../../contract/event-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { createCommunityEvent, listEventsOfCommunity, listMyEventsInCommunity } from './community-events.service.ts';
import { MEMBERS_ONLY } from './members.routes.ts';

const id = z.string().max(64);

/** A community's events: its owner and managers create them; who sees which follows their visibility. */
export async function communityEventsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['community events'];

  api.post(
    '/v1/communities/:id/events',
    {
      attachValidation: true,
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        description:
          "Creates a draft event of the community, its creator the event's HOST: the community's OWNER and MANAGERs only (PRO not needed); " +
          'other members 403 G01033, anyone else 404 G04013. Visibility PUBLIC, MEMBER_ONLY or SECRET.',
        params: z.object({ id }),
        body: CreateCommunityEventSchema,
        response: { 201: z.object({ data: EventDetailSchema }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createCommunityEvent(deps, user.id, request.params.id, request.body) });
    },
  );

  api.get(
    '/v1/communities/:id/events',
    {
      schema: {
        tags,
        description:
          "The community's published events: PUBLIC and MEMBER_ONLY ones for its approved members, PUBLIC listed ones for anyone else " +
          '(signed in or not); SECRET never listed; plus the events I am on the host team of. Unknown community 404 G04013.',
        params: z.object({ id }),
        querystring: CommunityEventListQuerySchema,
        response: { 200: z.object({ data: CommunityEventPageSchema }) },
      },
    },
    async (request) => ({ data: await listEventsOfCommunity(deps, request.user?.id ?? null, request.params.id, request.query) }),
  );

  api.get(
    '/v1/communities/:id/me/events',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: {
        tags,
        description: `My events of this community (host team, or a live registration), upcoming or past. ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        querystring: CommunityEventListQuerySchema,
        response: { 200: z.object({ data: CommunityEventPageSchema }) },
      },
    },
    async (request) => ({ data: await listMyEventsInCommunity(deps, requireUser(request).id, request.params.id, request.query) }),
  );
}
