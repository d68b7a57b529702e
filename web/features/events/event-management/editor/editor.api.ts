import { queryOptions } from '@tanstack/react-query';
import { listEventCategories } from '../../../../../contract/endpoints/events/events.ts';
import { getPlaceDetails, suggestPlaces } from '../../../../../contract/endpoints/events/places.ts';
import { call } from '../../../../api/call.ts';
import { queryKeys } from '../../../../api/query-keys.ts';
import { staleTimes } from '../../../../api/query-client.ts';

/** Event types and event fields: the two lists, in both languages; they change only with a release. */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.events.management.categories,
  queryFn: ({ signal }) => call(listEventCategories, { signal }),
  staleTime: staleTimes.categories,
});

/** Venue suggestions: empty when no provider is configured (the venue is typed by hand). */
export const placeSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.events.management.placeSuggestions(q),
    queryFn: ({ signal }) => call(suggestPlaces, { query: { q }, signal }),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

/** The venue of a chosen suggestion. */
export const placeDetails = (placeId: string) => call(getPlaceDetails, { query: { placeId } });
