import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyInput } from '../../../../contract/communities.ts';
import type { CommunityProfile, Curation, FieldVisibility, MemberProfile } from '../../../../contract/community-people.ts';
import { communityPeopleLimits, communityPeoplePaths } from '../../../../contract/community-people.ts';
import {
  applyToCommunity,
  getCommunityInfo,
  getCommunityProfileForm,
  getMyCommunityMembership,
  leaveCommunity,
} from '../../../../contract/endpoints/communities/site.ts';
import type { ContactRequest, ContactRequestForm } from '../../../../contract/people.ts';
import { call } from '../../../api/call.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { staleTimes } from '../../../api/query-client.ts';
import type { CommunityEventPage, MemberPage, MemberRecommendationPage } from './community-views.ts';

const PAGE = communityPeopleLimits.take.default;
/** The contract's paths start with `/v1`, which the client adds itself. */
const path = (full: string) => full.replace(/^\/v1/, '');

/** GET …/members/curations: the community's curated lists, newest first. */
export type CurationList = Curation[];

export type MemberFilters = { search: string; joinTypeId: string | null };

/** `GET /v1/communities/info?org=`: the community of this subdomain, fresh for 30 seconds. */
export const communityInfoQuery = (org: string) =>
  queryOptions({
    queryKey: queryKeys.communities.site.info(org),
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
    queryFn: ({ pageParam, signal }) => {
      const query: Record<string, string | number> = { tab: 'ALL', take: PAGE };
      if (filters.search) query.search = filters.search;
      if (filters.joinTypeId) query['filters[memberType]'] = filters.joinTypeId;
      if (pageParam) query.cursorId = pageParam;
      return api.get<MemberPage>(path(communityPeoplePaths.members(communityId)), { query, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** Recommended: the lounge's scoring among the members, best first, each with its reasons. */
export const recommendedQuery = (communityId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.directory.recommended(communityId),
    queryFn: ({ pageParam, signal }) =>
      api.get<MemberRecommendationPage>(path(communityPeoplePaths.recommendations(communityId)), {
        query: { take: PAGE, cursorId: pageParam },
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
      api.get<MemberPage>(path(communityPeoplePaths.members(communityId)), {
        query: { tab: 'SAVED', take: PAGE, cursorId: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

export const memberQuery = (communityId: string, handle: string) =>
  queryOptions({
    queryKey: queryKeys.people.directory.member(communityId, handle),
    queryFn: ({ signal }) => api.get<MemberProfile>(path(communityPeoplePaths.memberProfile(communityId, handle)), { signal }),
  });

export const curationsQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.people.directory.curations(communityId),
    queryFn: ({ signal }) => api.get<CurationList>(path(communityPeoplePaths.curations(communityId)), { signal }),
  });

export const myProfileQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.people.directory.profile(communityId),
    queryFn: ({ signal }) => api.get<CommunityProfile>(path(communityPeoplePaths.myProfile(communityId)), { signal }),
  });

/** The community's events, or mine among them. */
export const communityEventsQuery = (communityId: string, mine: boolean) =>
  queryOptions({
    queryKey: queryKeys.communities.site.events(communityId, mine),
    queryFn: ({ signal }) =>
      api.get<CommunityEventPage>(
        path(mine ? communityPeoplePaths.myEvents(communityId) : communityPeoplePaths.events(communityId)),
        { query: { tab: 'upcoming', take: communityPeopleLimits.take.max }, signal },
      ),
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
        ? api.post<unknown>(path(communityPeoplePaths.like(communityId, userId)))
        : api.delete<unknown>(path(communityPeoplePaths.like(communityId, userId))),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.people.directory.members(communityId) }),
  });
}

export function useRequestContact(communityId: string) {
  return useMutation({
    mutationFn: ({ userId, form }: { userId: string; form: ContactRequestForm }) =>
      api.post<ContactRequest>(path(communityPeoplePaths.contact(communityId, userId)), form),
    meta: { errorToast: false },
  });
}

/** Shows or hides one field of my community profile to the other members. */
export function useProfileFieldVisibility(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fieldId, show }: { fieldId: string; show: boolean }) =>
      api.post<FieldVisibility>(
        path(show ? communityPeoplePaths.showField(communityId, fieldId) : communityPeoplePaths.hideField(communityId, fieldId)),
      ),
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
