import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventFieldLabels, eventTypeLabels } from '../../../contract/event-categories.ts';
import {
  CategoriesSchema,
  EventDetailSchema,
  EventListQuerySchema,
  EventPageSchema,
  EventSummarySchema,
  MyEventListQuerySchema,
  pageOf,
} from '../../../contract/event-views.ts';
import { CreateEventSchema, eventFields, eventTypes } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requirePro, requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { getEventCalendar } from '../pages/event-calendar.service.ts';
import { listMyEvents, listPublicEvents } from '../pages/event-lists.service.ts';
import { getEventPage } from '../pages/event-page.service.ts';
import { createEvent } from './events.service.ts';

const categories = {
  eventTypes: eventTypes.map((code) => ({ code, labels: eventTypeLabels[code] })),
  eventFields: eventFields.map((code) => ({ code, labels: eventFieldLabels[code] })),
};

const tags = ['events'];

/** The public side of events: create, the page, the lists, the calendar file. */
export async function eventsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/events',
    {
      attachValidation: true,
      // Who first: a non-PRO user learns nothing from validating a body they may not send.
      preValidation: async (request) => {
        requirePro(request);
      },
      schema: {
        tags,
        description:
          'Creates a draft (PRO only: others get 403 G01019). Unknown categories: G20008. A taken handle: 409 G09003. MEMBER_ONLY outside a community: G20018.',
        body: CreateEventSchema,
        response: { 201: z.object({ data: EventDetailSchema }) },
      },
    },
    async (request, reply) => {
      const host = requirePro(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createEvent(deps, host.id, request.body) });
    },
  );

  api.get(
    '/v1/events/categories',
    { schema: { tags, response: { 200: z.object({ data: CategoriesSchema }) } } },
    async (_request, reply) => {
      // The two lists change only with a release.
      reply.header('cache-control', 'public, max-age=86400');
      return { data: categories };
    },
  );

  api.get(
    '/v1/events/info',
    {
      schema: {
        tags,
        description:
          'The event page by handle. Drafts answer 404 G04002 outside the host team; the online URL is null unless the viewer may see it.',
        querystring: z.object({ handle: z.string().max(100) }),
        response: { 200: z.object({ data: EventPageSchema }) },
      },
    },
    async (request) => ({ data: await getEventPage(deps, request.user?.id ?? null, request.query.handle) }),
  );

  api.get(
    '/v1/events',
    {
      schema: {
        tags,
        description: 'Published, public, listed events.',
        querystring: EventListQuerySchema,
        response: { 200: z.object({ data: pageOf(EventSummarySchema) }) },
      },
    },
    async (request) => ({ data: await listPublicEvents(deps, request.user?.id ?? null, request.query) }),
  );

  api.get(
    '/v1/me/events',
    {
      schema: {
        tags,
        description:
          'My events: upcoming and past (events I host; registrations join with the registration issue), or hosting (every event on whose host team I am, drafts included).',
        querystring: MyEventListQuerySchema,
        response: { 200: z.object({ data: pageOf(EventSummarySchema) }) },
      },
    },
    async (request) => ({ data: await listMyEvents(deps, requireUser(request).id, request.query) }),
  );

  api.get(
    '/v1/events/:id/calendar.ics',
    { schema: { tags, description: 'The event as an iCalendar file.', params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const { filename, text } = await getEventCalendar(deps, request.user?.id ?? null, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-cache')
        .send(text);
    },
  );
}
