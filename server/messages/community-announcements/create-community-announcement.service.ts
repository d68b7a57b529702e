// POST /v1/communities/{id}/announcements: an announcement to the members, due now or at sendAt, in
// one of the day's numbered places in UTC (announcement-schedule.ts).
import type { z } from 'zod';
import {
  COMMUNITY_ANNOUNCEMENT_TIMEZONE,
  type CommunityAnnouncement,
  type CreateCommunityAnnouncementSchema,
} from '../../../contract/community-announcements.ts';
import { managerRoles, requireCommunityRole } from '../../communities/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { checkedVersions } from '../announcements/announcement-message.ts';
import { insertInDaySlot, sendTimeOf } from '../announcements/announcement-schedule.ts';
import { toAnnouncement } from '../announcements/announcement-view.ts';
import { checkMemberTypes, countMembers } from './community-audience.ts';

type Input = z.output<typeof CreateCommunityAnnouncementSchema>;

export async function createCommunityAnnouncement(
  deps: AppDeps,
  actorId: string,
  communityId: string,
  input: Input,
): Promise<CommunityAnnouncement> {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  const versions = checkedVersions(input);
  await checkMemberTypes(deps.db, community.id, input.audience);
  const now = deps.clock.now();
  const { sendAt, sendsNow } = sendTimeOf(now, input.sendAt);
  if (sendsNow && (await countMembers(deps.db, community.id, input.audience)) === 0) throw new AppError('G20622');
  const timezone = COMMUNITY_ANNOUNCEMENT_TIMEZONE;
  const row = await insertInDaySlot(
    deps,
    { kind: 'community', id: community.id, timezone },
    { authorId: actorId, ...versions, audience: input.audience, sendAt, createdAt: now },
  );
  return toAnnouncement({ announcement: row, authorName: null, sent: 0, failed: 0 }, timezone) as CommunityAnnouncement;
}
