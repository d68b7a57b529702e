// The one public entry of communities: other modules read memberships and ask for access here.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { communityRoutes } from './communities.routes.ts';

export {
  approvedCommunityIdsOf,
  approvedMemberIds,
  findCommunity,
  findCommunityByHandle,
  isApprovedMember,
  managerRoles,
  membershipOf,
  requireApprovedMember,
  requireCommunity,
  requireCommunityRole,
  type CommunityRow,
  type MembershipRow,
} from './community-access.ts';
export { communityHandleOfHost, communityOrigin, mainOrigin, siteOf, siteOfRequest, type Site } from '../../http/community-host.ts';

/** Every community route (spec/001 §7 Community, and the console). */
export async function communitiesModule(app: FastifyInstance, deps: AppDeps) {
  await communityRoutes(app, deps);
}
