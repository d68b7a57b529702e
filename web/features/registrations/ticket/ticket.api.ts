import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelMyRegistration,
  getMyRegistration,
  getTicketByLink,
  listMyRegistrations,
} from '../../../../contract/endpoints/registrations/registering.ts';
import { GUEST_TOKEN_HEADER } from '../../../../contract/registration-views.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type TicketTab = 'upcoming' | 'past';
export const ticketTabs = ['upcoming', 'past'] as const satisfies readonly TicketTab[];

const headersFor = (guestToken: string | null): Record<string, string> =>
  guestToken ? { [GUEST_TOKEN_HEADER]: guestToken } : {};

/** My registrations, cancelled and rejected ones too; upcoming soonest first. */
export const myTicketsQuery = (tab: TicketTab) =>
  infiniteQueryOptions({
    queryKey: queryKeys.registrations.ticket.list(tab),
    queryFn: ({ pageParam, signal }) =>
      call(listMyRegistrations, {
        query: { tab, includeInactive: 'true', take: 20, cursorId: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** The registration with its QR code while approved. */
export const ticketQuery = (eventId: string, guestToken: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.registrations.ticket.one(eventId, guestToken),
    queryFn: ({ signal }) => call(getMyRegistration, { params: { id: eventId }, signal, headers: headersFor(guestToken) }),
  });

/** The ticket a non-member's approval email links to. */
export const ticketByLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.ticket.byLink(token),
    queryFn: ({ signal }) => call(getTicketByLink, { query: { token }, signal }),
  });

/** Cancels the registration: the seat goes to the first in line; every view of it is fetched again. */
export function useCancelRegistration(eventId: string, guestToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelMyRegistration, { params: { id: eventId }, headers: headersFor(guestToken) }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.registrations.ticket.one(eventId, guestToken), result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.ticket.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.registration.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.list.all });
    },
  });
}
