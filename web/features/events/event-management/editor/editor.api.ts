import { queryOptions } from '@tanstack/react-query';
import type { PlaceSuggestion } from '../../../../../contract/event-views.ts';
import type { EventField, EventType, Venue } from '../../../../../contract/events.ts';
import { api } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/query-keys.ts';
import { staleTimes } from '../../../../api/query-client.ts';

type Category<T> = { code: T; labels: { en: string; ko: string } };
export type Categories = { eventTypes: Category<EventType>[]; eventFields: Category<EventField>[] };

/** `GET /v1/events/categories`: the two lists, in both languages; they change only with a release. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.events.management.categories,
  queryFn: ({ signal }) => api.get<Categories>('/events/categories', { signal }),
  staleTime: staleTimes.categories,
});

/** `GET /v1/places/suggest?q=`: empty when no provider is configured (the venue is typed by hand). */
export const placeSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.events.management.placeSuggestions(q),
    queryFn: ({ signal }) => api.get<{ items: PlaceSuggestion[] }>('/places/suggest', { query: { q }, signal }),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

/** `GET /v1/places/details?placeId=`: the venue of a chosen suggestion. */
export const placeDetails = (placeId: string) => api.get<Venue>('/places/details', { query: { placeId } });
