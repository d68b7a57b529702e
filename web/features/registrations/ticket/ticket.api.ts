import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { GUEST_TOKEN_HEADER } from '../../../../contract/registration-views.ts';
import type { MyRegistration, RegistrationSummary, TicketByLink } from '../../../../contract/registration-views.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type TicketTab = 'upcoming' | 'past';
export const ticketTabs = ['upcoming', 'past'] as const satisfies readonly TicketTab[];

type Page = { items: RegistrationSummary[]; hasMore: boolean; cursorId: string | null };

const headersFor = (guestToken: string | null): Record<string, string> =>
  guestToken ? { [GUEST_TOKEN_HEADER]: guestToken } : {};

/** `GET /v1/users/events`: my registrations, cancelled and rejected ones too; upcoming soonest first. */
export const myTicketsQuery = (tab: TicketTab) =>
  infiniteQueryOptions({
    queryKey: queryKeys.registrations.ticket.list(tab),
    queryFn: ({ pageParam, signal }) =>
      api.get<Page>('/users/events', { query: { tab, includeInactive: true, take: 20, cursorId: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

/** `GET /v1/events/{id}/me`: the registration with its QR code while approved. */
export const ticketQuery = (eventId: string, guestToken: string | null = null) =>
  queryOptions({
    queryKey: queryKeys.registrations.ticket.one(eventId, guestToken),
    queryFn: ({ signal }) =>
      api.get<MyRegistration>(`/events/${encodeURIComponent(eventId)}/me`, { signal, headers: headersFor(guestToken) }),
  });

/** `GET /v1/tickets/by-link`: the ticket a non-member's approval email links to. */
export const ticketByLinkQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.ticket.byLink(token),
    queryFn: ({ signal }) => api.get<TicketByLink>('/tickets/by-link', { query: { token }, signal }),
  });

/** `POST /v1/events/{id}/me/cancel`: the seat goes to the first in line; every view of it is fetched again. */
export function useCancelRegistration(eventId: string, guestToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<MyRegistration>(`/events/${encodeURIComponent(eventId)}/me/cancel`, undefined, {
        headers: headersFor(guestToken),
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.registrations.ticket.one(eventId, guestToken), result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.ticket.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.registration.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.list.all });
    },
  });
}
