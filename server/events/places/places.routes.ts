import type { FastifyInstance } from 'fastify';
import { getPlaceDetails, suggestPlaces } from '../../../contract/endpoints/events/places.ts';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import type { PlacesProvider } from './places-provider.ts';

const rateLimit = { max: 60, timeWindow: '1 minute' };

/** Venue suggestions for the event editor (signed-in users; the provider's quota is ours). */
export async function placesRoutes(app: FastifyInstance, provider: PlacesProvider) {
  route(
    app,
    suggestPlaces,
    async (request) => {
      requireUser(request);
      const q = request.query.q;
      return { data: { items: q.length < 2 ? [] : await provider.suggest(q, request.locale) } };
    },
    { config: { rateLimit } },
  );

  route(
    app,
    getPlaceDetails,
    async (request) => {
      requireUser(request);
      const venue = await provider.details(request.query.placeId, request.locale);
      if (!venue) throw new AppError('G04015');
      return { data: venue };
    },
    { config: { rateLimit } },
  );
}
