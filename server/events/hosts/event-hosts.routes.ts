import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HostTeamMemberSchema } from '../../../contract/event-views.ts';
import { AddHostSchema, ChangeHostRoleSchema } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { addHost, changeHostRole, listHosts, removeHost } from './event-hosts.service.ts';

const tags = ['event management'];
const team = { 200: z.object({ data: z.array(HostTeamMemberSchema) }) };
const params = z.object({ id: z.string().max(64) });
const memberParams = params.extend({ userId: z.string().max(64) });
const rules =
  'Outside the host team: 404 G04002. Only the owner (HOST) manages the team: G20033. The owner can be neither removed nor changed (G20027) ' +
  'nor granted (G20028); nobody removes themselves (G20029); a user not on the team: G20030; a role other than CO_HOST or STAFF: G20032.';

/** The host team of an event. Every change answers the whole team. */
export async function eventHostsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/event-managements/:id/hosts';

  api.get(base, { schema: { tags, description: 'HOST, CO_HOST, STAFF.', params, response: team } }, async (request) => ({
    data: await listHosts(deps, requireUser(request).id, request.params.id),
  }));

  api.post(
    base,
    {
      schema: {
        tags,
        description: `Adds a user by the email of their account (unknown: 404 G04001; already on the team: 409 G20031); they are emailed. ${rules}`,
        params,
        body: AddHostSchema,
        response: { 201: team[200] },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await addHost(deps, requireUser(request).id, request.params.id, request.body) }),
  );

  api.patch(
    `${base}/:userId`,
    {
      schema: {
        tags,
        description: `Changes a co-host or staff member's role. ${rules}`,
        params: memberParams,
        body: ChangeHostRoleSchema,
        response: team,
      },
    },
    async (request) => ({
      data: await changeHostRole(deps, requireUser(request).id, request.params.id, request.params.userId, request.body.role),
    }),
  );

  api.delete(
    `${base}/:userId`,
    { schema: { tags, description: `Removes a co-host or staff member. ${rules}`, params: memberParams, response: team } },
    async (request) => ({ data: await removeHost(deps, requireUser(request).id, request.params.id, request.params.userId) }),
  );
}
