import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EventDetailSchema } from '../../../contract/event-views.ts';
import { ChangeHandleSchema, ContentsLinkSchema, PhotoLinkSchema, UpdateEventSchema } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { changeEventHandle, publishEvent, setContentsLink, setPhotoLink, unpublishEvent } from './event-publishing.service.ts';
import { deleteEvent, getManagedEvent, updateEvent, type CapacityChanged } from './events.service.ts';

const tags = ['event management'];
const params = z.object({ id: z.string().max(64) });
const detail = { 200: z.object({ data: EventDetailSchema }) };
const access =
  'Sign-in required (401). Outside the host team: 404 G04002; a team role without the right: 403 G01019 (docs/roles.md).';

/** /v1/event-managements/{id}: the host team's side of one event. */
export async function eventManagementRoutes(app: FastifyInstance, deps: AppDeps, capacityChanged: CapacityChanged) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/event-managements/:id';

  api.get(
    base,
    { schema: { tags, description: `The whole event. HOST, CO_HOST, STAFF. ${access}`, params, response: detail } },
    async (request) => ({
      data: await getManagedEvent(deps, requireUser(request).id, request.params.id),
    }),
  );

  api.patch(
    base,
    {
      attachValidation: true,
      schema: {
        tags,
        description: `Any part of the event form, same rules as creation (MEMBER_ONLY outside a community: G20018). HOST, CO_HOST. ${access}`,
        params,
        body: UpdateEventSchema,
        response: detail,
      },
    },
    async (request) => {
      const user = requireUser(request);
      rejectInvalidRequest(request);
      return { data: await updateEvent({ ...deps, capacityChanged }, user.id, request.params.id, request.body) };
    },
  );

  api.delete(
    base,
    {
      schema: {
        tags,
        description: `Deletes the event. HOST only. ${access}`,
        params,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => {
      await deleteEvent(deps, requireUser(request).id, request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  api.post(
    `${base}/publish`,
    { schema: { tags, description: `HOST, CO_HOST. ${access}`, params, response: detail } },
    async (request) => ({
      data: await publishEvent(deps, requireUser(request).id, request.params.id),
    }),
  );

  api.post(
    `${base}/unpublish`,
    { schema: { tags, description: `HOST, CO_HOST. ${access}`, params, response: detail } },
    async (request) => ({
      data: await unpublishEvent(deps, requireUser(request).id, request.params.id),
    }),
  );

  api.patch(
    `${base}/url`,
    {
      schema: {
        tags,
        description: `Changes the handle; the old link stops working. 409 G09003 when taken. HOST, CO_HOST. ${access}`,
        params,
        body: ChangeHandleSchema,
        response: detail,
      },
    },
    async (request) => ({ data: await changeEventHandle(deps, requireUser(request).id, request.params.id, request.body.handle) }),
  );

  api.patch(
    `${base}/photo-link`,
    {
      schema: {
        tags,
        description: `A URL, or null to clear. HOST, CO_HOST. ${access}`,
        params,
        body: PhotoLinkSchema,
        response: detail,
      },
    },
    async (request) => ({ data: await setPhotoLink(deps, requireUser(request).id, request.params.id, request.body.photoLink) }),
  );

  api.patch(
    `${base}/contents-link`,
    {
      schema: {
        tags,
        description: `A URL, or null to clear. HOST, CO_HOST. ${access}`,
        params,
        body: ContentsLinkSchema,
        response: detail,
      },
    },
    async (request) => ({
      data: await setContentsLink(deps, requireUser(request).id, request.params.id, request.body.contentsLink),
    }),
  );
}
