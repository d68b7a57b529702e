import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateTrackSchema,
  HackathonEnabledSchema,
  HackathonSettingsSchema,
  SubmissionDeadlineSchema,
  TrackSchema,
  UpdateTrackSchema,
} from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { requireUser } from '../../identity/index.ts';
import {
  createTrack,
  deleteTrack,
  getHackathonSettings,
  setHackathonEnabled,
  setSubmissionDeadline,
  updateTrack,
} from './settings.service.ts';

const tags = ['hackathon management'];
const params = z.object({ id: z.string().max(64) });
const trackParams = params.extend({ trackId: z.string().max(64) });
const settings = { 200: z.object({ data: HackathonSettingsSchema }) };
const access = 'Outside the host team: 404 G04002; a team role without the right: 403 G01019 (docs/roles.md).';

/** /v1/event-managements/{id}/hackathons: the host team's hackathon settings and tracks. */
export async function settingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = '/v1/event-managements/:id/hackathons';

  api.get(
    base,
    {
      schema: {
        tags,
        description: `Mode, deadline and every track. HOST, CO_HOST, STAFF. ${access}`,
        params,
        response: settings,
      },
    },
    async (request) => ({
      data: await getHackathonSettings(deps, requireUser(request).id, request.params.id),
    }),
  );

  api.patch(
    `${base}/enabled`,
    {
      schema: {
        tags,
        description: `Hackathon mode on or off. HOST, CO_HOST. ${access}`,
        params,
        body: HackathonEnabledSchema,
        response: settings,
      },
    },
    async (request) => ({
      data: await setHackathonEnabled(deps, requireUser(request).id, request.params.id, request.body.enabled),
    }),
  );

  api.patch(
    `${base}/deadline`,
    {
      schema: {
        tags,
        description: `The project submission deadline; null clears it. HOST, CO_HOST. ${access}`,
        params,
        body: SubmissionDeadlineSchema,
        response: settings,
      },
    },
    async (request) => ({
      data: await setSubmissionDeadline(deps, requireUser(request).id, request.params.id, request.body.submissionDeadline),
    }),
  );

  api.get(
    `${base}/tracks`,
    {
      schema: {
        tags,
        description: `Every track, enabled or not. HOST, CO_HOST, STAFF. ${access}`,
        params,
        response: { 200: z.object({ data: z.array(TrackSchema) }) },
      },
    },
    async (request) => ({ data: (await getHackathonSettings(deps, requireUser(request).id, request.params.id)).tracks }),
  );

  api.post(
    `${base}/tracks`,
    {
      schema: {
        tags,
        description: `Adds a track (at most 30). HOST, CO_HOST. ${access}`,
        params,
        body: CreateTrackSchema,
        response: { 201: z.object({ data: TrackSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createTrack(deps, requireUser(request).id, request.params.id, request.body) }),
  );

  api.patch(
    `${base}/tracks/:trackId`,
    {
      schema: {
        tags,
        description: `Name, description, enabled (a disabled track takes no new projects). Unknown or another event's track: 404 G04009. HOST, CO_HOST. ${access}`,
        params: trackParams,
        body: UpdateTrackSchema,
        response: { 200: z.object({ data: TrackSchema }) },
      },
    },
    async (request) => ({
      data: await updateTrack(deps, requireUser(request).id, request.params.id, request.params.trackId, request.body),
    }),
  );

  api.delete(
    `${base}/tracks/:trackId`,
    {
      schema: {
        tags,
        description: `Deletes a track without projects; with projects 400 G20052 (disable it instead). HOST, CO_HOST. ${access}`,
        params: trackParams,
        response: { 200: z.object({ data: z.object({ id: z.string() }) }) },
      },
    },
    async (request) => {
      await deleteTrack(deps, requireUser(request).id, request.params.id, request.params.trackId);
      return { data: { id: request.params.trackId } };
    },
  );
}
