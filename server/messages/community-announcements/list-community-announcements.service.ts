// GET /v1/communities/{id}/announcements/history: the community's history, newest first, with counts.
import { desc, eq } from 'drizzle-orm';
import { COMMUNITY_ANNOUNCEMENT_TIMEZONE, type CommunityAnnouncement } from '../../../contract/community-announcements.ts';
import { managerRoles, requireCommunityRole } from '../../communities/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements } from '../../platform/db/schema/index.ts';
import { authorJoin, announcementColumns, toAnnouncement } from '../announcements/announcement-view.ts';

const HISTORY_LENGTH = 100;

export async function listCommunityAnnouncements(
  deps: AppDeps,
  actorId: string,
  communityId: string,
): Promise<CommunityAnnouncement[]> {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  const rows = await deps.db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(...authorJoin)
    .where(eq(announcements.communityId, community.id))
    .orderBy(desc(announcements.sendAt), desc(announcements.createdAt))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => toAnnouncement(row, COMMUNITY_ANNOUNCEMENT_TIMEZONE) as CommunityAnnouncement);
}
