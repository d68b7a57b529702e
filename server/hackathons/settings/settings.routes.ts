import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addHackathonTrack,
  deleteHackathonTrack,
  getHackathonSettings,
  listHackathonTracks,
  setHackathonDeadline,
  setHackathonMode,
  updateHackathonTrack,
} from '../../../contract/endpoints/hackathons/settings.ts';
import { errorCatalogue } from '../../../contract/errors.ts';
import type { HackathonSettings } from '../../../contract/hackathons.ts';
import { translate } from '../../../contract/i18n/translate.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { route } from '../../platform/http/route.ts';
import { requireUser } from '../../identity/index.ts';
import {
  createTrack,
  deleteTrack,
  getHackathonSettings as settingsFor,
  setHackathonEnabled,
  setSubmissionDeadline,
  type SettingsAnswer,
  updateTrack,
} from './settings.service.ts';

/** The warnings in the request's language, as an error's message would be. */
function worded(request: FastifyRequest, settings: SettingsAnswer): HackathonSettings {
  return {
    ...settings,
    warnings: settings.warnings.map((code) => ({
      code,
      message: translate(request.locale, `errors.${errorCatalogue[code].key}`),
    })),
  };
}

/** /v1/event-managements/{id}/hackathons: the host team's hackathon settings and tracks. */
export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getHackathonSettings, async (request) => ({
    data: worded(request, await settingsFor(deps, requireUser(request).id, request.params.id)),
  }));

  route(app, setHackathonMode, async (request) => ({
    data: worded(request, await setHackathonEnabled(deps, requireUser(request).id, request.params.id, request.body.enabled)),
  }));

  route(app, setHackathonDeadline, async (request) => ({
    data: worded(
      request,
      await setSubmissionDeadline(deps, requireUser(request).id, request.params.id, request.body.submissionDeadline),
    ),
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
