// Test steps for the hackathon tests: a hackathon with its host team and the lounge on, people
// registered with a participation type through the registration API, and the hackathon API's calls.
import type { CreateEventInput } from '../../contract/events.ts';
import { pathOf } from '../../contract/endpoint.ts';
import { deleteProjectDeliverable, uploadProjectDeliverable } from '../../contract/endpoints/hackathons/deliverables.ts';
import {
  addProjectComment,
  editProjectComment,
  getHackathonProject,
  listHackathonProjects,
  saveHackathonProject,
  uploadProjectThumbnail,
} from '../../contract/endpoints/hackathons/projects.ts';
import {
  getHackathonOverview,
  getHackathonSettings,
  listHackathonTracks,
  setHackathonDeadline,
  setHackathonMode,
  updateHackathonTrack,
} from '../../contract/endpoints/hackathons/settings.ts';
import {
  addProjectMember,
  getTeamRecommendations,
  leaveHackathonProject,
  listTeamFindingNews,
  promoteProjectLeader,
  removeProjectMember,
} from '../../contract/endpoints/hackathons/teams.ts';
import {
  acceptTeamRequest,
  declineTeamRequest,
  findHackathonParticipants,
  inviteToTeam,
  listTeamRequests,
  requestToJoinTeam,
  withdrawTeamRequest,
} from '../../contract/endpoints/hackathons/join-requests.ts';
import type { ProjectForm } from '../../contract/hackathons.ts';

/** The hackathon paths the tests call, from the declared endpoints. */
export const hackathonPaths = {
  settings: (id: string) => pathOf(getHackathonSettings, { id }),
  enabled: (id: string) => pathOf(setHackathonMode, { id }),
  deadline: (id: string) => pathOf(setHackathonDeadline, { id }),
  tracks: (id: string) => pathOf(listHackathonTracks, { id }),
  track: (id: string, trackId: string) => pathOf(updateHackathonTrack, { id, trackId }),
  overview: (id: string) => pathOf(getHackathonOverview, { id }),
  projects: (id: string) => pathOf(listHackathonProjects, { id }),
  project: (id: string, projectId: string) => pathOf(getHackathonProject, { id, projectId }),
  members: (id: string, projectId: string) => pathOf(addProjectMember, { id, projectId }),
  member: (id: string, projectId: string, userId: string) => pathOf(removeProjectMember, { id, projectId, userId }),
  promote: (id: string, projectId: string, userId: string) => pathOf(promoteProjectLeader, { id, projectId, userId }),
  leave: (id: string, projectId: string) => pathOf(leaveHackathonProject, { id, projectId }),
  save: (id: string, projectId: string) => pathOf(saveHackathonProject, { id, projectId }),
  comments: (id: string, projectId: string) => pathOf(addProjectComment, { id, projectId }),
  comment: (id: string, projectId: string, commentId: string) => pathOf(editProjectComment, { id, projectId, commentId }),
  deliverables: (id: string, projectId: string) => pathOf(uploadProjectDeliverable, { id, projectId }),
  deliverable: (id: string, projectId: string, deliverableId: string) =>
    pathOf(deleteProjectDeliverable, { id, projectId, deliverableId }),
  announcements: (id: string) => pathOf(listTeamFindingNews, { id }),
  recommendations: (id: string) => pathOf(getTeamRecommendations, { id }),
  thumbnail: pathOf(uploadProjectThumbnail),
  joinRequests: (id: string, projectId: string) => pathOf(requestToJoinTeam, { id, projectId }),
  invitations: (id: string, projectId: string) => pathOf(inviteToTeam, { id, projectId }),
  teamRequests: (id: string) => pathOf(listTeamRequests, { id }),
  participants: (id: string) => pathOf(findHackathonParticipants, { id }),
  accept: (id: string, requestId: string) => pathOf(acceptTeamRequest, { id, requestId }),
  decline: (id: string, requestId: string) => pathOf(declineTeamRequest, { id, requestId }),
  withdraw: (id: string, requestId: string) => pathOf(withdrawTeamRequest, { id, requestId }),
};
import type { HackathonParticipationType } from '../../contract/users.ts';
import type { TestApp } from './create-test-app.ts';
import { signedInUser, type UserOverrides } from './factories.ts';
import type { Actor } from './events.ts';
import { guestTeam } from './guests.ts';
import { makeCard } from './lounge.ts';
import { asActor, defaultAnswers, register } from './registrations.ts';

export type { Actor };
export type HackathonTeam = Awaited<ReturnType<typeof hackathonTeam>>;

/** A published hackathon (lounge on) with its host team, a stranger, and another host's published general event. */
export async function hackathonTeam(t: TestApp, overrides: Partial<CreateEventInput> = {}) {
  return guestTeam(t, { type: 'HACKATHON', loungeEnabled: true, ...overrides });
}

/** A member registered through the API with a participation type (approved at once unless the event asks for approval). */
export async function registerAs(
  t: TestApp,
  host: Actor,
  eventId: string,
  participationType: HackathonParticipationType | null,
  overrides: UserOverrides = {},
) {
  const person = await signedInUser(t, overrides);
  const answers = await defaultAnswers(t, host, eventId, { name: person.user.name, email: person.user.email });
  const res = await register(t, eventId, asActor(person), { answers, participationType });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...person, registrationId: res.json().data.registration.id as string };
}

/** An approved PARTICIPANT with a card. */
export async function participant(
  t: TestApp,
  team: HackathonTeam,
  overrides: UserOverrides = {},
  card: Parameters<typeof makeCard>[2] = {},
) {
  const person = await registerAs(t, team.owner, team.event.id, 'PARTICIPANT', overrides);
  await makeCard(t, person, card);
  return person;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const call = (t: TestApp, actor: Actor | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asActor(actor), ...(payload ? { payload } : {}) });

export async function addTrack(t: TestApp, host: Actor, eventId: string, name = 'AI for communities') {
  const res = await call(t, host, 'POST', hackathonPaths.tracks(eventId), { name });
  if (res.statusCode !== 201) throw new Error(`track failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; name: string };
}

export function projectForm(trackId: string, overrides: Partial<ProjectForm> = {}): ProjectForm {
  return {
    title: 'Moim Match',
    teamName: 'Team Moim',
    trackId,
    description: '<p>Matching people at events.</p>',
    summary: 'Finds the right people in a room.',
    keywords: ['matching'],
    techStack: ['TYPESCRIPT', 'REACT'],
    positions: ['BACKEND'],
    recruitStatus: 'MEMBER_FINDING',
    ...overrides,
  };
}

export async function createProject(
  t: TestApp,
  leader: Actor,
  eventId: string,
  trackId: string,
  overrides: Partial<ProjectForm> = {},
) {
  const res = await call(t, leader, 'POST', hackathonPaths.projects(eventId), projectForm(trackId, overrides));
  if (res.statusCode !== 201) throw new Error(`project failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; [key: string]: unknown };
}

export async function addMember(t: TestApp, leader: Actor, eventId: string, projectId: string, member: Actor) {
  const res = await call(t, leader, 'POST', hackathonPaths.members(eventId, projectId), { userId: member.user.id });
  if (res.statusCode !== 201) throw new Error(`add member failed: ${res.statusCode} ${res.body}`);
}
