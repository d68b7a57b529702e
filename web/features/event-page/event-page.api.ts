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

/** The .ics file of the event; a plain link, so the browser downloads it with the session cookie. */
export const calendarFileUrl = (eventId: string) => `/v1/events/${encodeURIComponent(eventId)}/calendar.ics`;

/** The link people share: always the canonical address of the page. */
export const eventPageUrl = (handle: string) => new URL(`/events/${handle}`, window.location.origin).toString();
