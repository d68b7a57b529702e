// One display-text rule for every text other people read as written: bidirectional controls,
// zero-width and control characters are stripped before anything is stored (contract/display-text.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanDisplayBlock, cleanDisplayLine } from '../../../contract/display-text.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { communityWithOwner } from '../../test/communities.ts';
import { createEventAs, proUser } from '../../test/events.ts';
import { addTrack, call, createProject, hackathonPaths, hackathonTeam, participant } from '../../test/hackathons.ts';
import { signedInUser } from '../../test/factories.ts';

// RIGHT-TO-LEFT OVERRIDE, LEFT-TO-RIGHT ISOLATE / POP, zero-width space and joiner, BOM, RLM, a bell and an escape.
const tainted = (word: string) => `\u202E${word.slice(0, 2)}\u200B${word.slice(2)}\u2066\u2069\u200D\uFEFF\u200F\u0007\u001B`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the display-text rule', () => {
  it('strips invisible characters, keeps emoji sequences, and turns control characters into spaces on one line', () => {
    expect(cleanDisplayLine(tainted('Demo'))).toBe('Demo ');
    expect(cleanDisplayLine('Team 👩\u200D💻 Seoul')).toBe('Team 👩\u200D💻 Seoul');
    expect(cleanDisplayLine('ad\u200Dmin\u200C')).toBe('admin');
    expect(cleanDisplayLine('two\nlines')).toBe('two lines');
    expect(cleanDisplayBlock('two\nlines\u202E\r\n\tok\u0000')).toBe('two\nlines\r\n\tok');
  });

  it('applies to event titles', async () => {
    const host = await proUser(t);
    const event = await createEventAs(t, host, { title: tainted('Launch night') });
    expect(event.title).toBe('Launch night');
  });

  it('applies to project titles, team names and comments', async () => {
    const team = await hackathonTeam(t);
    const track = await addTrack(t, team.owner, team.event.id);
    const leader = await participant(t, team);
    const project = await createProject(t, leader, team.event.id, track.id, {
      title: tainted('Moim Match'),
      teamName: tainted('Team Moim'),
    });
    expect(project).toMatchObject({ title: 'Moim Match', teamName: 'Team Moim' });
    const comment = await call(t, leader, 'POST', hackathonPaths.comments(team.event.id, project.id), {
      body: `${tainted('Love it')}\nsecond line`,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().data.body).toBe('Love it\nsecond line');
  });

  it('applies to bios', async () => {
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me/profile',
      headers: { cookie },
      payload: { bio: `${tainted('Builder')}\nin Seoul` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: { cookie } });
    expect(profile.json().data.bio).toBe('Builder\nin Seoul');
  });

  it('applies to community names, on creation and in the settings', async () => {
    const { community, owner } = await communityWithOwner(t, { name: tainted('Acme Builders') });
    expect(community.name).toBe('Acme Builders');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/communities/${community.id}`,
      headers: { cookie: owner.cookie },
      payload: { name: tainted('Acme Makers') },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Acme Makers');
  });
});
