// Hackathons: the host's settings and tracks, team projects, deliverables, comments, saves, the
// lounge's team-finding announcements and For You for teams (docs/hackathons.md).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../auth/guard.ts';
import { settingsRoutes } from './settings.routes.ts';

export { isHackathon, isHackathonEvent } from './hackathon-mode.ts';

/** Every hackathon route. Signed-out callers get 401 before their input is read. */
export async function hackathonsModule(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (hackathons) => {
    hackathons.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await settingsRoutes(hackathons, deps);
  });
}
