// The communities context: a community's site, console, membership, access lists and profile forms.
// This file is its only entry for the rest of the server. It uses identity, events, registrations through their faces.
export { communitiesModule } from './communities.module.ts';
export {
  approvedMemberIds,
  isApprovedMember,
  joinedAtOf,
  managerRoles,
  requireApprovedMember,
  requireCommunity,
  requireCommunityRole,
  type CommunityRow,
  type MembershipRow,
} from './console/community-access.ts';
export { addJoinType } from './console/join-types.service.ts';
export { replaceProfileForm } from './console/profile-forms.service.ts';
export { createCommunity } from './site/communities.service.ts';
export { isCommunityOrigin } from './site/community-origins.ts';
export { communityPageDocument } from './site/community-page-document.ts';
