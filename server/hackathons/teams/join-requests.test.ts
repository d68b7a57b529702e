// Join requests and invitations through the API: asking, inviting, accepting, declining and
// withdrawing; each refusal with its catalogue code (full, on a team, not a participant, after the
// deadline, not recruiting, twice). The emails: join-request-emails.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor, signedInUser } from '../../test/factories.ts';
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

async function teamOf(size: number, overrides: Parameters<typeof createProject>[4] = {}) {
  const leader = await participant(t, team);
  const project = await createProject(t, leader, team.event.id, trackId, overrides);
  const members: Actor[] = [];
  for (let i = 1; i < size; i += 1) {
    const member = await participant(t, team);
    await addMember(t, leader, team.event.id, project.id, member);
    members.push(member);
  }
  return { leader, members, projectId: project.id };
}

const eventId = () => team.event.id;
const ask = (who: Actor, projectId: string, body: object = { message: 'I build APIs.', position: 'BACKEND' }) =>
  call(t, who, 'POST', hackathonPaths.joinRequests(eventId(), projectId), body);
const invite = (leader: Actor, projectId: string, body: object) =>
  call(t, leader, 'POST', hackathonPaths.invitations(eventId(), projectId), body);
const answer = (who: Actor, verb: 'accept' | 'decline' | 'withdraw', requestId: string) =>
  call(t, who, 'POST', hackathonPaths[verb](eventId(), requestId));
const memberIds = async (viewer: Actor, projectId: string) =>
  ((await call(t, viewer, 'GET', hackathonPaths.project(eventId(), projectId))).json().data.members as { userId: string }[]).map(
    (m) => m.userId,
  );
const codeOf = (res: { json: () => { errorCode?: string } }) => res.json().errorCode;

describe('asking to join', () => {
  it('a participant asks with a message and a position; the leader sees it and accepts; the person is on the team', async () => {
    const { leader, projectId } = await teamOf(1);
    const asker = await participant(t, team);
    const asked = await ask(asker, projectId);
    expect(asked.statusCode).toBe(201);
    const request = asked.json().data;
    expect(request).toMatchObject({
      kind: 'REQUEST',
      status: 'PENDING',
      message: 'I build APIs.',
      position: 'BACKEND',
      canAnswer: false,
      person: { userId: asker.user.id, handle: asker.user.handle },
      project: { id: projectId, teamName: 'Team Moim' },
    });
    const seenByLeader = (await call(t, leader, 'GET', hackathonPaths.teamRequests(eventId()))).json().data;
    expect(seenByLeader).toMatchObject([{ id: request.id, canAnswer: true }]);
    // The asker cannot accept their own request, and a stranger to it finds nothing.
    expect(codeOf(await answer(asker, 'accept', request.id))).toBe('G20407');
    expect(codeOf(await answer(await participant(t, team), 'decline', request.id))).toBe('G20407');
    const accepted = await answer(leader, 'accept', request.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'ACCEPTED', canAnswer: false });
    expect(await memberIds(leader, projectId)).toEqual([leader.user.id, asker.user.id]);
    // Answered once: neither again, nor withdrawn.
    expect(codeOf(await answer(leader, 'decline', request.id))).toBe('G20402');
    expect(codeOf(await answer(asker, 'withdraw', request.id))).toBe('G20402');
  });

  it('the leader declines; the person may ask again; withdrawn, it can no longer be accepted', async () => {
    const { leader, projectId } = await teamOf(1);
    const asker = await participant(t, team);
    const first = (await ask(asker, projectId)).json().data;
    expect(codeOf(await ask(asker, projectId))).toBe('G20400');
    expect((await answer(leader, 'decline', first.id)).json().data.status).toBe('DECLINED');
    const second = (await ask(asker, projectId, {})).json().data;
    expect(second).toMatchObject({ message: '', position: null });
    expect(codeOf(await answer(leader, 'withdraw', second.id))).toBe('G20407');
    expect((await answer(asker, 'withdraw', second.id)).json().data.status).toBe('WITHDRAWN');
    expect(codeOf(await answer(leader, 'accept', second.id))).toBe('G20402');
    expect(await memberIds(leader, projectId)).toEqual([leader.user.id]);
  });

  it('refusals: not a participant, already on a team, not recruiting, a full team, bad input', async () => {
    const { leader, projectId } = await teamOf(1);
    const observer = await registerAs(t, team.owner, eventId(), 'OBSERVER');
    expect(codeOf(await ask(observer, projectId))).toBe('G20404');
    expect((await ask(observer, projectId)).statusCode).toBe(400);
    const other = await teamOf(2);
    const onTeam = await ask(other.members[0], projectId);
    expect(onTeam.statusCode).toBe(409);
    expect(onTeam.json()).toMatchObject({
      errorCode: 'G20406',
      message: 'You are already on a team in this hackathon. Leave it before joining another.',
    });
    const complete = await teamOf(1, { recruitStatus: 'TEAM_BUILDING_COMPLETE' });
    expect(codeOf(await ask(await participant(t, team), complete.projectId))).toBe('G20401');
    const full = await teamOf(10);
    expect(codeOf(await ask(await participant(t, team), full.projectId))).toBe('G20073');
    const tooLong = await ask(await participant(t, team), projectId, { message: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(codeOf(await ask(await participant(t, team), projectId, { position: 'WIZARD' }))).toBe('G00100');
    expect(codeOf(await ask(await participant(t, team), '00000000-0000-4000-8000-000000000000'))).toBe('G04010');
    const stranger = await signedInUser(t);
    expect(codeOf(await ask(stranger, projectId))).toBe('G04002');
    expect(await memberIds(leader, projectId)).toEqual([leader.user.id]);
  });

  it('accepting someone who joined another team meanwhile: 409 G09010, and the request stays open', async () => {
    const a = await teamOf(1);
    const b = await teamOf(1);
    const asker = await participant(t, team);
    const toA = (await ask(asker, a.projectId)).json().data;
    const toB = (await ask(asker, b.projectId)).json().data;
    expect((await answer(b.leader, 'accept', toB.id)).statusCode).toBe(200);
    const refused = await answer(a.leader, 'accept', toA.id);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('G09010');
    const listed = (await call(t, a.leader, 'GET', hackathonPaths.teamRequests(eventId()))).json().data;
    expect(listed).toMatchObject([{ id: toA.id, status: 'PENDING' }]);
  });

  it('accepting into a team that filled up meanwhile: 400 G20073', async () => {
    const { leader, projectId } = await teamOf(9);
    const [first, second] = [await participant(t, team), await participant(t, team)];
    const one = (await ask(first, projectId)).json().data;
    const two = (await ask(second, projectId)).json().data;
    expect((await answer(leader, 'accept', one.id)).statusCode).toBe(200);
    expect(codeOf(await answer(leader, 'accept', two.id))).toBe('G20073');
  });
});

describe('inviting', () => {
  it('the leader invites by handle; the person accepts and is on the team, or declines', async () => {
    const { leader, projectId } = await teamOf(1);
    const [yes, no] = [await participant(t, team), await participant(t, team)];
    const invited = await invite(leader, projectId, { handle: yes.user.handle, message: 'Join us!' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ kind: 'INVITATION', status: 'PENDING', canAnswer: false });
    const mine = (await call(t, yes, 'GET', hackathonPaths.teamRequests(eventId()))).json().data;
    expect(mine).toMatchObject([{ kind: 'INVITATION', canAnswer: true, message: 'Join us!' }]);
    // The leader cannot accept for the person.
    expect(codeOf(await answer(leader, 'accept', mine[0].id))).toBe('G20407');
    expect((await answer(yes, 'accept', mine[0].id)).json().data.status).toBe('ACCEPTED');
    const declined = (await invite(leader, projectId, { userId: no.user.id })).json().data;
    expect((await answer(no, 'decline', declined.id)).json().data.status).toBe('DECLINED');
    expect(await memberIds(leader, projectId)).toEqual([leader.user.id, yes.user.id]);
  });

  it('the leader withdraws an invitation; the person can no longer accept it', async () => {
    const { leader, projectId } = await teamOf(1);
    const person = await participant(t, team);
    const invitation = (await invite(leader, projectId, { userId: person.user.id })).json().data;
    expect(codeOf(await answer(person, 'withdraw', invitation.id))).toBe('G20407');
    expect((await answer(leader, 'withdraw', invitation.id)).json().data.status).toBe('WITHDRAWN');
    expect(codeOf(await answer(person, 'accept', invitation.id))).toBe('G20402');
  });

  it('refusals: an unknown handle, not a participant, on a team, a member inviting, twice, a full team', async () => {
    const { leader, members, projectId } = await teamOf(2);
    const unknown = await invite(leader, projectId, { handle: 'no-such-person-here' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'G20405',
      message: 'No one has this handle. Check the spelling, or search by name.',
    });
    const observer = await registerAs(t, team.owner, eventId(), 'OBSERVER');
    expect(codeOf(await invite(leader, projectId, { handle: observer.user.handle }))).toBe('G20070');
    const other = await teamOf(2);
    expect(codeOf(await invite(leader, projectId, { userId: other.members[0].user.id }))).toBe('G09010');
    const person = await participant(t, team);
    expect(codeOf(await invite(members[0], projectId, { userId: person.user.id }))).toBe('G01019');
    expect((await invite(leader, projectId, { userId: person.user.id })).statusCode).toBe(201);
    expect(codeOf(await invite(leader, projectId, { userId: person.user.id }))).toBe('G20400');
    // The person's own request to the same team is the same open question.
    expect(codeOf(await ask(person, projectId))).toBe('G20400');
    expect(codeOf(await invite(leader, projectId, {}))).toBe('G00100');
    const full = await teamOf(10);
    expect(codeOf(await invite(full.leader, full.projectId, { userId: (await participant(t, team)).user.id }))).toBe('G20073');
  });

  it('an invited person who joined another team meanwhile: 409 G20406 on accepting', async () => {
    const a = await teamOf(1);
    const b = await teamOf(1);
    const person = await participant(t, team);
    const fromA = (await invite(a.leader, a.projectId, { userId: person.user.id })).json().data;
    const fromB = (await invite(b.leader, b.projectId, { userId: person.user.id })).json().data;
    expect((await answer(person, 'accept', fromB.id)).statusCode).toBe(200);
    const refused = await answer(person, 'accept', fromA.id);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('G20406');
  });

  it('the leader adding an unknown handle hears so (G20405)', async () => {
    const { leader, projectId } = await teamOf(1);
    const res = await call(t, leader, 'POST', hackathonPaths.members(eventId(), projectId), { handle: 'nobody-at-all' });
    expect(res.json()).toMatchObject({ errorCode: 'G20405' });
  });
});

describe('after the submission deadline', () => {
  it('no requests, invitations or accepts (400 G20403); declining and withdrawing still work', async () => {
    const deadlineTeam = await hackathonTeam(t);
    const track = (await addTrack(t, deadlineTeam.owner, deadlineTeam.event.id)).id;
    const id = deadlineTeam.event.id;
    const leader = await participant(t, deadlineTeam);
    const projectId = (await createProject(t, leader, id, track)).id;
    const [early, late, invited] = [
      await participant(t, deadlineTeam),
      await participant(t, deadlineTeam),
      await participant(t, deadlineTeam),
    ];
    const pending = (await call(t, early, 'POST', hackathonPaths.joinRequests(id, projectId), {})).json().data;
    const invitation = (
      await call(t, leader, 'POST', hackathonPaths.invitations(id, projectId), { userId: invited.user.id })
    ).json().data;
    const deadline = new Date(t.clock.now().getTime() + 60_000);
    await call(t, deadlineTeam.owner, 'PATCH', hackathonPaths.deadline(id), { submissionDeadline: deadline.toISOString() });
    t.clock.set(deadline);
    for (const actor of [leader, early, late, invited]) actor.cookie = await sessionCookieFor(t, actor.user);
    const refusals = [
      await call(t, late, 'POST', hackathonPaths.joinRequests(id, projectId), {}),
      await call(t, leader, 'POST', hackathonPaths.invitations(id, projectId), { userId: late.user.id }),
      await call(t, leader, 'POST', hackathonPaths.accept(id, pending.id)),
      await call(t, invited, 'POST', hackathonPaths.accept(id, invitation.id)),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'G20403',
        message: 'Teams can no longer change: the submission deadline has passed.',
      });
    }
    expect((await call(t, leader, 'POST', hackathonPaths.decline(id, pending.id))).json().data.status).toBe('DECLINED');
    expect((await call(t, leader, 'POST', hackathonPaths.withdraw(id, invitation.id))).json().data.status).toBe('WITHDRAWN');
  });
});
