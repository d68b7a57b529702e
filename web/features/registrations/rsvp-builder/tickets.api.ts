import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { updateEvent } from '../../../../contract/endpoints/events/management.ts';
import { listEventTickets, updateEventTicket } from '../../../../contract/endpoints/registrations/tickets.ts';
import type { UpdateTicket } from '../../../../contract/registration-views.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Each ticket with its sale window and what it has issued. */
export const ticketsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.rsvpBuilder.tickets(eventId),
    queryFn: ({ signal }) => call(listEventTickets, { params: { id: eventId }, signal }),
  });

/** Seats and sale states show on the event page and in the registration panel: both are fetched again. */
function useSeatsChanged(eventId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.rsvpBuilder.tickets(eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.registration.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
  };
}

/** A ticket changed: G20015 and G20016 are shown on their fields, not as a toast. */
export function useSaveTicket(eventId: string) {
  const changed = useSeatsChanged(eventId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTicket }) =>
      call(updateEventTicket, { params: { id: eventId, ticketId: id }, body: changes }),
    onSuccess: changed,
    meta: { errorToast: false },
  });
}

export type RegistrationSettings = Pick<EventDetail, 'approvalRequired' | 'waitlistEnabled' | 'maxParticipants'>;

/** Updates the event with the registration settings only; raising the maximum seats the waitlist. */
export function useSaveRegistrationSettings(eventId: string) {
  const queryClient = useQueryClient();
  const changed = useSeatsChanged(eventId);
  return useMutation({
    mutationFn: (settings: RegistrationSettings) => call(updateEvent, { params: { id: eventId }, body: settings }),
    onSuccess: (event) => {
      // The management pages share this event: the same cache the other management pages read.
      queryClient.setQueryData(queryKeys.events.management.detail(eventId), event);
      changed();
    },
    meta: { errorToast: false },
  });
}
