import type { FastifyInstance, FastifyRequest } from 'fastify';
import { THUMBNAILS_PER_MINUTE } from '../../../contract/endpoints/hackathons/shared.ts';
import { uploadProjectThumbnail } from '../../../contract/endpoints/hackathons/projects.ts';
import { getHackathonOverview } from '../../../contract/endpoints/hackathons/settings.ts';
import { getTeamRecommendations, listTeamFindingNews } from '../../../contract/endpoints/hackathons/teams.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import { IMAGE_MAX_BYTES, storeImage } from '../../platform/files/image-store.ts';
import { listAnnouncements } from '../teams/announcements.ts';
import { enterHackathon } from './hackathon-access.ts';
import { getHackathonOverview as overviewFor } from './overview.service.ts';
import { recommendForTeams } from '../teams/team-recommendations.service.ts';

/** The hackathon as a whole: its overview, the lounge's team-finding news, For You for teams, and the thumbnail upload. */
export async function hackathonRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getHackathonOverview, async (request) => ({
    data: await overviewFor(deps, requireUser(request).id, request.params.id),
  }));

  route(app, listTeamFindingNews, async (request) => {
    const entry = await enterHackathon(deps.db, request.params.id, requireUser(request).id);
    return { data: await listAnnouncements(deps.db, entry.event.id, request.query) };
  });

  route(app, getTeamRecommendations, async (request) => ({
    data: await recommendForTeams(deps, requireUser(request).id, request.params.id, request.query.take),
  }));

  route(
    app,
    uploadProjectThumbnail,
    async (request) => {
      requireUser(request);
      const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw new AppError('G00100', { fields: { file: translate(request.locale, 'validation.required') } });
      return {
        data: await storeImage(deps, 'project-thumbnail', { stream: file.file, isTruncated: () => file.file.truncated }),
      };
    },
    {
      config: {
        rateLimit: {
          max: THUMBNAILS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
        },
      },
    },
  );
}
