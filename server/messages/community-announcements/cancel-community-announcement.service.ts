// POST /v1/communities/{id}/announcements/{announcementId}/cancel: a scheduled one, before it starts.
import { COMMUNITY_ANNOUNCEMENT_TIMEZONE, type CommunityAnnouncement } from '../../../contract/community-announcements.ts';
import { managerRoles, requireCommunityRole } from '../../communities/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { cancelScheduled } from '../announcements/cancel-scheduled.ts';

export async function cancelCommunityAnnouncement(
  deps: AppDeps,
  actorId: string,
  communityId: string,
  announcementId: string,
): Promise<CommunityAnnouncement> {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  const owner = { kind: 'community', id: community.id, timezone: COMMUNITY_ANNOUNCEMENT_TIMEZONE, notFound: 'G20621' } as const;
  return (await cancelScheduled(deps, owner, announcementId)) as CommunityAnnouncement;
}
