import { queryOptions } from '@tanstack/react-query';
import { getEventPage } from '../../../../contract/endpoints/events/events.ts';
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
