// Saving members and asking them for a coffee chat: the people layer's rules and codes (G10010,
// G10011, G09002, G04014, G20021, G20091, the day's cap G20090), with the community as the space.
import type { ContactRequestFormSchema } from '../../../contract/people.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { communityOrigin } from '../../platform/http/community-host.ts';
import {
  decideContact,
  listContacts,
  requestContact,
  type ContactDecision,
  type ContactSpace,
} from '../contacts/contacts.service.ts';
import { findCard } from '../cards/card-rows.ts';
import { savePerson, unsavePerson } from '../contacts/likes.service.ts';
import { openCommunity, openCommunityWith } from './community-space.ts';

export async function saveMember(deps: AppDeps, viewerId: string, communityId: string, otherId: string): Promise<void> {
  await openCommunityWith(deps, viewerId, communityId, otherId);
  await savePerson(deps, viewerId, otherId);
}

export async function unsaveMember(deps: AppDeps, viewerId: string, communityId: string, otherId: string): Promise<void> {
  await openCommunityWith(deps, viewerId, communityId, otherId);
  await unsavePerson(deps, viewerId, otherId);
}

/** A coffee chat with a member; I need a card of my own (404 G04004), as in the lounge. */
export async function requestMemberContact(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  otherId: string,
  form: z.output<typeof ContactRequestFormSchema>,
) {
  const { community } = await openCommunityWith(deps, viewerId, communityId, otherId);
  if (otherId !== viewerId && !(await findCard(deps.db, viewerId))) throw new AppError('G04004');
  return requestContact(deps, viewerId, otherId, contactSpaceOf(deps, community), form);
}

function contactSpaceOf(deps: AppDeps, community: { id: string; name: string; handle: string }): ContactSpace {
  return {
    ref: { kind: 'community', id: community.id },
    title: community.name,
    url: `${communityOrigin(deps.env, community.handle)}/members`,
  };
}

export async function listMemberContacts(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  query: { direction: 'RECEIVED' | 'SENT'; take: number; cursorId?: string },
) {
  const { community, space } = await openCommunity(deps, viewerId, communityId);
  return listContacts(deps, viewerId, { ref: { kind: 'community', id: community.id }, memberIds: space.memberIds }, query);
}

export async function decideMemberContact(
  deps: AppDeps,
  viewerId: string,
  communityId: string,
  requestId: string,
  decision: ContactDecision,
) {
  const { community } = await openCommunity(deps, viewerId, communityId);
  return decideContact(deps, viewerId, contactSpaceOf(deps, community), requestId, decision);
}
