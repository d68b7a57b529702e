import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getCheckInCount } from '../../../../contract/endpoints/registrations/check-in.ts';
import { getManagedRegistrationForm } from '../../../../contract/endpoints/registrations/forms.ts';
import {
  bulkChangeGuestStatus,
  changeGuestStatus,
  getGuest,
  getManagementDashboard,
  listGuests,
} from '../../../../contract/endpoints/registrations/guests.ts';
import { sentSearch, type Participant, type ParticipantFilters, type hostSettableStatuses } from '../../../../contract/guests.ts';
import { isChoiceKind } from '../../../../contract/registrations.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type HostDecision = (typeof hostSettableStatuses)[number];
export type GuestListParams = { search: string; filters: ParticipantFilters };

/** Rows per request of the windowed list: a screenful and more, small enough to answer fast. */
export const GUEST_PAGE_SIZE = 50;

const hasFilters = (filters: ParticipantFilters) =>
  Object.values(filters).some((value) => value !== undefined && (!Array.isArray(value) || value.length > 0));

/** One page of the list, searched and filtered by the server. */
export function fetchGuestPage(eventId: string, params: GuestListParams, page: number, signal: AbortSignal) {
  return call(listGuests, {
    params: { id: eventId },
    signal,
    query: {
      take: GUEST_PAGE_SIZE,
      page,
      search: sentSearch(params.search),
      filters: hasFilters(params.filters) ? JSON.stringify(params.filters) : undefined,
    },
  });
}

export const guestDetailQuery = (eventId: string, pid: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.guests.detail(eventId, pid),
    queryFn: ({ signal }) => call(getGuest, { params: { id: eventId, pid }, signal }),
  });

export const dashboardQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.guests.dashboard(eventId),
    queryFn: ({ signal }) => call(getManagementDashboard, { params: { id: eventId }, signal }),
  });

/** The counts per status, for the status chips above the list. */
export const guestSummaryQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.guests.summary(eventId),
    queryFn: ({ signal }) => call(getCheckInCount, { params: { id: eventId }, signal }),
  });

/** The form's single and multiple choice questions: the answers the list can be filtered by. */
export const choiceQuestionsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.guests.choiceQuestions(eventId),
    queryFn: async ({ signal }) => {
      const form = await call(getManagedRegistrationForm, { params: { id: eventId }, signal });
      return form.questions.filter((question) => isChoiceKind(question.kind) && question.choices.length > 0);
    },
    staleTime: 60_000,
  });

/** After any decision: the open guest, the lists, the counts and the dashboard are read again. */
function useRefreshGuests(eventId: string) {
  const queryClient = useQueryClient();
  return (changed: Participant[]) => {
    for (const guest of changed)
      void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.guests.detail(eventId, guest.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.guests.lists(eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.guests.summary(eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.guests.dashboard(eventId) });
  };
}

/** A guest's status or check-in: approve, reject, back to pending (G20024 toasts when not allowed), or check in / undo. */
export function useChangeGuest(eventId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: ({ pid, ...body }: { pid: string; status?: HostDecision; checkInStatus?: Participant['checkInStatus'] }) =>
      call(changeGuestStatus, { params: { id: eventId, pid }, body }),
    onSuccess: (guest) => refresh([guest]),
  });
}

/** The same decision for a selection, all or nothing. */
export function useBulkDecision(eventId: string) {
  const refresh = useRefreshGuests(eventId);
  return useMutation({
    mutationFn: (body: { ids: string[]; status: HostDecision }) => call(bulkChangeGuestStatus, { params: { id: eventId }, body }),
    onSuccess: ({ items }) => refresh(items),
  });
}
