import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { EventDetailSchema } from '../../event-views.ts';
import { ChangeHandleSchema, ContentsLinkSchema, PhotoLinkSchema, UpdateEventSchema } from '../../events.ts';

const tags = ['event management'];
const path = '/v1/event-managements/:id';
const params = z.object({ id: z.string().max(64) });
const detail = { 200: z.object({ data: EventDetailSchema }) };
const access =
  'Sign-in required (401). Outside the host team: 404 G04002; a team role without the right: 403 G01019 (docs/roles.md).';
/** Outside the host team, or a team role without the right. */
const accessErrors = ['G04002', 'G01019'] as const;

/** The whole event, for anyone on its host team. */
export const getManagedEvent = endpoint({
  method: 'GET',
  path,
  params,
  responses: detail,
  errors: ['G04002'],
  tags,
  description: `The whole event. HOST, CO_HOST, STAFF. ${access}`,
});

/** Changes any part of the event form, with the same rules as creation. Answers the whole event. */
export const updateEvent = endpoint({
  method: 'PATCH',
  path,
  params,
  body: UpdateEventSchema,
  responses: detail,
  errors: [...accessErrors, 'G20008', 'G20018'],
  tags,
  description: `Any part of the event form, same rules as creation (MEMBER_ONLY outside a community: G20018). HOST, CO_HOST. ${access}`,
});

/** Deletes the event, with its host team. The owner only. */
export const deleteEvent = endpoint({
  method: 'DELETE',
  path,
  params,
  responses: { 200: z.object({ data: z.object({ id: z.string() }) }) },
  errors: accessErrors,
  tags,
  description: `Deletes the event. HOST only. ${access}`,
});

/** Publishes a draft. Answers the whole event. */
export const publishEvent = endpoint({
  method: 'POST',
  path: `${path}/publish`,
  params,
  responses: detail,
  errors: accessErrors,
  tags,
  description: `HOST, CO_HOST. ${access}`,
});

/** Turns the event back into a draft. Answers the whole event. */
export const unpublishEvent = endpoint({
  method: 'POST',
  path: `${path}/unpublish`,
  params,
  responses: detail,
  errors: accessErrors,
  tags,
  description: `HOST, CO_HOST. ${access}`,
});

/** Changes the event's handle; the old link stops working. Answers the whole event. */
export const changeEventHandle = endpoint({
  method: 'PATCH',
  path: `${path}/url`,
  params,
  body: ChangeHandleSchema,
  responses: detail,
  errors: [...accessErrors, 'G09006'],
  tags,
  description: `Changes the handle; the old link stops working. 409 G09006 when taken. HOST, CO_HOST. ${access}`,
});

/** Sets or clears the link to the event's photos. Answers the whole event. */
export const setEventPhotoLink = endpoint({
  method: 'PATCH',
  path: `${path}/photo-link`,
  params,
  body: PhotoLinkSchema,
  responses: detail,
  errors: accessErrors,
  tags,
  description: `A URL, or null to clear. HOST, CO_HOST. ${access}`,
});

/** Sets or clears the link to the event's contents. Answers the whole event. */
export const setEventContentsLink = endpoint({
  method: 'PATCH',
  path: `${path}/contents-link`,
  params,
  body: ContentsLinkSchema,
  responses: detail,
  errors: accessErrors,
  tags,
  description: `A URL, or null to clear. HOST, CO_HOST. ${access}`,
});
