import type { FastifyInstance } from 'fastify';
import {
  cancelCommunityAnnouncement as cancelEndpoint,
  countCommunityAnnouncementAudience as countAudienceEndpoint,
  createCommunityAnnouncement as createEndpoint,
  listCommunityAnnouncements as listEndpoint,
  listReceivedCommunityAnnouncements as listReceivedEndpoint,
  sendTestCommunityAnnouncement as sendTestEndpoint,
  setCommunityAnnouncementMute as setMuteEndpoint,
} from '../../../contract/endpoints/messages/community-announcements.ts';
import { requireUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { cancelCommunityAnnouncement } from './cancel-community-announcement.service.ts';
import { setCommunityMute } from './community-mutes.service.ts';
import { countCommunityAudience } from './count-community-audience.service.ts';
import { createCommunityAnnouncement } from './create-community-announcement.service.ts';
import { listCommunityAnnouncements } from './list-community-announcements.service.ts';
import { listReceivedCommunityAnnouncements } from './received-community-announcements.service.ts';
import { sendTestCommunityAnnouncement } from './send-test-community-announcement.service.ts';

/** Test sends are mail to oneself: a few an hour are plenty. */
const TEST_SENDS_PER_HOUR = 20;

/** The owner and managers' side: audience, test, send or schedule, history, cancel. */
export async function communityAnnouncementsRoutes(app: FastifyInstance, deps: AppDeps, kickSender: () => void) {
  route(app, countAudienceEndpoint, async (request) => ({
    data: await countCommunityAudience(deps, requireUser(request).id, request.params.id, request.body.audience),
  }));

  route(
    app,
    sendTestEndpoint,
    async (request, reply) => {
      reply.status(202);
      return { data: await sendTestCommunityAnnouncement(deps, requireUser(request), request.params.id, request.body) };
    },
    { config: { rateLimit: { max: TEST_SENDS_PER_HOUR, timeWindow: '1 hour' } } },
  );

  route(app, createEndpoint, async (request, reply) => {
    const announcement = await createCommunityAnnouncement(deps, requireUser(request).id, request.params.id, request.body);
    kickSender();
    reply.status(201);
    return { data: announcement };
  });

  route(app, listEndpoint, async (request) => ({
    data: { items: await listCommunityAnnouncements(deps, requireUser(request).id, request.params.id) },
  }));

  route(app, cancelEndpoint, async (request) => ({
    data: await cancelCommunityAnnouncement(deps, requireUser(request).id, request.params.id, request.params.announcementId),
  }));

  route(app, listReceivedEndpoint, async (request) => ({
    data: await listReceivedCommunityAnnouncements(deps, requireUser(request), request.params.id),
  }));

  route(app, setMuteEndpoint, async (request) => ({
    data: await setCommunityMute(deps, requireUser(request), request.params.id, request.body.muted),
  }));
}
