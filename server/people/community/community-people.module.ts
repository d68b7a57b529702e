// A community's people and events (docs/community-members.md): the member directory, likes and
// coffee chats, member profiles, curations and community events. Signed-out callers get 401
// G01001 before their input is read (but for the list of a community's events); who may see what is the community's door at every request.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import { communityEventsRoutes } from './community-events.routes.ts';
import { communityProfileRoutes } from './community-profile.routes.ts';
import { curationsRoutes } from '../curations/curations.routes.ts';
import { membersRoutes } from './members.routes.ts';

export async function communityPeopleModule(app: FastifyInstance, deps: AppDeps) {
  // The list answers anyone (PUBLIC events); creating and my events ask who first.
  await communityEventsRoutes(app, deps);
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await membersRoutes(scope, deps);
    await communityProfileRoutes(scope, deps);
    await curationsRoutes(scope, deps);
  });
}
