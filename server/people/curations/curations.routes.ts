import type { FastifyInstance } from 'fastify';
import {
  createCommunityCuration,
  deleteCommunityCuration,
  listCommunityCurations,
  updateCommunityCuration,
} from '../../../contract/endpoints/people/curations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { createCuration, deleteCuration, listCurations, updateCuration } from './curations.service.ts';

/** Curated lists of members: members read them, the owner and managers write them. */
export async function curationsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listCommunityCurations, async (request) => ({
    data: await listCurations(deps, requireUser(request).id, request.params.id),
  }));

  route(
    app,
    createCommunityCuration,
    async (request, reply) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createCuration(deps, user.id, request.params.id, request.body) });
    },
    { attachValidation: true },
  );

  route(
    app,
    updateCommunityCuration,
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateCuration(deps, user.id, request.params.id, request.params.curationId, request.body) };
    },
    { attachValidation: true },
  );

  route(app, deleteCommunityCuration, async (request) => {
    await deleteCuration(deps, requireUser(request).id, request.params.id, request.params.curationId);
    return { data: { deleted: true } };
  });
}
