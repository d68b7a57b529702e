// A member mutes or unmutes a community's announcements on its site; a mail's link mutes by token
// (mutes/mute.service.ts). Only the community's announcements read these mutes.
import { and, eq } from 'drizzle-orm';
import { requireApprovedMember } from '../../communities/index.ts';
import type { SessionUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { communityAnnouncementMutes } from '../../platform/db/schema/index.ts';

export async function muteCommunity(db: DbOrTx, now: Date, communityId: string, email: string) {
  await db
    .insert(communityAnnouncementMutes)
    .values({ communityId, email: email.toLowerCase(), createdAt: now })
    .onConflictDoNothing();
}

export async function isCommunityMuted(db: DbOrTx, communityId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ communityId: communityAnnouncementMutes.communityId })
    .from(communityAnnouncementMutes)
    .where(
      and(eq(communityAnnouncementMutes.communityId, communityId), eq(communityAnnouncementMutes.email, email.toLowerCase())),
    );
  return Boolean(row);
}

export async function setCommunityMute(
  deps: AppDeps,
  viewer: Pick<SessionUser, 'id' | 'email'>,
  communityId: string,
  muted: boolean,
): Promise<{ muted: boolean }> {
  const { community } = await requireApprovedMember(deps.db, communityId, viewer.id);
  if (muted) await muteCommunity(deps.db, deps.clock.now(), community.id, viewer.email);
  else
    await deps.db
      .delete(communityAnnouncementMutes)
      .where(
        and(
          eq(communityAnnouncementMutes.communityId, community.id),
          eq(communityAnnouncementMutes.email, viewer.email.toLowerCase()),
        ),
      );
  return { muted };
}
