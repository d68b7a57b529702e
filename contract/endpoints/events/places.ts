import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { PlaceSuggestionSchema } from '../../event-views.ts';
import { VenueSchema } from '../../events.ts';

const tags = ['places'];

/** Venue suggestions while typing, for the event editor. Signed-in users. */
export const suggestPlaces = endpoint({
  method: 'GET',
  path: '/v1/places/suggest',
  query: z.object({ q: z.string().trim().max(200) }),
  responses: { 200: z.object({ data: z.object({ items: z.array(PlaceSuggestionSchema) }) }) },
  errors: [],
  tags,
  description:
    'Suggestions while typing a venue. Empty when no provider is configured: the venue is then typed by hand (type MANUAL).',
});

/** The venue of a chosen suggestion. Signed-in users. */
export const getPlaceDetails = endpoint({
  method: 'GET',
  path: '/v1/places/details',
  query: z.object({ placeId: z.string().trim().min(1).max(300) }),
  responses: { 200: z.object({ data: VenueSchema }) },
  errors: ['G04015'],
  tags,
  description: 'The Location (type GOOGLE) for a chosen suggestion; 404 G04015 when the provider does not know it.',
});
