import type { FastifyInstance } from 'fastify';
import { getMyProAccessRequest, requestProAccess } from '../../../contract/endpoints/identity/pro-access.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../sessions/guard.ts';
import * as proAccess from './pro-access.service.ts';

export async function proAccessRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, requestProAccess, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send({ data: await proAccess.requestProAccess(deps, user.id, request.body) });
  });

  route(app, getMyProAccessRequest, async (request) => {
    const user = requireUser(request);
    return { data: await proAccess.getLatestProAccessRequest(deps.db, user.id) };
  });
}
