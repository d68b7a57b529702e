import type { FastifyInstance } from 'fastify';
import {
  addProjectMember,
  leaveHackathonProject,
  promoteProjectLeader,
  removeProjectMember,
} from '../../../contract/endpoints/hackathons/teams.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { addMember, leaveProject, promoteLeader, removeMember } from './team.service.ts';

/** A project's team: adding, removing, handing over the lead, leaving. */
export async function teamRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, addProjectMember, async (request, reply) =>
    reply.code(201).send({
      data: await addMember(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
    }),
  );

  route(app, removeProjectMember, async (request) => ({
    data: await removeMember(deps, requireUser(request).id, request.params.id, request.params.projectId, request.params.userId),
  }));

  route(app, promoteProjectLeader, async (request) => ({
    data: await promoteLeader(deps, requireUser(request).id, request.params.id, request.params.projectId, request.params.userId),
  }));

  route(app, leaveHackathonProject, async (request) => ({
    data: await leaveProject(deps, requireUser(request).id, request.params.id, request.params.projectId),
  }));
}
