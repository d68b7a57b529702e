import type { FastifyInstance } from 'fastify';
import {
  listReceivedAnnouncements as listReceivedEndpoint,
  muteByLink,
  setAnnouncementMute,
} from '../../../contract/endpoints/messages/announcements.ts';
import { requireUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { muteByToken, setMute } from './mute.service.ts';
import { listReceivedAnnouncements } from './received-announcements.service.ts';

/** The guest's side: what reached them, and muting. */
export async function mutesRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, listReceivedEndpoint, async (request) => ({
    data: await listReceivedAnnouncements(deps, requireUser(request), request.params.id),
  }));

  route(app, setAnnouncementMute, async (request) => ({
    data: await setMute(deps, requireUser(request), request.params.id, request.body.muted),
  }));

  route(app, muteByLink, async (request) => ({ data: await muteByToken(deps, request.body.token) }), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
}
