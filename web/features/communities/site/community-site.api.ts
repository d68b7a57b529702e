import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyInput } from '../../../../contract/communities.ts';
import type { CommunityProfile } from '../../../../contract/community-people.ts';
import { communityPeopleLimits } from '../../../../contract/community-people.ts';
import {
  applyToCommunity,
  getCommunityInfo,
  getCommunityProfileForm,
  getMyCommunityMembership,
  leaveCommunity,
} from '../../../../contract/endpoints/communities/site.ts';
import type { ContactRequestForm, ProfileCardForm } from '../../../../contract/people.ts';
import { listCommunityEvents, listMyCommunityEvents } from '../../../../contract/endpoints/people/community-events.ts';
import {
  getMyCommunityProfile,
  hideMyCommunityProfileField,
  showMyCommunityProfileField,
  updateMyCommunityProfile,
} from '../../../../contract/endpoints/people/community-profile.ts';
import { listCommunityCurations } from '../../../../contract/endpoints/people/curations.ts';
import {
  getDirectoryMemberProfile,
  listDirectoryMembers,
  recommendDirectoryMembers,
  requestDirectoryCoffeeChat,
  saveDirectoryMember,
  unsaveDirectoryMember,
} from '../../../../contract/endpoints/people/members.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { staleTimes } from '../../../api/query-client.ts';

const PAGE = communityPeopleLimits.take.default;

export type MemberFilters = { search: string; joinTypeId: string | null };

/** `GET /v1/communities/info?org=`: the community of this subdomain, fresh for 30 seconds. */
export const communityInfoQuery = (org: string) =>
  queryOptions({
    queryKey: queryKeys.communities.info(org),
    queryFn: ({ signal }) => call(getCommunityInfo, { query: { org }, signal }),
    staleTime: staleTimes.communityInfo,
  });

/** `GET …/me`: NONE, PENDING, APPROVED, REJECTED or BARRED. */
export const membershipQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.site.me(communityId),
    queryFn: ({ signal }) => call(getMyCommunityMembership, { params: { id: communityId }, signal }),
  });

export const profileFormQuery = (communityId: string, formId: string) =>
  queryOptions({
    queryKey: queryKeys.communities.site.form(communityId, formId),
    queryFn: ({ signal }) => call(getCommunityProfileForm, { params: { id: communityId, formId }, signal }),
  });

/** All members: newest first, searched and filtered by member type on the server. */
export const membersQuery = (communityId: string, filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.directory.list(communityId, filters),
    queryFn: ({ pageParam, signal }) =>
      call(listDirectoryMembers, {
        params: { id: communityId },
        query: {
          tab: 'ALL',
          take: PAGE,
          search: filters.search || undefined,
          'filters[memberType]': filters.joinTypeId ?? undefined,
          cursorId: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** Recommended: the lounge's scoring among the members, best first, each with its reasons. */
export const recommendedQuery = (communityId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.directory.recommended(communityId),
    queryFn: ({ pageParam, signal }) =>
      call(recommendDirectoryMembers, {
        params: { id: communityId },
        query: { take: PAGE, cursorId: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** Saved: the members I liked. */
export const savedQuery = (communityId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.directory.saved(communityId),
    queryFn: ({ pageParam, signal }) =>
      call(listDirectoryMembers, {
        params: { id: communityId },
        query: { tab: 'SAVED', take: PAGE, 'filters[memberType]': [], cursorId: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

export const memberQuery = (communityId: string, handle: string) =>
  queryOptions({
    queryKey: queryKeys.people.directory.member(communityId, handle),
    queryFn: ({ signal }) => call(getDirectoryMemberProfile, { params: { id: communityId }, query: { handle }, signal }),
  });

export const curationsQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.people.directory.curations(communityId),
    queryFn: ({ signal }) => call(listCommunityCurations, { params: { id: communityId }, signal }),
  });

export const myProfileQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.people.directory.profile(communityId),
    queryFn: ({ signal }) => call(getMyCommunityProfile, { params: { id: communityId }, signal }),
  });

/** The community's events, or mine among them. */
export const communityEventsQuery = (communityId: string, mine: boolean) =>
  queryOptions({
    queryKey: queryKeys.communities.site.events(communityId, mine),
    queryFn: ({ signal }) => {
      const input = {
        params: { id: communityId },
        query: { tab: 'upcoming', take: communityPeopleLimits.take.max },
        signal,
      } as const;
      return mine ? call(listMyCommunityEvents, input) : call(listCommunityEvents, input);
    },
  });

/** Apply with a join type and the profile form's answers; the new state replaces the old. */
export function useApply(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => call(applyToCommunity, { params: { id: communityId }, body: input }),
    meta: { errorToast: false },
    onSuccess: (membership) => queryClient.setQueryData(queryKeys.communities.site.me(communityId), membership),
  });
}

/** Leave the community, or withdraw the application: the new state (NONE) replaces the old, and nothing member-only stays cached. */
export function useLeaveCommunity(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(leaveCommunity, { params: { id: communityId } }),
    onSuccess: (membership) => {
      queryClient.setQueryData(queryKeys.communities.site.me(communityId), membership);
      queryClient.removeQueries({
        queryKey: queryKeys.communities.site.all(communityId),
        predicate: (query) => query.queryKey[2] !== 'me',
      });
    },
  });
}

/** Save (like) or unsave a member: every list reads the new state again. */
export function useSaveMember(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, save }: { userId: string; save: boolean }) =>
      save
        ? call(saveDirectoryMember, { params: { id: communityId, userId } })
        : call(unsaveDirectoryMember, { params: { id: communityId, userId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.people.directory.members(communityId) }),
  });
}

export function useRequestContact(communityId: string) {
  return useMutation({
    mutationFn: ({ userId, form }: { userId: string; form: ContactRequestForm }) =>
      call(requestDirectoryCoffeeChat, { params: { id: communityId, userId }, body: form }),
    meta: { errorToast: false },
  });
}

/** Shows or hides one field of my community profile to the other members. */
export function useProfileFieldVisibility(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldId, show }: { fieldId: string; show: boolean }) =>
      show
        ? call(showMyCommunityProfileField, { params: { id: communityId, fieldId } })
        : call(hideMyCommunityProfileField, { params: { id: communityId, fieldId } }),
    onSuccess: ({ hiddenFields, hiddenQuestionIds }) => {
      queryClient.setQueryData<CommunityProfile>(queryKeys.people.directory.profile(communityId), (profile) =>
        profile
          ? {
              ...profile,
              card: profile.card && { ...profile.card, hiddenFields },
              answers: profile.answers.map((answer) => ({ ...answer, hidden: hiddenQuestionIds.includes(answer.questionId) })),
            }
          : profile,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.people.directory.members(communityId) });
    },
  });
}

/**
 * Makes my card (from my profile and my application's answers, with `changes` on top): the
 * directory, Recommended and coffee chats open to me once it exists.
 */
export function useMakeMyCard(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<ProfileCardForm>) =>
      call(updateMyCommunityProfile, { params: { id: communityId }, body: changes }),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.people.directory.profile(communityId), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.people.directory.members(communityId) });
    },
  });
}
