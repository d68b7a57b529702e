import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddMemberSchema, ProjectMemberSchema } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { ACCESS, projectParams, tags } from '../projects/projects.routes.ts';
import { addMember, leaveProject, promoteLeader, removeMember } from './team.service.ts';

const memberParams = projectParams.extend({ userId: z.string().max(64) });
const members = { 200: z.object({ data: z.array(ProjectMemberSchema) }) };

/** A project's team: adding, removing, handing over the lead, leaving. */
export async function teamRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/events/:id/hackathon/projects/:projectId';

  api.post(
    `${base}/members`,
    {
      schema: {
        tags,
        description:
          'The leader adds a person by `userId` or `handle` (others 403 G01019). Not an approved PARTICIPANT: 400 G20070; on a team ' +
          `already: 409 G09010; the team full (10): 400 G20073. ${ACCESS}`,
        params: projectParams,
        body: AddMemberSchema,
        response: { 201: z.object({ data: z.array(ProjectMemberSchema) }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addMember(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
      }),
  );

  api.delete(
    `${base}/members/:userId`,
    {
      schema: {
        tags,
        description: `The leader removes a member (others 403 G01019; not a member 404 G04011; themselves 400 G20061). ${ACCESS}`,
        params: memberParams,
        response: members,
      },
    },
    async (request) => ({
      data: await removeMember(deps, requireUser(request).id, request.params.id, request.params.projectId, request.params.userId),
    }),
  );

  api.post(
    `${base}/members/:userId/leader`,
    {
      schema: {
        tags,
        description: `The leader hands the lead to a member and stays as a member (others 403 G01019; not a member 404 G04011). ${ACCESS}`,
        params: memberParams,
        response: members,
      },
    },
    async (request) => ({
      data: await promoteLeader(
        deps,
        requireUser(request).id,
        request.params.id,
        request.params.projectId,
        request.params.userId,
      ),
    }),
  );

  api.post(
    `${base}/leave`,
    {
      schema: {
        tags,
        description: `I leave the team (not on it: 404 G04011). The leader only as the last one (else 400 G20061); the last one to leave deletes the project. ${ACCESS}`,
        params: projectParams,
        response: { 200: z.object({ data: z.object({ projectDeleted: z.boolean() }) }) },
      },
    },
    async (request) => ({ data: await leaveProject(deps, requireUser(request).id, request.params.id, request.params.projectId) }),
  );
}
