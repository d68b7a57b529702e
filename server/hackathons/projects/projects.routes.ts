import type { FastifyInstance } from 'fastify';
import {
  createHackathonProject,
  deleteHackathonProject,
  getHackathonProject,
  listHackathonProjects,
  saveHackathonProject,
  unsaveHackathonProject,
  updateHackathonProject,
} from '../../../contract/endpoints/hackathons/projects.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { listProjects } from './project-list.service.ts';
import { createProject, deleteProject, getProject, updateProject } from './projects.service.ts';
import { saveProject, unsaveProject } from './saves.service.ts';

/** Projects: the list, the post itself and saving it. */
export async function projectsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listHackathonProjects, async (request) => ({
    data: await listProjects(deps, requireUser(request).id, request.params.id, request.query),
  }));

  route(app, createHackathonProject, async (request, reply) =>
    reply.code(201).send({ data: await createProject(deps, requireUser(request).id, request.params.id, request.body) }),
  );

  route(app, getHackathonProject, async (request) => ({
    data: await getProject(deps, requireUser(request).id, request.params.id, request.params.projectId),
  }));

  route(app, updateHackathonProject, async (request) => ({
    data: await updateProject(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
  }));

  route(app, deleteHackathonProject, async (request) => {
    await deleteProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
    return { data: { id: request.params.projectId } };
  });

  route(app, saveHackathonProject, async (request, reply) => {
    await saveProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
    return reply.code(201).send({ data: { saved: true as const } });
  });

  route(app, unsaveHackathonProject, async (request) => {
    await unsaveProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
    return { data: { saved: false as const } };
  });
}
