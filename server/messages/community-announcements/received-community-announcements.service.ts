// GET /v1/communities/{id}/announcements: what reached the signed-in member, in the language it was mailed in.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { ReceivedAnnouncement } from '../../../contract/announcements.ts';
import { requireApprovedMember } from '../../communities/index.ts';
import type { SessionUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements, communityAnnouncementRecipients } from '../../platform/db/schema/index.ts';
import { versionFor } from '../announcements/announcement-mail.ts';
import { isCommunityMuted } from './community-mutes.service.ts';

const SHOWN = 50;

export async function listReceivedCommunityAnnouncements(
  deps: AppDeps,
  viewer: Pick<SessionUser, 'id' | 'email'>,
  communityId: string,
): Promise<{ items: ReceivedAnnouncement[]; muted: boolean }> {
  const { community } = await requireApprovedMember(deps.db, communityId, viewer.id);
  const rows = await deps.db
    .select({ announcement: announcements, locale: communityAnnouncementRecipients.locale })
    .from(communityAnnouncementRecipients)
    .innerJoin(announcements, eq(announcements.id, communityAnnouncementRecipients.announcementId))
    .where(
      and(
        eq(announcements.communityId, community.id),
        eq(communityAnnouncementRecipients.userId, viewer.id),
        ne(announcements.status, 'CANCELLED'),
      ),
    )
    .orderBy(desc(announcements.sendAt))
    .limit(SHOWN);
  return {
    items: rows.map(({ announcement, locale }) => {
      const version = versionFor(announcement, locale);
      return { id: announcement.id, subject: version.subject, body: version.body, sentAt: announcement.sendAt.toISOString() };
    }),
    muted: await isCommunityMuted(deps.db, community.id, viewer.email),
  };
}
