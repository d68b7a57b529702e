// A community announcement's recipients: the members its audience matches, by account id.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { CommunityAudience } from '../../../contract/community-announcements.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { announcements } from '../../platform/db/schema/index.ts';
import { communities, communityAnnouncementRecipients, communityMembers, users } from '../../platform/db/schema/index.ts';
import type { RecipientSource } from '../announcements/recipient-source.ts';
import { memberAudienceConditions } from './community-audience.ts';
import { communitySender } from './community-sender.ts';

export async function communityRecipients(
  deps: AppDeps,
  announcement: typeof announcements.$inferSelect & { communityId: string },
): Promise<RecipientSource> {
  const [community] = await deps.db.select().from(communities).where(eq(communities.id, announcement.communityId));
  const audience = announcement.audience as CommunityAudience;
  return {
    sender: communitySender(deps.env, community),
    next: (tx, cursor, limit) =>
      tx
        .select({ id: communityMembers.userId, email: users.email, locale: users.locale })
        .from(communityMembers)
        .innerJoin(users, eq(users.id, communityMembers.userId))
        .where(and(memberAudienceConditions(community.id, audience), cursor ? gt(communityMembers.userId, cursor) : undefined))
        .orderBy(asc(communityMembers.userId))
        .limit(limit),
    record: async (tx, recipients) => {
      const added = await tx
        .insert(communityAnnouncementRecipients)
        .values(recipients.map(({ id, ...rest }) => ({ announcementId: announcement.id, userId: id, ...rest })))
        .onConflictDoNothing()
        .returning();
      return added.map(({ userId, email, locale, muteToken }) => ({ id: userId, email, locale, muteToken }));
    },
  };
}
