import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  AddMemberSchema,
  AnnouncementPageSchema,
  AnnouncementQuerySchema,
  ProjectMemberSchema,
  TeamRecommendationsQuerySchema,
  TeamRecommendationsSchema,
} from '../../hackathons.ts';
import { ACCESS, eventParams, hackathonTags as tags, projectParams } from './shared.ts';

const memberParams = projectParams.extend({ userId: z.string().max(64) });
const members = z.object({ data: z.array(ProjectMemberSchema) });
/** Entering the hackathon, finding the project, and the leader's right. */
const leaderErrors = ['G04002', 'G04010', 'G01019'] as const;

/** The leader adds an approved participant to the team. Answers the members. */
export const addProjectMember = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/members',
  params: projectParams,
  body: AddMemberSchema,
  responses: { 201: members },
  errors: [...leaderErrors, 'G20070', 'G09010', 'G20073'],
  tags,
  description:
    'The leader adds a person by `userId` or `handle` (others 403 G01019). Not an approved PARTICIPANT: 400 G20070; on a team ' +
    `already: 409 G09010; the team full (10): 400 G20073. ${ACCESS}`,
});

/** The leader removes a member. Answers the members. */
export const removeProjectMember = endpoint({
  method: 'DELETE',
  path: '/v1/events/:id/hackathon/projects/:projectId/members/:userId',
  params: memberParams,
  responses: { 200: members },
  errors: [...leaderErrors, 'G04011', 'G20061'],
  tags,
  description: `The leader removes a member (others 403 G01019; not a member 404 G04011; themselves 400 G20061). ${ACCESS}`,
});

/** The leader hands the lead to a member. Answers the members. */
export const promoteProjectLeader = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/members/:userId/leader',
  params: memberParams,
  responses: { 200: members },
  errors: [...leaderErrors, 'G04011', 'G20061'],
  tags,
  description: `The leader hands the lead to a member and stays as a member (others 403 G01019; not a member 404 G04011). ${ACCESS}`,
});

/** The viewer leaves the team; the last one to leave deletes the project. */
export const leaveHackathonProject = endpoint({
  method: 'POST',
  path: '/v1/events/:id/hackathon/projects/:projectId/leave',
  params: projectParams,
  responses: { 200: z.object({ data: z.object({ projectDeleted: z.boolean() }) }) },
  errors: ['G04002', 'G04010', 'G04011', 'G20061'],
  tags,
  description: `I leave the team (not on it: 404 G04011). The leader only as the last one (else 400 G20061); the last one to leave deletes the project. ${ACCESS}`,
});

/** The lounge's team-finding news, newest first. */
export const listTeamFindingNews = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/announcements',
  params: eventParams,
  query: AnnouncementQuerySchema,
  responses: { 200: z.object({ data: AnnouncementPageSchema }) },
  errors: ['G04002'],
  tags,
  description: `Team-finding news (FC01001–FC02004), newest first, with the text in both languages. ${ACCESS}`,
});

/** For You for teams: participants for a team, recruiting projects for someone without one. */
export const getTeamRecommendations = endpoint({
  method: 'GET',
  path: '/v1/events/:id/hackathon/recommendations',
  params: eventParams,
  query: TeamRecommendationsQuerySchema,
  responses: { 200: z.object({ data: TeamRecommendationsSchema }) },
  errors: ['G04002', 'G04004'],
  tags,
  description: `For You for teams: on a team, PARTICIPANTS without a team who fit it; otherwise PROJECTS still recruiting that fit me (needs my card: 404 G04004). ${ACCESS}`,
});
