import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlaceSuggestionSchema } from '../../../contract/event-views.ts';
import { VenueSchema } from '../../../contract/events.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireUser } from '../../identity/index.ts';
import type { PlacesProvider } from './places-provider.ts';

const tags = ['places'];
const rateLimit = { max: 60, timeWindow: '1 minute' };

/** Venue suggestions for the event editor (signed-in users; the provider's quota is ours). */
export async function placesRoutes(app: FastifyInstance, provider: PlacesProvider) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/places/suggest',
    {
      config: { rateLimit },
      schema: {
        tags,
        description:
          'Suggestions while typing a venue. Empty when no provider is configured: the venue is then typed by hand (type MANUAL).',
        querystring: z.object({ q: z.string().trim().max(200) }),
        response: { 200: z.object({ data: z.object({ items: z.array(PlaceSuggestionSchema) }) }) },
      },
    },
    async (request) => {
      requireUser(request);
      const q = request.query.q;
      return { data: { items: q.length < 2 ? [] : await provider.suggest(q, request.locale) } };
    },
  );

  api.get(
    '/v1/places/details',
    {
      config: { rateLimit },
      schema: {
        tags,
        description: 'The Location (type GOOGLE) for a chosen suggestion; 404 G04015 when the provider does not know it.',
        querystring: z.object({ placeId: z.string().trim().min(1).max(300) }),
        response: { 200: z.object({ data: VenueSchema }) },
      },
    },
    async (request) => {
      requireUser(request);
      const venue = await provider.details(request.query.placeId, request.locale);
      if (!venue) throw new AppError('G04015');
      return { data: venue };
    },
  );
}
