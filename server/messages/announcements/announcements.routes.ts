import type { FastifyInstance } from 'fastify';
import {
  cancelAnnouncement as cancelAnnouncementEndpoint,
  countAnnouncementAudience as countAudienceEndpoint,
  createAnnouncement as createAnnouncementEndpoint,
  listAnnouncements as listAnnouncementsEndpoint,
  sendTestAnnouncement as sendTestEndpoint,
} from '../../../contract/endpoints/messages/announcements.ts';
import { requireUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { cancelAnnouncement } from './cancel-announcement.service.ts';
import { countAnnouncementAudience } from './count-audience.service.ts';
import { createAnnouncement } from './create-announcement.service.ts';
import { listAnnouncements } from './list-announcements.service.ts';
import { sendTestAnnouncement } from './send-test-announcement.service.ts';

/** Test sends are mail to oneself: a few an hour are plenty. */
const TEST_SENDS_PER_HOUR = 20;

/** The host team's side: audience, test, send or schedule, history, cancel. */
export async function announcementsRoutes(app: FastifyInstance, deps: AppDeps, kickSender: () => void) {
  route(app, countAudienceEndpoint, async (request) => ({
    data: await countAnnouncementAudience(deps, requireUser(request).id, request.params.id, request.body.audience),
  }));

  route(
    app,
    sendTestEndpoint,
    async (request, reply) => {
      reply.status(202);
      return { data: await sendTestAnnouncement(deps, requireUser(request), request.params.id, request.body) };
    },
    { config: { rateLimit: { max: TEST_SENDS_PER_HOUR, timeWindow: '1 hour' } } },
  );

  route(app, createAnnouncementEndpoint, async (request, reply) => {
    const announcement = await createAnnouncement(deps, requireUser(request).id, request.params.id, request.body);
    kickSender();
    reply.status(201);
    return { data: announcement };
  });

  route(app, listAnnouncementsEndpoint, async (request) => ({
    data: { items: await listAnnouncements(deps, requireUser(request).id, request.params.id) },
  }));

  route(app, cancelAnnouncementEndpoint, async (request) => ({
    data: await cancelAnnouncement(deps, requireUser(request).id, request.params.id, request.params.announcementId),
  }));
}
