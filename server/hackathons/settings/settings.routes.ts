import type { FastifyInstance } from 'fastify';
import {
  addHackathonTrack,
  deleteHackathonTrack,
  getHackathonSettings,
  listHackathonTracks,
  setHackathonDeadline,
  setHackathonMode,
  updateHackathonTrack,
} from '../../../contract/endpoints/hackathons/settings.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import {
  createTrack,
  deleteTrack,
  getHackathonSettings as settingsFor,
  setHackathonEnabled,
  setSubmissionDeadline,
  updateTrack,
} from './settings.service.ts';

/** /v1/event-managements/{id}/hackathons: the host team's hackathon settings and tracks. */
export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getHackathonSettings, async (request) => ({
    data: await settingsFor(deps, requireUser(request).id, request.params.id),
  }));

  route(app, setHackathonMode, async (request) => ({
    data: await setHackathonEnabled(deps, requireUser(request).id, request.params.id, request.body.enabled),
  }));

  route(app, setHackathonDeadline, async (request) => ({
    data: await setSubmissionDeadline(deps, requireUser(request).id, request.params.id, request.body.submissionDeadline),
  }));

  route(app, listHackathonTracks, async (request) => ({
    data: (await settingsFor(deps, requireUser(request).id, request.params.id)).tracks,
  }));

  route(app, addHackathonTrack, async (request, reply) =>
    reply.code(201).send({ data: await createTrack(deps, requireUser(request).id, request.params.id, request.body) }),
  );

  route(app, updateHackathonTrack, async (request) => ({
    data: await updateTrack(deps, requireUser(request).id, request.params.id, request.params.trackId, request.body),
  }));

  route(app, deleteHackathonTrack, async (request) => {
    await deleteTrack(deps, requireUser(request).id, request.params.id, request.params.trackId);
    return { data: { id: request.params.trackId } };
  });
}
