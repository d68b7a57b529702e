// A community as a people-layer space: its approved members. Every route of the directory enters
// here first, so the door (core's requireApprovedMember: 404 G04013 unknown, 403 G01031 pending,
// 403 G01030 anyone else) is read from the membership at every request.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityMembers, profileCards } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  approvedMemberIds,
  joinedAtOf,
  requireApprovedMember,
  type CommunityRow,
  type MembershipRow,
} from '../../communities/index.ts';
import type { Space } from '../space.ts';

export type CommunitySpace = { community: CommunityRow; membership: MembershipRow; space: Space };

/** The community's members as a space; `memberTypes` narrows it to members who joined by those join types. */
export async function openCommunity(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  memberTypes: string[] = [],
): Promise<CommunitySpace> {
  const { community, membership } = await requireApprovedMember(deps.db, communityId, viewerId);
  return { community, membership, space: communitySpace(community.id, memberTypes) };
}

export function communitySpace(communityId: string, memberTypes: string[] = []): Space {
  const enteredAt = (userId: SQL) => joinedAtOf(communityId, userId);
  if (memberTypes.length === 0)
    return { key: `community:${communityId}`, memberIds: approvedMemberIds(communityId), postingsId: communityId, enteredAt };
  const ids = memberTypes.filter(isUuid);
  const ofTypes: SQL = ids.length > 0 ? inArray(communityMembers.joinTypeId, ids) : sql`false`;
  return {
    key: `community:${communityId}|${ids.join(',')}`,
    memberIds: sql`(select ${communityMembers.userId} from ${communityMembers}
      where ${and(eq(communityMembers.communityId, communityId), eq(communityMembers.status, 'APPROVED'), ofTypes)})`,
    enteredAt,
  };
}

/** The community, with the other person checked to be an approved member with a card (404 G04025 otherwise; myself passes for the self codes). */
export async function openCommunityWith(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  otherId: string,
): Promise<CommunitySpace> {
  const opened = await openCommunity(deps, viewerId, communityId);
  if (otherId === viewerId) return opened;
  if (!isUuid(otherId)) throw new AppError('G04025');
  const [present] = await deps.db
    .select({ userId: profileCards.userId })
    .from(profileCards)
    .where(and(eq(profileCards.userId, otherId), sql`${profileCards.userId} in ${opened.space.memberIds}`));
  if (!present) throw new AppError('G04025');
  return opened;
}
