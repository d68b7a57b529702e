import { queryOptions } from '@tanstack/react-query';
import { getEventDoor, getEventPage } from '../../../../contract/endpoints/events/events.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { staleTimes } from '../../../api/query-client.ts';

/** The public event page, by handle (drafts only for the host team). */
export const eventPageQuery = (handle: string) =>
  queryOptions({
    queryKey: queryKeys.events.page.byHandle(handle),
    queryFn: ({ signal }) => call(getEventPage, { query: { handle }, signal }),
    staleTime: staleTimes.eventInfo,
  });

/** A member-only event's door (after 403 G20300): the community it is for, nothing of the event. */
export const eventDoorQuery = (handle: string) =>
  queryOptions({
    queryKey: [...queryKeys.events.page.byHandle(handle), 'door'] as const,
    queryFn: ({ signal }) => call(getEventDoor, { query: { handle }, signal }),
  });
