import { queryOptions } from '@tanstack/react-query';
import type { EventPage } from '../../../contract/event-views.ts';
import { api } from '../../api/client.ts';
import { staleTimes } from '../../api/query-client.ts';

export const eventPageKeys = {
  all: ['event-page'] as const,
  byHandle: (handle: string) => ['event-page', handle.toLowerCase()] as const,
};

/** `GET /v1/events/info?handle=`: the public event page (drafts only for the host team). */
export const eventPageQuery = (handle: string) =>
  queryOptions({
    queryKey: eventPageKeys.byHandle(handle),
    queryFn: ({ signal }) => api.get<EventPage>('/events/info', { query: { handle }, signal }),
    staleTime: staleTimes.eventInfo,
  });
