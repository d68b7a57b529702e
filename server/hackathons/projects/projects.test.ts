// Projects: who creates them and with what (the spec's messages), reading, editing by the team
// (the track stays: G20052), deleting by the leader, the list's tabs, filters, search and pages,
// and saving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { memberWithStatus } from '../../test/lounge.ts';
import {
  addMember,
  addTrack,
  call,
  createProject,
  hackathonTeam,
  participant,
  projectForm,
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

const list = (actor: Actor, query = '') => call(t, actor, 'GET', `${hackathonPaths.projects(team.event.id)}${query}`);

describe('creating a project', () => {
  it('an approved PARTICIPANT creates one and leads it; the description is sanitised', async () => {
    const leader = await participant(t, team);
    const res = await call(
      t,
      leader,
      'POST',
      hackathonPaths.projects(team.event.id),
      projectForm(trackId, {
        description: '<p onclick="steal()">Hello<script>alert(1)</script></p>',
        links: { sourceCode: 'github.com/moim/match', demoVideo: null, presentation: '', other: null },
        contact: { method: 'KAKAOTALK', value: 'moim-team' },
      }),
    );
    expect(res.statusCode).toBe(201);
    const project = res.json().data;
    expect(project).toMatchObject({
      title: 'Moim Match',
      track: { id: trackId },
      description: '<p>Hello</p>',
      links: { sourceCode: 'https://github.com/moim/match', demoVideo: null, presentation: null, other: null },
      contact: { method: 'KAKAOTALK', value: 'moim-team' },
      recruitStatus: 'MEMBER_FINDING',
      leader: { name: leader.user.name, handle: leader.user.handle },
      memberCount: 1,
      isMine: true,
      viewer: { role: 'LEADER', canEdit: true, canManageMembers: true, canSubmit: true },
    });
    expect(project.members).toEqual([expect.objectContaining({ userId: leader.user.id, role: 'LEADER' })]);
  });

  it('answers the spec’s messages for missing title, team name, introduction and track', async () => {
    const person = await participant(t, team);
    const res = await call(t, person, 'POST', hackathonPaths.projects(team.event.id), {
      title: ' ',
      teamName: '',
      description: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      title: 'Please enter a title.',
      teamName: 'Please enter a team name.',
      description: 'Please write an introduction.',
      trackId: 'Please select a track.',
    });
    const onlyMarkup = await call(
      t,
      person,
      'POST',
      hackathonPaths.projects(team.event.id),
      projectForm(trackId, { description: '<p><script>x</script></p>' }),
    );
    expect(onlyMarkup.json()).toMatchObject({ errorCode: 'G00100', fields: { description: 'Please write an introduction.' } });
    const long = await call(
      t,
      person,
      'POST',
      hackathonPaths.projects(team.event.id),
      projectForm(trackId, { summary: 'x'.repeat(401) }),
    );
    expect(long.json().fields).toEqual({ summary: 'The summary can be at most 400 characters.' });
    expect(
      (await call(t, person, 'POST', hackathonPaths.projects(team.event.id), projectForm(trackId, { summary: 'x'.repeat(400) })))
        .statusCode,
    ).toBe(201);
  });

  it('other participation types, pending participants and the host team cannot (403 G20071)', async () => {
    const observer = await registerAs(t, team.owner, team.event.id, 'OBSERVER');
    for (const who of [observer, team.owner, team.staff]) {
      const res = await call(t, who, 'POST', hackathonPaths.projects(team.event.id), projectForm(trackId));
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('G20071');
    }
  });

  it('a PARTICIPANT still waiting for approval is not at the hackathon yet (404 G04002)', async () => {
    const waiting = await memberWithStatus(t, { eventId: team.event.id, ticketId: team.ticketId }, 'PENDING');
    await t.db.update(registrations).set({ participationType: 'PARTICIPANT' }).where(eq(registrations.userId, waiting.user.id));
    expect((await call(t, waiting, 'POST', hackathonPaths.projects(team.event.id), projectForm(trackId))).json().errorCode).toBe(
      'G04002',
    );
    expect((await call(t, waiting, 'GET', hackathonPaths.projects(team.event.id))).json().errorCode).toBe('G04002');
  });

  it('someone on a team already cannot create another (409 G09008)', async () => {
    const leader = await participant(t, team);
    await createProject(t, leader, team.event.id, trackId);
    expect((await call(t, leader, 'POST', hackathonPaths.projects(team.event.id), projectForm(trackId))).json().errorCode).toBe(
      'G09008',
    );
  });

  it('an unknown track is 404 G04009, a disabled one 400 G20072', async () => {
    const person = await participant(t, team);
    const other = await addTrack(t, team.otherHost, team.otherEvent.id);
    expect((await call(t, person, 'POST', hackathonPaths.projects(team.event.id), projectForm(other.id))).json().errorCode).toBe(
      'G04009',
    );
    const closed = await addTrack(t, team.owner, team.event.id, 'Closed');
    await call(t, team.owner, 'PATCH', hackathonPaths.track(team.event.id, closed.id), { enabled: false });
    expect((await call(t, person, 'POST', hackathonPaths.projects(team.event.id), projectForm(closed.id))).json().errorCode).toBe(
      'G20072',
    );
  });

  it('the thumbnail must be our own uploaded project image', async () => {
    const person = await participant(t, team);
    const res = await call(
      t,
      person,
      'POST',
      hackathonPaths.projects(team.event.id),
      projectForm(trackId, { thumbnailUrl: 'https://evil.example/x.webp' }),
    );
    expect(res.json()).toMatchObject({ errorCode: 'G00100', fields: { thumbnailUrl: expect.any(String) } });
  });
});

describe('editing and deleting', () => {
  it('the team edits; others get 403 G01019; the track cannot change (G20052)', async () => {
    const leader = await participant(t, team);
    const member = await participant(t, team);
    const project = await createProject(t, leader, team.event.id, trackId);
    await addMember(t, leader, team.event.id, project.id, member);
    const edited = await call(t, member, 'PATCH', hackathonPaths.project(team.event.id, project.id), {
      summary: 'Edited by a member',
      recruitStatus: 'TEAM_BUILDING_COMPLETE',
    });
    expect(edited.json().data).toMatchObject({
      summary: 'Edited by a member',
      recruitStatus: 'TEAM_BUILDING_COMPLETE',
      title: 'Moim Match',
    });
    const outsider = await participant(t, team);
    expect(
      (await call(t, outsider, 'PATCH', hackathonPaths.project(team.event.id, project.id), { summary: 'x' })).json().errorCode,
    ).toBe('G01019');
    expect(
      (await call(t, team.owner, 'PATCH', hackathonPaths.project(team.event.id, project.id), { summary: 'x' })).json().errorCode,
    ).toBe('G01019');
    const other = await addTrack(t, team.owner, team.event.id, 'Another');
    const moved = await call(t, leader, 'PATCH', hackathonPaths.project(team.event.id, project.id), { trackId: other.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errorCode).toBe('G20052');
    expect((await call(t, leader, 'PATCH', hackathonPaths.project(team.event.id, project.id), { trackId })).statusCode).toBe(200);
  });

  it('the leader deletes; a member cannot', async () => {
    const leader = await participant(t, team);
    const member = await participant(t, team);
    const project = await createProject(t, leader, team.event.id, trackId);
    await addMember(t, leader, team.event.id, project.id, member);
    expect((await call(t, member, 'DELETE', hackathonPaths.project(team.event.id, project.id))).json().errorCode).toBe('G01019');
    expect((await call(t, leader, 'DELETE', hackathonPaths.project(team.event.id, project.id))).statusCode).toBe(200);
    expect((await call(t, leader, 'GET', hackathonPaths.project(team.event.id, project.id))).json().errorCode).toBe('G04010');
    // Both are free again.
    await createProject(t, member, team.event.id, trackId);
  });

  it("another event's project is 404 G04010 under this event", async () => {
    const other = await hackathonTeam(t);
    const otherTrack = await addTrack(t, other.owner, other.event.id);
    const elsewhere = await createProject(t, await participant(t, other), other.event.id, otherTrack.id);
    const viewer = await participant(t, team);
    expect((await call(t, viewer, 'GET', hackathonPaths.project(team.event.id, elsewhere.id))).json().errorCode).toBe('G04010');
  });
});

describe('the list', () => {
  let viewer: Actor;
  let ids: Record<string, string>;
  beforeAll(async () => {
    const fresh = await hackathonTeam(t);
    team = fresh;
    const [ai, web] = [await addTrack(t, team.owner, team.event.id, 'AI'), await addTrack(t, team.owner, team.event.id, 'Web')];
    trackId = ai.id;
    viewer = await participant(t, team);
    ids = {};
    const specs = [
      [
        'alpha',
        ai.id,
        {
          title: 'Alpha Vision',
          techStack: ['PYTHON'],
          positions: ['DESIGNER'],
          recruitStatus: 'TEAM_FINDING',
          keywords: ['vision'],
        },
      ],
      [
        'beta',
        web.id,
        {
          title: 'Beta Board',
          techStack: ['REACT', 'GO'],
          positions: ['FRONTEND', 'BACKEND'],
          recruitStatus: 'MEMBER_FINDING',
          summary: 'A kanban for clubs',
        },
      ],
      [
        'gamma',
        web.id,
        { title: 'Gamma Chat', techStack: ['GO'], positions: [], recruitStatus: 'TEAM_BUILDING_COMPLETE', teamName: 'Gophers' },
      ],
    ] as const;
    for (const [key, track, overrides] of specs) {
      t.clock.advance(1000);
      ids[key] = (await createProject(t, await participant(t, team), team.event.id, track, overrides as never)).id;
    }
    t.clock.advance(1000);
    ids.mine = (await createProject(t, viewer, team.event.id, web.id, { title: 'Mine' })).id;
    await call(t, viewer, 'POST', hackathonPaths.save(team.event.id, ids.beta));
  });
  const titles = async (query = '') => (await list(viewer, query)).json().data.items.map((p: { title: string }) => p.title);

  it('All is newest first; Saved and My Project are mine', async () => {
    expect(await titles()).toEqual(['Mine', 'Gamma Chat', 'Beta Board', 'Alpha Vision']);
    expect(await titles('?tab=SAVED')).toEqual(['Beta Board']);
    expect(await titles('?tab=MY_PROJECT')).toEqual(['Mine']);
  });

  it('filters by track, recruit status, positions and tech stack, and searches', async () => {
    expect(await titles(`?trackId=${trackId}`)).toEqual(['Alpha Vision']);
    expect(await titles('?recruitStatus=TEAM_FINDING&recruitStatus=TEAM_BUILDING_COMPLETE')).toEqual([
      'Gamma Chat',
      'Alpha Vision',
    ]);
    expect(await titles('?positions=BACKEND')).toEqual(['Mine', 'Beta Board']);
    expect(await titles('?techStack=GO')).toEqual(['Gamma Chat', 'Beta Board']);
    expect(await titles('?techStack=GO&recruitStatus=MEMBER_FINDING')).toEqual(['Beta Board']);
    expect(await titles('?search=kanban')).toEqual(['Beta Board']);
    expect(await titles('?search=gophers')).toEqual(['Gamma Chat']);
    expect(await titles('?search=VISION')).toEqual(['Alpha Vision']);
    expect(await titles('?search=100%25')).toEqual([]);
    expect((await list(viewer, '?positions=CEO')).json().errorCode).toBe('G00100');
  });

  it('pages by cursor', async () => {
    const first = (await list(viewer, '?take=3')).json().data;
    expect(first.items).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const second = (await list(viewer, `?take=3&cursorId=${first.cursorId}`)).json().data;
    expect(second.items.map((p: { title: string }) => p.title)).toEqual(['Alpha Vision']);
    expect(second).toMatchObject({ hasMore: false, cursorId: null });
  });

  it('marks saved projects and counts saves; saving twice is 409 G09002, unsaving twice 404 G04016', async () => {
    const beta = (await list(viewer, '?tab=SAVED')).json().data.items[0];
    expect(beta).toMatchObject({ isSaved: true, saveCount: 1, memberCount: 1 });
    expect((await call(t, viewer, 'POST', hackathonPaths.save(team.event.id, ids.beta))).json().errorCode).toBe('G09002');
    expect((await call(t, viewer, 'DELETE', hackathonPaths.save(team.event.id, ids.beta))).json().data).toEqual({ saved: false });
    expect((await call(t, viewer, 'DELETE', hackathonPaths.save(team.event.id, ids.beta))).json().errorCode).toBe('G04016');
  });
});
