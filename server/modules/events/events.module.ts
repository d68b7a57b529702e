import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser } from '../auth/guard.ts';
import { eventHostsRoutes } from './event-hosts.routes.ts';
import { attachEventPageCache, createEventPageCache } from './event-page-cache.ts';
import { eventImagesRoutes } from './event-images.routes.ts';
import { eventManagementRoutes } from './event-management.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { createGooglePlacesProvider, noPlacesProvider } from './places-provider.ts';
import { placesRoutes } from './places.routes.ts';

export { sanitizeDescription } from './event-description.ts';
export { createEvent } from './events.service.ts';
export { publishEvent } from './event-publishing.service.ts';
export { listCommunityEvents, listMyCommunityEvents } from './event-lists.service.ts';
export { canViewEvent, viewerIsCommunityMember } from './event-access.ts';

/** Every events route. Management asks who you are before it reads the body, so strangers learn nothing from validation. */
export async function eventsModule(app: FastifyInstance, deps: AppDeps) {
  // How stale an anonymous reader's event page may be, from another process's writes.
  attachEventPageCache(deps.db, createEventPageCache(deps.env.EVENT_PAGE_CACHE_MS));
  await eventsRoutes(app, deps);
  await eventImagesRoutes(app, deps);
  const places = deps.env.GOOGLE_PLACES_API_KEY
    ? createGooglePlacesProvider({ apiKey: deps.env.GOOGLE_PLACES_API_KEY })
    : noPlacesProvider;
  await placesRoutes(app, places);
  await app.register(async (management) => {
    management.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    await eventManagementRoutes(management, deps);
    await eventHostsRoutes(management, deps);
  });
}
