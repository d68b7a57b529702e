import { queryOptions } from '@tanstack/react-query';
import type { EventPage } from '../../../../contract/event-views.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { staleTimes } from '../../../api/query-client.ts';

/** `GET /v1/events/info?handle=`: the public event page (drafts only for the host team). */
export const eventPageQuery = (handle: string) =>
  queryOptions({
    queryKey: queryKeys.events.page.byHandle(handle),
    queryFn: ({ signal }) => api.get<EventPage>('/events/info', { query: { handle }, signal }),
    staleTime: staleTimes.eventInfo,
  });
