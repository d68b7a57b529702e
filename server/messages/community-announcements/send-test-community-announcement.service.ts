// POST /v1/communities/{id}/announcements/test: the message to the sender alone, marked as a test.
import type { AnnouncementVersion } from '../../../contract/announcements.ts';
import { managerRoles, requireCommunityRole } from '../../communities/index.ts';
import type { SessionUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { sendTestMail } from '../announcements/announcement-test-mail.ts';
import { communitySender } from './community-sender.ts';

export async function sendTestCommunityAnnouncement(
  deps: AppDeps,
  actor: Pick<SessionUser, 'id' | 'email' | 'locale'>,
  communityId: string,
  message: { en?: AnnouncementVersion; ko?: AnnouncementVersion },
): Promise<{ to: string }> {
  const { community } = await requireCommunityRole(deps.db, communityId, actor.id, managerRoles);
  return sendTestMail(deps, actor, communitySender(deps.env, community), message);
}
