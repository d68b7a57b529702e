import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  CreateTrackSchema,
  HackathonEnabledSchema,
  HackathonOverviewSchema,
  HackathonSettingsSchema,
  HackathonShowcaseSchema,
  SubmissionDeadlineSchema,
  TrackSchema,
  UpdateTrackSchema,
} from '../../hackathons.ts';
import { ACCESS, deletedId, eventParams, hackathonTags } from './shared.ts';

const tags = ['hackathon management'];
const params = eventParams;
const trackParams = params.extend({ trackId: z.string().max(64) });
const settings = { 200: z.object({ data: HackathonSettingsSchema }) };
const access = 'Outside the host team: 404 G04002; a team role without the right: 403 G01019 (docs/roles.md).';
const hostErrors = ['G04002', 'G01019'] as const;

/** The host team's view: the mode, the deadline and every track. */
export const getHackathonSettings = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons',
  params,
  responses: settings,
  errors: hostErrors,
  tags,
  description: `Mode, deadline and every track. HOST, CO_HOST, STAFF. ${access}`,
});

/** Turns hackathon mode on or off. Answers the settings. */
export const setHackathonMode = endpoint({
  method: 'PATCH',
  path: '/v1/event-managements/:id/hackathons/enabled',
  params,
  body: HackathonEnabledSchema,
  responses: settings,
  errors: hostErrors,
  tags,
  description: `Hackathon mode on or off. HOST, CO_HOST. ${access}`,
});

/** Sets or clears the project submission deadline. Answers the settings. */
export const setHackathonDeadline = endpoint({
  method: 'PATCH',
  path: '/v1/event-managements/:id/hackathons/deadline',
  params,
  body: SubmissionDeadlineSchema,
  responses: settings,
  errors: hostErrors,
  tags,
  description: `The project submission deadline; null clears it. HOST, CO_HOST. ${access}`,
});

/** Every track of the hackathon, enabled or not. */
export const listHackathonTracks = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/hackathons/tracks',
  params,
  responses: { 200: z.object({ data: z.array(TrackSchema) }) },
  errors: hostErrors,
  tags,
  description: `Every track, enabled or not. HOST, CO_HOST, STAFF. ${access}`,
});

/** Adds a track. */
export const addHackathonTrack = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/hackathons/tracks',
  params,
  body: CreateTrackSchema,
  responses: { 201: z.object({ data: TrackSchema }) },
  errors: hostErrors,
  tags,
  description: `Adds a track (at most 30). HOST, CO_HOST. ${access}`,
});

/** Changes a track's name, description or whether it takes new projects. */
export const updateHackathonTrack = endpoint({
  method: 'PATCH',
  path: '/v1/event-managements/:id/hackathons/tracks/:trackId',
  params: trackParams,
  body: UpdateTrackSchema,
  responses: { 200: z.object({ data: TrackSchema }) },
  errors: [...hostErrors, 'G04009'],
  tags,
  description: `Name, description, enabled (a disabled track takes no new projects). Unknown or another event's track: 404 G04009. HOST, CO_HOST. ${access}`,
});

/** Deletes a track that has no projects. */
export const deleteHackathonTrack = endpoint({
  method: 'DELETE',
  path: '/v1/event-managements/:id/hackathons/tracks/:trackId',
  params: trackParams,
  responses: { 200: deletedId },
  errors: [...hostErrors, 'G04009', 'G20052'],
  tags,
  description: `Deletes a track without projects; with projects 400 G20052 (disable it instead). HOST, CO_HOST. ${access}`,
});

/** The participant's view of the hackathon: the deadline, the open tracks and who I am here. */
export const getHackathonOverview = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon',
  params: eventParams,
  responses: { 200: z.object({ data: HackathonOverviewSchema }) },
  errors: ['G04002'],
  tags: hackathonTags,
  description: `Deadline, open tracks, and the viewer's role, participation type and project. ${ACCESS}`,
});

/** What the public event page shows of a hackathon: tracks, the deadline and time left, teams. */
export const getHackathonShowcase = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/showcase',
  params,
  responses: { 200: z.object({ data: HackathonShowcaseSchema }) },
  errors: ['G04002'],
  tags: hackathonTags,
  description:
    'The enabled tracks, the submission deadline with the seconds left by the server clock, and how many teams there are and take join requests. ' +
    'Anyone who can see the event, signed in or not; an event they cannot see, or not a hackathon, 404 G04002.',
});
