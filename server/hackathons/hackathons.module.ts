// Hackathons: the host's settings and tracks, team projects, deliverables, comments, saves, the
// lounge's team-finding announcements and For You for teams (docs/hackathons.md).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/app-deps.ts';
import { requireUser } from '../identity/index.ts';
import { commentsRoutes } from './projects/comments.routes.ts';
import { deliverablesRoutes } from './deliverables/deliverables.routes.ts';
import { hackathonRoutes } from './settings/hackathon.routes.ts';
import { projectsRoutes } from './projects/projects.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { showcaseRoutes } from './settings/showcase.routes.ts';
import { joinRequestRoutes } from './teams/join-requests.routes.ts';
import { teamRoutes } from './teams/team.routes.ts';

/** Every hackathon route. Signed-out callers get 401 before their input is read, but for the public showcase. */
export async function hackathonsModule(app: FastifyInstance, deps: AppDeps) {
  await showcaseRoutes(app, deps);
  await app.register(async (hackathons) => {
    hackathons.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await settingsRoutes(hackathons, deps);
    await hackathonRoutes(hackathons, deps);
    await projectsRoutes(hackathons, deps);
    await teamRoutes(hackathons, deps);
    await joinRequestRoutes(hackathons, deps);
    await commentsRoutes(hackathons, deps);
    await deliverablesRoutes(hackathons, deps);
  });
}
