// The one public entry of communities: other modules read memberships and ask for access here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/app-deps.ts';
import { communityRoutes } from './site/communities.routes.ts';
import { communityConsoleRoutes, type ConsoleRouteOptions } from './console/community-console.routes.ts';
import { communityCreateRoutes } from './console/community-create.routes.ts';

/**
 * Every community route, the console's included (docs/communities.md). `options.decisions` exists for
 * the concurrency test's negative control only.
 */
export async function communitiesModule(app: FastifyInstance, deps: AppDeps, options: ConsoleRouteOptions = {}) {
  await communityRoutes(app, deps);
  await communityCreateRoutes(app, deps);
  await communityConsoleRoutes(app, deps, options);
}
