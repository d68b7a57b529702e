// Team finding: the lounge's announcements (FC01001–FC02004, in both languages) as teams change,
// and For You for teams — projects for someone without a team, participants for a team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import {
  addMember,
  addTrack,
  call,
  createProject,
  hackathonTeam,
  participant,
  registerAs,
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

describe('announcements', () => {
  it('tell of recruiting teams, positions wanted, new teammates and completed teams', async () => {
    const leader = await participant(t, team);
    const project = await createProject(t, leader, team.event.id, trackId, {
      teamName: 'Night Owls',
      positions: ['DESIGNER', 'BACKEND'],
      recruitStatus: 'MEMBER_FINDING',
    });
    t.clock.advance(1000);
    await addMember(t, leader, team.event.id, project.id, await participant(t, team, { name: 'Dana Kim' }));
    t.clock.advance(1000);
    await call(t, leader, 'PATCH', hackathonPaths.project(team.event.id, project.id), {
      recruitStatus: 'TEAM_BUILDING_COMPLETE',
    });
    t.clock.advance(1000);
    await createProject(t, await participant(t, team), team.event.id, trackId, {
      teamName: 'Solo',
      positions: [],
      recruitStatus: 'TEAM_FINDING',
    });

    const viewer = await registerAs(t, team.owner, team.event.id, 'OBSERVER');
    const items = (await call(t, viewer, 'GET', hackathonPaths.announcements(team.event.id))).json().data.items as {
      code: string;
      text: { en: string; ko: string };
    }[];
    expect(items.map((a) => [a.code, a.text.en])).toEqual([
      ['FC02002', '1 team is looking for a team to join.'],
      ['FC02004', '1 team has completed team building.'],
      ['FC01002', 'Team Night Owls found all its teammates.'],
      ['FC01001', 'Dana Kim joined team Night Owls.'],
      ['FC02003', 'Team Night Owls is looking for: designer, backend developer.'],
      ['FC02001', '1 team is looking for members.'],
    ]);
    expect(items.find((a) => a.code === 'FC02003')?.text.ko).toBe('Night Owls 팀이 찾는 포지션: 디자이너, 백엔드 개발자');
    expect(items.find((a) => a.code === 'FC01001')?.text.ko).toBe('Dana Kim 님이 Night Owls 팀에 합류했어요.');
  });

  it('page newest first, and are closed to people outside the hackathon', async () => {
    const viewer = await participant(t, team);
    const first = (await call(t, viewer, 'GET', `${hackathonPaths.announcements(team.event.id)}?take=2`)).json().data;
    expect(first.items).toHaveLength(2);
    const next = (
      await call(t, viewer, 'GET', `${hackathonPaths.announcements(team.event.id)}?take=2&cursorId=${first.cursorId}`)
    ).json().data;
    expect(next.items[0].id).not.toBe(first.items[1].id);
    expect(Date.parse(next.items[0].createdAt)).toBeLessThanOrEqual(Date.parse(first.items[1].createdAt));
    expect((await call(t, team.stranger, 'GET', hackathonPaths.announcements(team.event.id))).json().errorCode).toBe('G04002');
  });
});

describe('For You for teams', () => {
  let fresh: HackathonTeam;
  let track: string;
  beforeAll(async () => {
    fresh = await hackathonTeam(t);
    track = (await addTrack(t, fresh.owner, fresh.event.id)).id;
  });

  it('someone without a team is shown recruiting projects that fit, with the reasons', async () => {
    const designer = await participant(t, fresh, {}, { roles: ['DESIGNER'], skills: ['FIGMA'], tags: ['fintech'] });
    const wantsDesigner = await createProject(t, await participant(t, fresh), fresh.event.id, track, {
      title: 'Wants a designer',
      positions: ['DESIGNER'],
      techStack: ['FIGMA'],
      keywords: ['FinTech'],
    });
    await createProject(t, await participant(t, fresh), fresh.event.id, track, {
      title: 'Nothing in common',
      positions: ['IOS'],
      techStack: ['SWIFT'],
      keywords: [],
    });
    await createProject(t, await participant(t, fresh), fresh.event.id, track, {
      title: 'Complete',
      positions: ['DESIGNER'],
      recruitStatus: 'TEAM_BUILDING_COMPLETE',
    });
    const res = (await call(t, designer, 'GET', hackathonPaths.recommendations(fresh.event.id))).json().data;
    expect(res.kind).toBe('PROJECTS');
    expect(res.items.map((i: { project: { title: string } }) => i.project.title)).toEqual(['Wants a designer']);
    expect(res.items[0].project.id).toBe(wantsDesigner.id);
    expect(res.items[0].reasons).toEqual(
      expect.arrayContaining([
        { kind: 'SEEKS_WHAT_YOU_OFFER', roles: ['DESIGNER'], skills: [] },
        { kind: 'SHARED_SKILLS', skills: ['FIGMA'] },
        { kind: 'SHARED_TAGS', tags: ['fintech'] },
      ]),
    );
  });

  it('a team is shown participants without a team who fit it, never hidden fields', async () => {
    const leader = await participant(t, fresh);
    const project = await createProject(t, leader, fresh.event.id, track, { positions: ['BACKEND'], techStack: ['GO'] });
    await participant(t, fresh, { name: 'Backend Baek' }, { roles: ['BACKEND'], skills: ['GO'] });
    await participant(
      t,
      fresh,
      { name: 'Hidden Ha' },
      { skills: ['GO'], hiddenFields: ['skills', 'email', 'phoneNumber', 'dateOfBirth', 'attachedFile'] },
    );
    const taken = await participant(t, fresh, { name: 'Taken Tak' }, { roles: ['BACKEND'] });
    await addMember(t, leader, fresh.event.id, project.id, taken);
    // Not a participant: never recommended as a teammate.
    await registerAs(t, fresh.owner, fresh.event.id, 'MENTOR', { name: 'Mentor Moon' });
    const res = (await call(t, taken, 'GET', hackathonPaths.recommendations(fresh.event.id))).json().data;
    expect(res).toMatchObject({ kind: 'PARTICIPANTS', projectId: project.id });
    const names = res.items.map((i: { card: { name: string } }) => i.card.name);
    expect(names[0]).toBe('Backend Baek');
    expect(names).not.toContain('Hidden Ha');
    expect(names).not.toContain('Taken Tak');
    expect(names).not.toContain('Mentor Moon');
    expect(res.items[0].reasons).toEqual(
      expect.arrayContaining([
        { kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['BACKEND'], skills: [] },
        { kind: 'SHARED_SKILLS', skills: ['GO'] },
      ]),
    );
  });

  it('needs a card when looking for a team (404 G04004)', async () => {
    const noCard = await registerAs(t, fresh.owner, fresh.event.id, 'PARTICIPANT');
    expect((await call(t, noCard, 'GET', hackathonPaths.recommendations(fresh.event.id))).json().errorCode).toBe('G04004');
  });
});
