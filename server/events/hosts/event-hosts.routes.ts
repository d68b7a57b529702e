import type { FastifyInstance } from 'fastify';
import { addEventHost, changeEventHostRole, listEventHosts, removeEventHost } from '../../../contract/endpoints/events/hosts.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { addHost, changeHostRole, listHosts, removeHost } from './event-hosts.service.ts';

/** The host team of an event. Every change answers the whole team. */
export async function eventHostsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listEventHosts, async (request) => ({
    data: await listHosts(deps, requireUser(request).id, request.params.id),
  }));

  route(app, addEventHost, async (request, reply) =>
    reply.code(201).send({ data: await addHost(deps, requireUser(request).id, request.params.id, request.body) }),
  );

  route(app, changeEventHostRole, async (request) => ({
    data: await changeHostRole(deps, requireUser(request).id, request.params.id, request.params.userId, request.body.role),
  }));

  route(app, removeEventHost, async (request) => ({
    data: await removeHost(deps, requireUser(request).id, request.params.id, request.params.userId),
  }));
}
