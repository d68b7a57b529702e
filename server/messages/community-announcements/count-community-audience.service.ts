// POST /v1/communities/{id}/announcements/audience: how many members the audience reaches now.
import type { CommunityAudience } from '../../../contract/community-announcements.ts';
import { managerRoles, requireCommunityRole } from '../../communities/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { checkMemberTypes, countMembers } from './community-audience.ts';

export async function countCommunityAudience(
  deps: AppDeps,
  actorId: string,
  communityId: string,
  audience: CommunityAudience,
): Promise<{ count: number }> {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  await checkMemberTypes(deps.db, community.id, audience);
  return { count: await countMembers(deps.db, community.id, audience) };
}
