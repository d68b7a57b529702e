import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UploadedImageSchema } from '../../../contract/event-views.ts';
import {
  AnnouncementPageSchema,
  AnnouncementQuerySchema,
  HackathonOverviewSchema,
  TeamRecommendationsQuerySchema,
  TeamRecommendationsSchema,
} from '../../../contract/hackathons.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireUser } from '../../identity/index.ts';
import { IMAGE_MAX_BYTES, storeImage } from '../../platform/files/image-store.ts';
import { listAnnouncements } from '../teams/announcements.ts';
import { enterHackathon } from './hackathon-access.ts';
import { getHackathonOverview } from './overview.service.ts';
import { ACCESS, eventParams, tags } from '../projects/projects.routes.ts';
import { recommendForTeams } from '../teams/team-recommendations.service.ts';

const THUMBNAILS_PER_MINUTE = 20;

/** The hackathon as a whole: its overview, the lounge's team-finding news, For You for teams, and the thumbnail upload. */
export async function hackathonRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/events/:id/hackathon';

  api.get(
    base,
    {
      schema: {
        tags,
        description: `Deadline, open tracks, and the viewer's role, participation type and project. ${ACCESS}`,
        params: eventParams,
        response: { 200: z.object({ data: HackathonOverviewSchema }) },
      },
    },
    async (request) => ({
      data: await getHackathonOverview(deps, requireUser(request).id, request.params.id),
    }),
  );

  api.get(
    `${base}/announcements`,
    {
      schema: {
        tags,
        description: `Team-finding news (FC01001–FC02004), newest first, with the text in both languages. ${ACCESS}`,
        params: eventParams,
        querystring: AnnouncementQuerySchema,
        response: { 200: z.object({ data: AnnouncementPageSchema }) },
      },
    },
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
      config: {
        rateLimit: {
          max: THUMBNAILS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
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
      return {
        data: await storeImage(deps.env, 'project-thumbnail', { stream: file.file, isTruncated: () => file.file.truncated }),
      };
    },
  );
}
