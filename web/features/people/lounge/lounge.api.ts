import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { loungePageSize, loungePaths } from '../../../../contract/lounge.ts';
import type { Lounge, LoungePage, RecommendationPage } from '../../../../contract/lounge.ts';
import type {
  CardField,
  ContactRequest,
  ContactRequestForm,
  MyCard,
  PersonCard,
  ProfileCardDraft,
  ProfileCardForm,
} from '../../../../contract/people.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The contract's paths start with `/v1`, which the client adds itself. */
const path = (full: string) => full.replace(/^\/v1/, '');

export type LoungeFilters = {
  search: string;
  participationType: string[];
  industry: string[];
  skills: string[];
  yearsOfExperience: string[];
};
export type ListTab = 'ALL' | 'SAVED';
export type ContactDirection = 'RECEIVED' | 'SENT';
type ContactPage = { items: ContactRequest[]; hasMore: boolean; cursorId: string | null };

/** `GET …/lounge`: the header, and the door (404 G04002 for anyone not let in). */
export const loungeQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.people.lounge.overview(eventId),
    queryFn: ({ signal }) => api.get<Lounge>(path(loungePaths.lounge(eventId)), { signal }),
  });

/** All or Saved: newest card first, searched and filtered on the server; filters repeat in the query. */
export const peopleQuery = (eventId: string, tab: ListTab, filters: LoungeFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.lounge.list(eventId, tab, filters),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ tab, take: String(loungePageSize.default) });
      if (filters.search) query.set('search', filters.search);
      for (const key of ['participationType', 'industry', 'skills', 'yearsOfExperience'] as const) {
        for (const value of filters[key]) query.append(key, value);
      }
      if (pageParam) query.set('cursorId', pageParam);
      return api.get<LoungePage>(`${path(loungePaths.participants(eventId))}?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** For You: best match first, each with its reasons. */
export const forYouQuery = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.lounge.forYou(eventId),
    queryFn: ({ pageParam, signal }) =>
      api.get<RecommendationPage>(path(loungePaths.recommendations(eventId)), {
        query: { take: loungePageSize.default, cursorId: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** One person's full card, as I may see it. */
export const personQuery = (eventId: string, handle: string) =>
  queryOptions({
    queryKey: queryKeys.people.lounge.person(eventId, handle),
    queryFn: ({ signal }) => api.get<PersonCard>(path(loungePaths.participantProfile(eventId, handle)), { signal }),
  });

export const contactsQuery = (eventId: string, direction: ContactDirection) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.lounge.contacts(eventId, direction),
    queryFn: ({ pageParam, signal }) =>
      api.get<ContactPage>(path(loungePaths.myContacts(eventId)), {
        query: { direction, take: loungePageSize.default, cursorId: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

export const myCardQuery = queryOptions({
  queryKey: queryKeys.people.card.mine,
  queryFn: ({ signal }) => api.get<MyCard>(path(loungePaths.myCard), { signal }),
});

/** The card form pre-filled from my profile and my answers to this event's registration form. */
export const cardDraftQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.people.card.draft(eventId),
    queryFn: ({ signal }) => api.get<ProfileCardDraft>(path(loungePaths.cardDraft(eventId)), { signal }),
    staleTime: 0,
  });

/** Save or unsave: every list shows the new state once read again. */
export function useSavePerson(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, save }: { userId: string; save: boolean }) =>
      save
        ? api.post<{ saved: boolean }>(path(loungePaths.like(eventId, userId)))
        : api.delete<{ saved: boolean }>(path(loungePaths.like(eventId, userId))),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.lists(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.persons(eventId) });
    },
  });
}

/** A coffee-chat request; its errors are shown in the dialog, not as a toast. */
export function useRequestCoffeeChat(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, form }: { userId: string; form: ContactRequestForm }) =>
      api.post<ContactRequest>(path(loungePaths.contact(eventId, userId)), form),
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.contacts(eventId, 'SENT') }),
  });
}

export function useDecideCoffeeChat(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision }: { requestId: string; decision: 'accept' | 'decline' }) =>
      api.post<ContactRequest>(path(loungePaths.decideContact(eventId, requestId, decision))),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.contacts(eventId, 'RECEIVED') }),
  });
}

/** After my card changes, the header (hasCard, count), the lists and For You are read again. */
function useRefreshAfterCard(eventId: string) {
  const queryClient = useQueryClient();
  return (card: MyCard) => {
    queryClient.setQueryData(queryKeys.people.card.mine, card);
    void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.all(eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.identity.profile });
  };
}

/** Form errors are shown beside the fields: no toast for those. */
export function useCreateCard(eventId: string) {
  const refresh = useRefreshAfterCard(eventId);
  return useMutation({
    mutationFn: (form: ProfileCardForm) => api.post<MyCard>(path(loungePaths.myCard), form),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

export function useUpdateCard(eventId: string) {
  const refresh = useRefreshAfterCard(eventId);
  return useMutation({
    mutationFn: (form: Partial<ProfileCardForm>) => api.patch<MyCard>(path(loungePaths.myCard), form),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** Shows or hides one field of my card to everyone else, at once. */
export function useFieldVisibility(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, show }: { field: CardField; show: boolean }) =>
      api.post<{ hiddenFields: CardField[] }>(path(show ? loungePaths.showField(field) : loungePaths.hideField(field))),
    onSuccess: ({ hiddenFields }) => {
      queryClient.setQueryData<MyCard>(queryKeys.people.card.mine, (card) => card && { ...card, hiddenFields });
      void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.all(eventId) });
    },
  });
}
