import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurationFormSchema, CurationSchema, UpdateCurationSchema } from '../../../contract/community-people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { createCuration, deleteCuration, listCurations, updateCuration } from './curations.service.ts';
import { MEMBERS_ONLY } from '../community/members.routes.ts';

const id = z.string().max(64);
const CONSOLE = 'The OWNER and MANAGERs only: other members 403 G01033, anyone else 404 G04013.';

/** Curated lists of members: members read them, the owner and managers write them. */
export async function curationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['community members'];
  const One = z.object({ data: CurationSchema });

  api.get(
    '/v1/communities/:id/members/curations',
    {
      schema: {
        tags,
        description: `The community's curations, newest first, each with its members in order. ${MEMBERS_ONLY}`,
        params: z.object({ id }),
        response: { 200: z.object({ data: z.array(CurationSchema) }) },
      },
    },
    async (request) => ({ data: await listCurations(deps, requireUser(request).id, request.params.id) }),
  );

  api.post(
    '/v1/communities/:id/members/curations',
    {
      attachValidation: true,
      schema: {
        tags,
        description: `Publishes a curation; a member id not of an approved member 400 G20225. ${CONSOLE}`,
        params: z.object({ id }),
        body: CurationFormSchema,
        response: { 201: One },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createCuration(deps, user.id, request.params.id, request.body) });
    },
  );

  api.patch(
    '/v1/communities/:id/members/curations/:curationId',
    {
      attachValidation: true,
      schema: {
        tags,
        description: `Changes any part of a curation; not this community's 404 G04027. ${CONSOLE}`,
        params: z.object({ id, curationId: id }),
        body: UpdateCurationSchema,
        response: { 200: One },
      },
    },
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateCuration(deps, user.id, request.params.id, request.params.curationId, request.body) };
    },
  );

  api.delete(
    '/v1/communities/:id/members/curations/:curationId',
    {
      schema: {
        tags,
        description: `Deletes a curation; not this community's 404 G04027. ${CONSOLE}`,
        params: z.object({ id, curationId: id }),
        response: { 200: z.object({ data: z.object({ deleted: z.boolean() }) }) },
      },
    },
    async (request) => {
      await deleteCuration(deps, requireUser(request).id, request.params.id, request.params.curationId);
      return { data: { deleted: true } };
    },
  );
}
