import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkInByTicketQr,
  checkInGuest,
  getCheckInCount,
  undoGuestCheckIn,
} from '../../../../contract/endpoints/registrations/check-in.ts';
import { listGuests } from '../../../../contract/endpoints/registrations/guests.ts';
import { sentSearch, type ParticipantFilters } from '../../../../contract/guests.ts';
import type { RegistrationStatus } from '../../../../contract/registrations.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type CheckInTab = 'all' | 'attended' | 'notAttended';
export type CheckInListParams = { tab: CheckInTab; status: RegistrationStatus | 'ALL'; search: string };

export const CHECK_IN_PAGE_SIZE = 50;

function filtersOf(params: CheckInListParams): ParticipantFilters {
  return {
    ...(params.status === 'ALL' ? {} : { status: [params.status] }),
    ...(params.tab === 'all' ? {} : { checkInStatus: params.tab === 'attended' ? 'CHECKED_IN' : 'NOT_CHECKED_IN' }),
  };
}

/** One page of the door's list: the tab is the check-in status, the status filter the registration status. */
export function fetchCheckInPage(eventId: string, params: CheckInListParams, page: number, signal: AbortSignal) {
  const filters = filtersOf(params);
  return call(listGuests, {
    params: { id: eventId },
    signal,
    query: {
      take: CHECK_IN_PAGE_SIZE,
      page,
      search: sentSearch(params.search),
      filters: Object.keys(filters).length ? JSON.stringify(filters) : undefined,
      sort: params.tab === 'attended' ? 'RECENTLY_CHECKED_IN' : 'NAME',
    },
  });
}

/** The live count: checked in of approved. The stream keeps it current. */
export const checkInSummaryQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.registrations.checkIn.summary(eventId),
    queryFn: ({ signal }) => call(getCheckInCount, { params: { id: eventId }, signal }),
  });

/** After this device's own change: the lists and the count (the stream would tell, but polling might not yet). */
function useRefresh(eventId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.checkIn.lists(eventId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.registrations.checkIn.summary(eventId) });
  };
}

/** A check-in by what the camera read. Refusals are shown on the scanner itself, never as toasts. */
export function useScanCheckIn(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (qr: string) => call(checkInByTicketQr, { params: { id: eventId }, body: { qr } }),
    onSuccess: refresh,
    meta: { errorToast: false },
  });
}

/** A check-in by hand: a guest found by name (no phone, no ticket). */
export function useManualCheckIn(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (pid: string) => call(checkInGuest, { params: { id: eventId, pid } }),
    onSuccess: refresh,
  });
}

/** Undoes a check-in made by mistake. */
export function useUndoCheckIn(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (pid: string) => call(undoGuestCheckIn, { params: { id: eventId, pid } }),
    onSuccess: refresh,
  });
}
