import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/app-deps.ts';
import { requireUser } from '../identity/index.ts';
import { eventHostsRoutes } from './hosts/event-hosts.routes.ts';
import { attachEventPageCache, createEventPageCache } from './pages/event-page-cache.ts';
import { eventImagesRoutes } from './editing/event-images.routes.ts';
import { eventManagementRoutes } from './editing/event-management.routes.ts';
import { eventsRoutes } from './editing/events.routes.ts';
import type { CapacityChanged } from './editing/events.service.ts';
import { createGooglePlacesProvider, noPlacesProvider } from './places/places-provider.ts';
import { placesRoutes } from './places/places.routes.ts';

/** Every events route. Management asks who you are before it reads the body, so strangers learn nothing from validation. */
export async function eventsModule(app: FastifyInstance, deps: AppDeps, hooks: { capacityChanged: CapacityChanged }) {
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
    await eventManagementRoutes(management, deps, hooks.capacityChanged);
    await eventHostsRoutes(management, deps);
  });
}
