import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UploadedImageSchema } from '../../../contract/event-views.ts';
import {
  AnnouncementPageSchema,
  AnnouncementQuerySchema,
  HackathonOverviewSchema,
  ProjectDetailSchema,
  ProjectFormSchema,
  ProjectListQuerySchema,
  ProjectPageSchema,
  TeamRecommendationsQuerySchema,
  TeamRecommendationsSchema,
  UpdateProjectSchema,
} from '../../../contract/hackathons.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/errors.ts';
import { requireUser } from '../auth/guard.ts';
import { IMAGE_MAX_BYTES, storeImage } from '../files/image-store.ts';
import { listAnnouncements } from './announcements.ts';
import { enterHackathon } from './hackathon-access.ts';
import { getHackathonOverview } from './overview.service.ts';
import { listProjects } from './project-list.service.ts';
import { createProject, deleteProject, getProject, updateProject } from './projects.service.ts';
import { saveProject, unsaveProject } from './saves.service.ts';
import { recommendForTeams } from './team-recommendations.service.ts';

export const tags = ['hackathon'];
export const ACCESS =
  'Hackathon access (docs/hackathons.md): the host team and approved guests while the event is a hackathon; anyone else 404 G04002.';
export const eventParams = z.object({ id: z.string().max(64) });
export const projectParams = eventParams.extend({ projectId: z.string().max(64) });
const detail = { 200: z.object({ data: ProjectDetailSchema }) };
const THUMBNAILS_PER_MINUTE = 20;

/** The participant side: the overview, projects, saves, announcements and For You. */
export async function projectsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/events/:id/hackathon';

  api.get(base, { schema: { tags, description: `Deadline, open tracks, and the viewer's role, participation type and project. ${ACCESS}`, params: eventParams, response: { 200: z.object({ data: HackathonOverviewSchema }) } } }, async (request) => ({
    data: await getHackathonOverview(deps, requireUser(request).id, request.params.id),
  }));

  api.get(
    `${base}/projects`,
    { schema: { tags, description: `Tabs ALL, SAVED, MY_PROJECT; filters; search; newest first. ${ACCESS}`, params: eventParams, querystring: ProjectListQuerySchema, response: { 200: z.object({ data: ProjectPageSchema }) } } },
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
    async (request, reply) => reply.code(201).send({ data: await createProject(deps, requireUser(request).id, request.params.id, request.body) }),
  );

  api.get(`${base}/projects/:projectId`, { schema: { tags, description: `Another event's or unknown project: 404 G04010. ${ACCESS}`, params: projectParams, response: detail } }, async (request) => ({
    data: await getProject(deps, requireUser(request).id, request.params.id, request.params.projectId),
  }));

  api.patch(
    `${base}/projects/:projectId`,
    { schema: { tags, description: `Any part, by its team (others 403 G01019); another track 400 G20052. ${ACCESS}`, params: projectParams, body: UpdateProjectSchema, response: detail } },
    async (request) => ({ data: await updateProject(deps, requireUser(request).id, request.params.id, request.params.projectId, request.body) }),
  );

  api.delete(
    `${base}/projects/:projectId`,
    { schema: { tags, description: `By its leader (others 403 G01019). ${ACCESS}`, params: projectParams, response: { 200: z.object({ data: z.object({ id: z.string() }) }) } } },
    async (request) => {
      await deleteProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
      return { data: { id: request.params.projectId } };
    },
  );

  api.post(
    `${base}/projects/:projectId/saves`,
    { schema: { tags, description: `Saves the project; saved already 409 G09002. ${ACCESS}`, params: projectParams, response: { 201: z.object({ data: z.object({ saved: z.literal(true) }) }) } } },
    async (request, reply) => {
      await saveProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
      return reply.code(201).send({ data: { saved: true as const } });
    },
  );

  api.delete(
    `${base}/projects/:projectId/saves`,
    { schema: { tags, description: `Unsaves it; not saved 404 G04016. ${ACCESS}`, params: projectParams, response: { 200: z.object({ data: z.object({ saved: z.literal(false) }) }) } } },
    async (request) => {
      await unsaveProject(deps, requireUser(request).id, request.params.id, request.params.projectId);
      return { data: { saved: false as const } };
    },
  );

  api.get(
    `${base}/announcements`,
    { schema: { tags, description: `Team-finding news (FC01001–FC02004), newest first, with the text in both languages. ${ACCESS}`, params: eventParams, querystring: AnnouncementQuerySchema, response: { 200: z.object({ data: AnnouncementPageSchema }) } } },
    async (request) => {
      const entry = await enterHackathon(deps.db, request.params.id, requireUser(request).id);
      return { data: await listAnnouncements(deps.db, entry.event.id, request.query) };
    },
  );

  api.get(
    `${base}/recommendations`,
    {
      schema: {
        tags,
        description: `For You for teams: on a team, PARTICIPANTS without a team who fit it; otherwise PROJECTS still recruiting that fit me (needs my card: 404 G04004). ${ACCESS}`,
        params: eventParams,
        querystring: TeamRecommendationsQuerySchema,
        response: { 200: z.object({ data: TeamRecommendationsSchema }) },
      },
    },
    async (request) => ({ data: await recommendForTeams(deps, requireUser(request).id, request.params.id, request.query.take) }),
  );

  api.post(
    '/v1/events/project-thumbnail',
    {
      config: { rateLimit: { max: THUMBNAILS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip } },
      schema: {
        tags,
        description:
          'multipart/form-data with one `file`: JPEG, PNG or WebP by content, up to 30 MB (G00106 other formats, G00107 too large). ' +
          `Cut to 16:9 (960×540) and stored as webp; answers its URL for the project's thumbnailUrl. Signed-in users; ${THUMBNAILS_PER_MINUTE} per minute.`,
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: UploadedImageSchema }) },
      },
    },
    async (request) => {
      requireUser(request);
      const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      return { data: await storeImage(deps.env, 'project-thumbnail', { stream: file.file, isTruncated: () => file.file.truncated }) };
    },
  );
}
