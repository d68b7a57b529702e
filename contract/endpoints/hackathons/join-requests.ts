import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  FoundParticipantSchema,
  InvitationFormSchema,
  JoinRequestFormSchema,
  ParticipantSearchQuerySchema,
  TeamRequestSchema,
} from '../../hackathons.ts';
import { ACCESS, eventParams, hackathonTags as tags, projectParams } from './shared.ts';

const requestParams = eventParams.extend({ requestId: z.string().max(64) });
const one = z.object({ data: TeamRequestSchema });
/** Teams change only before the submission deadline (G20403), one team per person, ten per team. */
const joinErrors = ['G04002', 'G04010', 'G20403', 'G20401', 'G20073', 'G20400'] as const;
const RULES = 'Teams change only before the submission deadline (400 G20403); a team of 10 is full (400 G20073).';

/** A participant asks to join a recruiting team. Answers the request. */
export const requestToJoinTeam = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/join-requests',
  params: projectParams,
  body: JoinRequestFormSchema,
  responses: { 201: one },
  errors: [...joinErrors, 'G20404', 'G20406'],
  tags,
  description:
    'An approved PARTICIPANT (else 400 G20404) on no team (else 409 G20406) asks to join a team that is recruiting ' +
    `(complete: 400 G20401), with a message and the position they offer. One open request or invitation per person and team (409 G20400). The leader is emailed. ${RULES} ${ACCESS}`,
});

/** The leader invites a participant. Answers the invitation. */
export const inviteToTeam = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/invitations',
  params: projectParams,
  body: InvitationFormSchema,
  responses: { 201: one },
  errors: [...joinErrors, 'G01019', 'G20405', 'G20070', 'G09010'],
  tags,
  description:
    'The leader (others 403 G01019) invites a person by `userId` or `handle` (no such handle: 400 G20405). Not an approved ' +
    `PARTICIPANT: 400 G20070; on a team already: 409 G09010; one open request or invitation per person and team (409 G20400). The person is emailed. ${RULES} ${ACCESS}`,
});

/** The viewer's requests and invitations, both ways, newest first. */
export const listTeamRequests = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/team-requests',
  params: eventParams,
  responses: { 200: z.object({ data: z.array(TeamRequestSchema) }) },
  errors: ['G04002'],
  tags,
  description: `My requests and the invitations I got, and, as a leader, my team's requests and invitations; newest first (at most 100). ${ACCESS}`,
});

/** The one asked accepts: the person joins the team. */
export const acceptTeamRequest = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/team-requests/:requestId/accept',
  params: requestParams,
  responses: { 200: one },
  errors: ['G04002', 'G20407', 'G20402', 'G20403', 'G20073', 'G09010', 'G20406', 'G20404'],
  tags,
  description:
    'The leader accepts a REQUEST, the invited person an INVITATION (anyone else 404 G20407; answered already: 400 G20402). ' +
    'The person joins the team: on a team already 409 G09010 (G20406 to themselves), no longer a participant 400 G20404. ' +
    `Both sides and the team are emailed. ${RULES} ${ACCESS}`,
});

/** The one asked declines. */
export const declineTeamRequest = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/team-requests/:requestId/decline',
  params: requestParams,
  responses: { 200: one },
  errors: ['G04002', 'G20407', 'G20402'],
  tags,
  description: `The leader declines a REQUEST, the invited person an INVITATION (anyone else 404 G20407; answered already: 400 G20402). The asker is emailed. ${ACCESS}`,
});

/** The one who asked takes it back. */
export const withdrawTeamRequest = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/team-requests/:requestId/withdraw',
  params: requestParams,
  responses: { 200: one },
  errors: ['G04002', 'G20407', 'G20402'],
  tags,
  description: `The person withdraws their REQUEST, the leader the team's INVITATION (anyone else 404 G20407; answered already: 400 G20402). ${ACCESS}`,
});

/** Participants found by name, handle or organisation, for picking someone to invite or add. */
export const findHackathonParticipants = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/participants',
  params: eventParams,
  query: ParticipantSearchQuerySchema,
  responses: { 200: z.object({ data: z.array(FoundParticipantSchema) }) },
  errors: ['G04002'],
  tags,
  description: `Approved PARTICIPANTs other than me whose name, handle or organisation (only where their card shows it) contains \`search\`; those without a team first, then by name. ${ACCESS}`,
});
