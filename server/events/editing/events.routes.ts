import type { FastifyInstance } from 'fastify';
import { eventFieldLabels, eventTypeLabels } from '../../../contract/event-categories.ts';
import * as endpoints from '../../../contract/endpoints/events/events.ts';
import { eventFields, eventTypes } from '../../../contract/events.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requirePro, requireUser, rejectInvalidRequest } from '../../identity/index.ts';
import { getEventCalendar } from '../pages/event-calendar.service.ts';
import { listMyEvents, listPublicEvents } from '../pages/event-lists.service.ts';
import { getEventPage } from '../pages/event-page.service.ts';
import { getMembersOnlyDoor } from '../pages/members-door.service.ts';
import { createEvent } from './events.service.ts';

const categories = {
  eventTypes: eventTypes.map((code) => ({ code, labels: eventTypeLabels[code] })),
  eventFields: eventFields.map((code) => ({ code, labels: eventFieldLabels[code] })),
};

/** The public side of events: create, the page, the lists, the calendar file. */
export async function eventsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(
    app,
    endpoints.createEvent,
    async (request, reply) => {
      const host = requirePro(request);
      rejectInvalidRequest(request);
      return reply.code(201).send({ data: await createEvent(deps, host.id, request.body) });
    },
    {
      attachValidation: true,
      // Who first: a non-PRO user learns nothing from validating a body they may not send.
      preValidation: async (request) => {
        requirePro(request);
      },
    },
  );

  route(app, endpoints.listEventCategories, async (_request, reply) => {
    // The two lists change only with a release.
    reply.header('cache-control', 'public, max-age=86400');
    return { data: categories };
  });

  route(app, endpoints.getEventPage, async (request) => ({
    data: await getEventPage(deps, request.user?.id ?? null, request.query.handle),
  }));

  route(app, endpoints.getEventDoor, async (request) => ({
    data: await getMembersOnlyDoor(deps, request.user?.id ?? null, request.query.handle),
  }));

  route(app, endpoints.listPublicEvents, async (request) => ({
    data: await listPublicEvents(deps, request.user?.id ?? null, request.query),
  }));

  route(app, endpoints.listMyEvents, async (request) => ({
    data: await listMyEvents(deps, requireUser(request).id, request.query),
  }));

  route(app, endpoints.getEventCalendar, async (request, reply) => {
    const { filename, text, isPublic } = await getEventCalendar(deps, request.user?.id ?? null, request.params.id);
    // A member-only or secret event's calendar, or one read with a session (it may carry the online
    // address), must stay in this browser and nowhere on the way.
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', isPublic && !request.user ? 'no-cache' : 'private, no-store')
      .send(text);
  });
}
