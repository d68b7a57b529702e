// A team's members: who may be added (G20070, G09010), removal, handing over the lead (exactly one
// leader: G20061), leaving, and the last one out taking the project along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { patchGuest } from '../../test/guests.ts';
import {
  addMember,
  addTrack,
  call,
  createProject,
  hackathonTeam,
  participant,
  registerAs,
  type Actor,
  type HackathonTeam,
  hackathonPaths,
} from '../../test/hackathons.ts';

let t: TestApp;
let team: HackathonTeam;
let trackId: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await hackathonTeam(t);
  trackId = (await addTrack(t, team.owner, team.event.id)).id;
});
afterAll(async () => {
  await t?.close();
});

async function teamOf(size: number) {
  const leader = await participant(t, team);
  const project = await createProject(t, leader, team.event.id, trackId);
  const members: Actor[] = [];
  for (let i = 1; i < size; i += 1) {
    const member = await participant(t, team);
    await addMember(t, leader, team.event.id, project.id, member);
    members.push(member);
  }
  return { leader, members, projectId: project.id };
}

const membersUrl = (projectId: string) => hackathonPaths.members(team.event.id, projectId);
const roles = async (viewer: Actor, projectId: string) =>
  (
    (await call(t, viewer, 'GET', hackathonPaths.project(team.event.id, projectId))).json().data.members as {
      userId: string;
      role: string;
    }[]
  ).map((m) => [m.userId, m.role]);

describe('adding members', () => {
  it('the leader adds approved PARTICIPANTs by id or handle', async () => {
    const { leader, projectId } = await teamOf(1);
    const byId = await participant(t, team);
    const byHandle = await participant(t, team);
    expect((await call(t, leader, 'POST', membersUrl(projectId), { userId: byId.user.id })).statusCode).toBe(201);
    const res = await call(t, leader, 'POST', membersUrl(projectId), { handle: byHandle.user.handle.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((m: { role: string }) => m.role)).toEqual(['LEADER', 'MEMBER', 'MEMBER']);
  });

  it('only hackathon participants can be added (400 G20070)', async () => {
    const { leader, projectId } = await teamOf(1);
    const observer = await registerAs(t, team.owner, team.event.id, 'OBSERVER');
    const rejected = await participant(t, team);
    await patchGuest(t, team.owner, team.event.id, rejected.registrationId, { status: 'REJECTED' });
    const stranger = await signedInUser(t);
    for (const who of [observer, rejected, stranger, team.coHost]) {
      const res = await call(t, leader, 'POST', membersUrl(projectId), { userId: who.user.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'G20070', message: 'Only hackathon participants can be added.' });
    }
    expect((await call(t, leader, 'POST', membersUrl(projectId), { handle: 'nobody-at-all' })).json().errorCode).toBe('G20405');
  });

  it('users already in a team cannot be added (409 G09010), on this team or another', async () => {
    const a = await teamOf(2);
    const b = await teamOf(1);
    for (const [leader, projectId] of [
      [b.leader, b.projectId],
      [a.leader, a.projectId],
    ] as const) {
      const res = await call(t, leader, 'POST', membersUrl(projectId), { userId: a.members[0].user.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'G09010', message: 'Users already in a team cannot be added.' });
    }
  });

  it('a member cannot add (403 G01019); a team has at most 10 (G20073)', async () => {
    const { members, leader, projectId } = await teamOf(2);
    expect(
      (await call(t, members[0], 'POST', membersUrl(projectId), { userId: (await participant(t, team)).user.id })).json()
        .errorCode,
    ).toBe('G01019');
    for (let i = 2; i < 10; i += 1) await addMember(t, leader, team.event.id, projectId, await participant(t, team));
    expect(
      (await call(t, leader, 'POST', membersUrl(projectId), { userId: (await participant(t, team)).user.id })).json().errorCode,
    ).toBe('G20073');
  });
});

describe('removing, promoting, leaving', () => {
  it('the leader removes members but not themselves (G20061); members remove no one', async () => {
    const { leader, members, projectId } = await teamOf(3);
    expect(
      (await call(t, members[0], 'DELETE', hackathonPaths.member(team.event.id, projectId, members[1].user.id))).json().errorCode,
    ).toBe('G01019');
    expect(
      (await call(t, leader, 'DELETE', hackathonPaths.member(team.event.id, projectId, leader.user.id))).json().errorCode,
    ).toBe('G20061');
    const res = await call(t, leader, 'DELETE', hackathonPaths.member(team.event.id, projectId, members[0].user.id));
    expect(res.json().data.map((m: { userId: string }) => m.userId)).toEqual([leader.user.id, members[1].user.id]);
    expect(
      (await call(t, leader, 'DELETE', hackathonPaths.member(team.event.id, projectId, members[0].user.id))).json().errorCode,
    ).toBe('G04011');
    // Removed, they are free to join another team.
    await createProject(t, members[0], team.event.id, trackId);
  });

  it('promoting makes the member leader and the old leader a member', async () => {
    const { leader, members, projectId } = await teamOf(2);
    const res = await call(t, leader, 'POST', hackathonPaths.promote(team.event.id, projectId, members[0].user.id));
    expect(res.statusCode).toBe(200);
    expect(await roles(leader, projectId)).toEqual([
      [members[0].user.id, 'LEADER'],
      [leader.user.id, 'MEMBER'],
    ]);
    expect(
      (await call(t, leader, 'POST', hackathonPaths.promote(team.event.id, projectId, leader.user.id))).json().errorCode,
    ).toBe('G01019');
    const outsider = await participant(t, team);
    expect(
      (await call(t, members[0], 'POST', hackathonPaths.promote(team.event.id, projectId, outsider.user.id))).json().errorCode,
    ).toBe('G04011');
  });

  it('a member leaves; the leader cannot while others remain (G20061); the last one out deletes the project', async () => {
    const { leader, members, projectId } = await teamOf(2);
    const refused = await call(t, leader, 'POST', hackathonPaths.leave(team.event.id, projectId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'G20061',
      message: 'A hackathon project must have exactly one team leader. (Error code: 400)',
    });
    expect((await call(t, members[0], 'POST', hackathonPaths.leave(team.event.id, projectId))).json().data).toEqual({
      projectDeleted: false,
    });
    expect((await call(t, members[0], 'POST', hackathonPaths.leave(team.event.id, projectId))).json().errorCode).toBe('G04011');
    expect((await call(t, leader, 'POST', hackathonPaths.leave(team.event.id, projectId))).json().data).toEqual({
      projectDeleted: true,
    });
    expect((await call(t, leader, 'GET', hackathonPaths.project(team.event.id, projectId))).json().errorCode).toBe('G04010');
  });

  it('after handing over the lead, the old leader may leave', async () => {
    const { leader, members, projectId } = await teamOf(2);
    await call(t, leader, 'POST', hackathonPaths.promote(team.event.id, projectId, members[0].user.id));
    expect((await call(t, leader, 'POST', hackathonPaths.leave(team.event.id, projectId))).json().data).toEqual({
      projectDeleted: false,
    });
    expect(await roles(members[0], projectId)).toEqual([[members[0].user.id, 'LEADER']]);
  });
});
