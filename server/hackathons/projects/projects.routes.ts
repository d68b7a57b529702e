import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ProjectDetailSchema,
  ProjectFormSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  UpdateProjectSchema,
} from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { listProjects } from './project-list.service.ts';
import { createProject, deleteProject, getProject, updateProject } from './projects.service.ts';
import { saveProject, unsaveProject } from './saves.service.ts';

export const tags = ['hackathon'];
export const ACCESS =
  'Hackathon access (docs/hackathons.md): the host team and approved guests while the event is a hackathon; anyone else 404 G04002.';
export const eventParams = z.object({ id: z.string().max(64) });
export const projectParams = eventParams.extend({ projectId: z.string().max(64) });
const detail = { 200: z.object({ data: ProjectDetailSchema }) };
/** Projects: the list, the post itself and saving it. */
export async function projectsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/events/:id/hackathon';

  api.get(
    `${base}/projects`,
    {
      schema: {
        tags,
        description: `Tabs ALL, SAVED, MY_PROJECT; filters; search; newest first. ${ACCESS}`,
        params: eventParams,
        querystring: ProjectListQuerySchema,
        response: { 200: z.object({ data: ProjectPageSchema }) },
      },
    },
    async (request) => ({ data: await listProjects(deps, requireUser(request).id, request.params.id, request.query) }),
  );

  api.post(
    `${base}/projects`,
    {
      schema: {
        tags,
        description:
          'Creates a project; the creator becomes its leader. Approved PARTICIPANTs only (403 G20071); on a team already 409 G09008; ' +
          `unknown track 404 G04009, disabled track 400 G20072; missing fields 400 G00100. ${ACCESS}`,
        params: eventParams,
        body: ProjectFormSchema,
        response: { 201: z.object({ data: ProjectDetailSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createProject(deps, requireUser(request).id, request.params.id, request.body) }),
  );

  api.get(
    `${base}/projects/:projectId`,
    {
      schema: {
        tags,
        description: `Another event's or unknown project: 404 G04010. ${ACCESS}`,
        params: projectParams,
        response: detail,
      },
    },
    async (request) => ({
      data: await getProject(deps, requireUser(request).id, request.params.id, request.params.projectId),
    }),
  );

  api.patch(
    `${base}/projects/:projectId`,
    {
      schema: {
        tags,
        description: `Any part, by its team (others 403 G01019); another track 400 G20052. ${ACCESS}`,
        params: projectParams,
        body: UpdateProjectSchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await updateProject(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body),
    }),
  );

  api.delete(
    `${base}/projects/:projectId`,
    {
      schema: {
        tags,
        description: `By its leader (others 403 G01019). ${ACCESS}`,
        params: projectParams,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => {
      await deleteProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
      return { data: { id: request.params.projectId } };
    },
  );

  api.post(
    `${base}/projects/:projectId/saves`,
    {
      schema: {
        tags,
        description: `Saves the project; saved already 409 G09002. ${ACCESS}`,
        params: projectParams,
        response: { 201: z.object({ data: z.object({ saved: z.literal(true) }) }) },
      },
    },
    async (request, reply) => {
      await saveProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
      return reply.code(201).send({ data: { saved: true as const } });
    },
  );

  api.delete(
    `${base}/projects/:projectId/saves`,
    {
      schema: {
        tags,
        description: `Unsaves it; not saved 404 G04016. ${ACCESS}`,
        params: projectParams,
        response: { 200: z.object({ data: z.object({ saved: z.literal(false) }) }) },
      },
    },
    async (request) => {
      await unsaveProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
      return { data: { saved: false as const } };
    },
  );
}
