// The Members screen: All and Saved (the people layer's list with the community as its space),
// Recommended (For You), and a member's page by handle. Each card carries the member's place in the
// community: their role, the join type they joined by and when they were approved.
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CommunityMemberCard,
  MemberListQuerySchema,
  MemberPage,
  MemberProfile,
} from '../../../contract/community-people.ts';
import type { PersonCard } from '../../../contract/people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityJoinTypes, communityMembers, likes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findCardByHandle } from '../cards/card-rows.ts';
import { listCards } from '../cards/card-list.service.ts';
import { recommendPeople } from '../for-you/recommendations.service.ts';
import { toPersonCard } from '../cards/card-view.ts';
import { visibleAnswersOf } from './answer-visibility.ts';
import { openCommunity } from './community-space.ts';

type MemberListQuery = z.output<typeof MemberListQuerySchema>;
type Place = Pick<CommunityMemberCard, 'communityRole' | 'memberType' | 'joinedAt'>;

/** Each person's role, join type and approval time in the community, by user id. */
export async function placesIn(deps: AppDeps, communityId: string, userIds: string[]): Promise<Map<string, Place>> {
  if (userIds.length === 0) return new Map();
  const rows = await deps.db
    .select({
      userId: communityMembers.userId,
      role: communityMembers.role,
      joinTypeId: communityJoinTypes.id,
      joinTypeName: communityJoinTypes.name,
      decidedAt: communityMembers.decidedAt,
      appliedAt: communityMembers.appliedAt,
    })
    .from(communityMembers)
    .leftJoin(communityJoinTypes, eq(communityJoinTypes.id, communityMembers.joinTypeId))
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 'APPROVED'),
        inArray(communityMembers.userId, userIds),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        communityRole: row.role,
        memberType: row.joinTypeId && row.joinTypeName !== null ? { id: row.joinTypeId, name: row.joinTypeName } : null,
        joinedAt: (row.decidedAt ?? row.appliedAt).toISOString(),
      },
    ]),
  );
}

/** Cards with their places; a person who left between the two reads is dropped. */
export async function withPlaces(deps: AppDeps, communityId: string, cards: PersonCard[]): Promise<CommunityMemberCard[]> {
  const places = await placesIn(
    deps,
    communityId,
    cards.map((card) => card.userId),
  );
  return cards.flatMap((card) => {
    const place = places.get(card.userId);
    return place ? [{ ...card, ...place }] : [];
  });
}

export async function listMembers(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  query: MemberListQuery,
): Promise<MemberPage> {
  const { community, space } = await openCommunity(deps, viewerId, communityId, query['filters[memberType]']);
  const page = await listCards(deps, viewerId, space, {
    tab: query.tab,
    search: query.search,
    participationType: [],
    industry: [],
    skills: [],
    yearsOfExperience: [],
    take: query.take,
    cursorId: query.cursorId,
  });
  return { ...page, items: await withPlaces(deps, community.id, page.items) };
}

export async function recommendMembers(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  page: { take: number; cursorId?: string },
) {
  const { community, space } = await openCommunity(deps, viewerId, communityId);
  const ranked = await recommendPeople(deps, viewerId, space, page);
  const places = await placesIn(
    deps,
    community.id,
    ranked.items.map((item) => item.card.userId),
  );
  const items = ranked.items.flatMap((item) => {
    const place = places.get(item.card.userId);
    return place ? [{ ...item, card: { ...item.card, ...place } }] : [];
  });
  return { ...ranked, items };
}

/** A member with a card, by handle, with the answers they show; anyone else 404 G04025 (myself: as others see me). */
export async function getMemberProfile(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  handle: string,
): Promise<MemberProfile> {
  const { community, space } = await openCommunity(deps, viewerId, communityId);
  const card = await findCardByHandle(deps.db, handle, space.memberIds);
  if (!card) throw new AppError('G04025');
  return memberProfileOf(deps, community.id, viewerId, card);
}

export async function memberProfileOf(
  deps: AppDeps,
  communityId: string,
  viewerId: string,
  card: Parameters<typeof toPersonCard>[0],
): Promise<MemberProfile> {
  const [[saved], places, answers] = await Promise.all([
    deps.db
      .select({ likedId: likes.likedId })
      .from(likes)
      .where(and(eq(likes.likerId, viewerId), eq(likes.likedId, card.userId))),
    placesIn(deps, communityId, [card.userId]),
    visibleAnswersOf(deps.db, communityId, card.userId),
  ]);
  const place = places.get(card.userId);
  if (!place) throw new AppError('G04025');
  return { ...toPersonCard(card, { isSaved: Boolean(saved) }), ...place, answers };
}
