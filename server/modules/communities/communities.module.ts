// The one public entry of communities: other modules read memberships and ask for access here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { communityRoutes } from './communities.routes.ts';
import { communityConsoleRoutes, type ConsoleRouteOptions } from './community-console.routes.ts';
import { communityCreateRoutes } from './community-create.routes.ts';

export {
  approvedCommunityIdsOf,
  approvedMemberIds,
  findCommunity,
  findCommunityByHandle,
  isApprovedMember,
  joinedAtOf,
  managerRoles,
  membershipOf,
  requireApprovedMember,
  requireCommunity,
  requireCommunityRole,
  type CommunityRow,
  type MembershipRow,
} from './community-access.ts';
export {
  communityHandleOfHost,
  communityOrigin,
  mainOrigin,
  siteOf,
  siteOfRequest,
  type Site,
} from '../../http/community-host.ts';

export { communityPageDocument } from './community-page-document.ts';
export { isCommunityOrigin } from './community-origins.ts';
export { communityConsoleRoutes, type ConsoleRouteOptions } from './community-console.routes.ts';
export { createCommunity, communityInfo } from './communities.service.ts';
export { toMyMembership } from './community-dto.ts';

/**
 * Every community route, the console's included (docs/communities.md). `options.decisions` exists for
 * the concurrency test's negative control only.
 */
export async function communitiesModule(app: FastifyInstance, deps: AppDeps, options: ConsoleRouteOptions = {}) {
  await communityRoutes(app, deps);
  await communityCreateRoutes(app, deps);
  await communityConsoleRoutes(app, deps, options);
}
