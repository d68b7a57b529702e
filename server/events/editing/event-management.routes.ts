import type { FastifyInstance } from 'fastify';
import * as endpoints from '../../../contract/endpoints/events/management.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { changeEventHandle, publishEvent, setContentsLink, setPhotoLink, unpublishEvent } from './event-publishing.service.ts';
import { deleteEvent, getManagedEvent, updateEvent, type CapacityChanged } from './events.service.ts';

/** /v1/event-managements/{id}: the host team's side of one event. */
export async function eventManagementRoutes(app: FastifyInstance, deps: AppDeps, capacityChanged: CapacityChanged) {
  route(app, endpoints.getManagedEvent, async (request) => ({
    data: await getManagedEvent(deps, requireUser(request).id, request.params.id),
  }));

  route(
    app,
    endpoints.updateEvent,
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateEvent({ ...deps, capacityChanged }, user.id, request.params.id, request.body) };
    },
    { attachValidation: true },
  );

  route(app, endpoints.deleteEvent, async (request) => {
    await deleteEvent(deps, requireUser(request).id, request.params.id);
    return { data: { id: request.params.id } };
  });

  route(app, endpoints.publishEvent, async (request) => ({
    data: await publishEvent(deps, requireUser(request).id, request.params.id),
  }));

  route(app, endpoints.unpublishEvent, async (request) => ({
    data: await unpublishEvent(deps, requireUser(request).id, request.params.id),
  }));

  route(app, endpoints.changeEventHandle, async (request) => ({
    data: await changeEventHandle(deps, requireUser(request).id, request.params.id, request.body.handle),
  }));

  route(app, endpoints.setEventPhotoLink, async (request) => ({
    data: await setPhotoLink(deps, requireUser(request).id, request.params.id, request.body.photoLink),
  }));

  route(app, endpoints.setEventContentsLink, async (request) => ({
    data: await setContentsLink(deps, requireUser(request).id, request.params.id, request.body.contentsLink),
  }));
}
