import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { loungePageSize } from '../../../../contract/lounge.ts';
import {
  createMyProfileCard,
  getMyProfileCard,
  getMyProfileCardDraft,
  hideMyProfileCardField,
  showMyProfileCardField,
  updateMyProfileCard,
} from '../../../../contract/endpoints/people/cards.ts';
import {
  acceptLoungeCoffeeChat,
  declineLoungeCoffeeChat,
  getLounge,
  getLoungePerson,
  listLoungeCoffeeChats,
  listLoungePeople,
  recommendLoungePeople,
  requestLoungeCoffeeChat,
  saveLoungePerson,
  unsaveLoungePerson,
} from '../../../../contract/endpoints/people/lounge.ts';
import type { CardField, ContactReply, ContactRequestForm, MyCard, ProfileCardForm } from '../../../../contract/people.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type LoungeFilters = {
  search: string;
  participationType: string[];
  industry: string[];
  skills: string[];
  yearsOfExperience: string[];
};
export type ListTab = 'ALL' | 'SAVED';
export type ContactDirection = 'RECEIVED' | 'SENT';

/** `GET …/lounge`: the header, and the door (404 G04002 for anyone not let in). */
export const loungeQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.people.lounge.overview(eventId),
    queryFn: ({ signal }) => call(getLounge, { params: { id: eventId }, signal }),
  });

/** All or Saved: newest card first, searched and filtered on the server; filters repeat in the query. */
export const peopleQuery = (eventId: string, tab: ListTab, filters: LoungeFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.lounge.list(eventId, tab, filters),
    queryFn: ({ pageParam, signal }) =>
      call(listLoungePeople, {
        params: { id: eventId },
        query: {
          tab,
          take: loungePageSize.default,
          search: filters.search || undefined,
          participationType: filters.participationType,
          industry: filters.industry,
          skills: filters.skills,
          yearsOfExperience: filters.yearsOfExperience,
          cursorId: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** For You: best match first, each with its reasons. */
export const forYouQuery = (eventId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.lounge.forYou(eventId),
    queryFn: ({ pageParam, signal }) =>
      call(recommendLoungePeople, {
        params: { id: eventId },
        query: { take: loungePageSize.default, cursorId: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** One person's full card, as I may see it. */
export const personQuery = (eventId: string, handle: string) =>
  queryOptions({
    queryKey: queryKeys.people.lounge.person(eventId, handle),
    queryFn: ({ signal }) => call(getLoungePerson, { params: { id: eventId }, query: { handle }, signal }),
  });

export const contactsQuery = (eventId: string, direction: ContactDirection) =>
  infiniteQueryOptions({
    queryKey: queryKeys.people.lounge.contacts(eventId, direction),
    queryFn: ({ pageParam, signal }) =>
      call(listLoungeCoffeeChats, {
        params: { id: eventId },
        query: { direction, take: loungePageSize.default, cursorId: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

export const myCardQuery = queryOptions({
  queryKey: queryKeys.people.card.mine,
  queryFn: ({ signal }) => call(getMyProfileCard, { signal }),
});

/** The card form pre-filled from my profile and my answers to this event's registration form. */
export const cardDraftQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.people.card.draft(eventId),
    queryFn: ({ signal }) => call(getMyProfileCardDraft, { query: { eventId: eventId || undefined }, signal }),
    staleTime: 0,
  });

/** Save or unsave: every list shows the new state once read again. */
export function useSavePerson(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, save }: { userId: string; save: boolean }) =>
      save
        ? call(saveLoungePerson, { params: { id: eventId, userId } })
        : call(unsaveLoungePerson, { params: { id: eventId, userId } }),
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
      call(requestLoungeCoffeeChat, { params: { id: eventId, userId }, body: form }),
    meta: { errorToast: false },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.contacts(eventId, 'SENT') }),
  });
}

export function useDecideCoffeeChat(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decision, reply }: { requestId: string; decision: 'accept' | 'decline'; reply?: ContactReply }) =>
      decision === 'accept' && reply
        ? call(acceptLoungeCoffeeChat, { params: { id: eventId, requestId }, body: reply })
        : call(declineLoungeCoffeeChat, { params: { id: eventId, requestId } }),
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
    mutationFn: (form: ProfileCardForm) => call(createMyProfileCard, { body: form }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

export function useUpdateCard(eventId: string) {
  const refresh = useRefreshAfterCard(eventId);
  return useMutation({
    mutationFn: (form: Partial<ProfileCardForm>) => call(updateMyProfileCard, { body: form }),
    meta: { errorToast: false },
    onSuccess: refresh,
  });
}

/** Shows or hides one field of my card to everyone else, at once. */
export function useFieldVisibility(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, show }: { field: CardField; show: boolean }) =>
      show
        ? call(showMyProfileCardField, { params: { fieldId: field } })
        : call(hideMyProfileCardField, { params: { fieldId: field } }),
    onSuccess: ({ hiddenFields }) => {
      queryClient.setQueryData<MyCard>(queryKeys.people.card.mine, (card) => card && { ...card, hiddenFields });
      void queryClient.invalidateQueries({ queryKey: queryKeys.people.lounge.all(eventId) });
    },
  });
}
