import { type CommunityInfo, type MyMembership, communityLimits } from '../../../contract/communities.ts';
import type { Env } from '../../platform/env.ts';
import { communityOrigin } from '../../platform/http/community-host.ts';
import type { CommunityRow, MembershipRow } from '../console/community-access.ts';

export function toCommunityInfo(
  env: Pick<Env, 'APP_ORIGIN' | 'COMMUNITY_DOMAIN'>,
  community: CommunityRow,
  joinTypes: CommunityInfo['joinTypes'],
  memberCount: number,
): CommunityInfo {
  return {
    id: community.id,
    handle: community.handle,
    name: community.name,
    description: community.description,
    favicon: community.faviconUrl,
    banner: community.bannerUrl,
    origin: communityOrigin(env, community.handle),
    joinTypes,
    memberCount,
  };
}

export function toMyMembership(communityId: string, membership: MembershipRow | null, barred: boolean): MyMembership {
  const base = { communityId, approvalEstimateHours: communityLimits.approvalEstimateHours };
  // A barred member keeps nothing; a barred applicant's application is moot.
  if (barred && membership?.role !== 'OWNER')
    return { ...base, state: 'BARRED', role: null, joinTypeId: null, appliedAt: null, decidedAt: null };
  if (!membership) return { ...base, state: 'NONE', role: null, joinTypeId: null, appliedAt: null, decidedAt: null };
  return {
    ...base,
    state: membership.status,
    role: membership.status === 'APPROVED' ? membership.role : null,
    joinTypeId: membership.joinTypeId,
    appliedAt: membership.appliedAt.toISOString(),
    decidedAt: membership.decidedAt?.toISOString() ?? null,
  };
}
