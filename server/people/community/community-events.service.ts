// A community's events, through the events module's public entry: it owns the events table and
// every rule of who sees a MEMBER_ONLY event; the community decides who creates and who is a member.
import type { z } from 'zod';
import type { CommunityEventListQuerySchema } from '../../../contract/community-people.ts';
import type { CreateEvent } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  isApprovedMember,
  managerRoles,
  requireApprovedMember,
  requireCommunity,
  requireCommunityRole,
} from '../../communities/index.ts';
import { createEvent, listCommunityEvents, listMyCommunityEvents } from '../../events/index.ts';

type ListQuery = z.output<typeof CommunityEventListQuerySchema>;

/** The owner and managers create the community's events; PRO is not asked (docs/community-members.md). */
export async function createCommunityEvent(deps: AppDeps, actorId: string, communityId: string, input: CreateEvent) {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  return createEvent(deps, actorId, input, { communityId: community.id });
}

export async function listEventsOfCommunity(deps: AppDeps, viewerId: string | null, communityId: string, query: ListQuery) {
  const community = await requireCommunity(deps.db, communityId);
  return listCommunityEvents(deps, viewerId, community.id, await isApprovedMember(deps.db, community.id, viewerId), query);
}

export async function listMyEventsInCommunity(deps: AppDeps, userId: string, communityId: string, query: ListQuery) {
  const { community } = await requireApprovedMember(deps.db, communityId, userId);
  return listMyCommunityEvents(deps, userId, community.id, query);
}
