// Comments: a card is needed to write (G04004); the author edits and deletes their own; HOST and
// CO_HOST delete any; a comment is found only under its own project (G04012).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { makeCard } from '../../test/lounge.ts';
import {
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
let projectId: string;
let otherProjectId: string;
let author: Actor;
beforeAll(async () => {
  t = await createTestApp();
  team = await hackathonTeam(t);
  const track = await addTrack(t, team.owner, team.event.id);
  projectId = (await createProject(t, await participant(t, team), team.event.id, track.id)).id;
  otherProjectId = (await createProject(t, await participant(t, team), team.event.id, track.id)).id;
  author = await participant(t, team, { name: 'Author Ahn' });
});
afterAll(async () => {
  await t?.close();
});

const comments = (id = projectId) => hackathonPaths.comments(team.event.id, id);
const write = (actor: Actor, body: string, id = projectId) => call(t, actor, 'POST', comments(id), { body });

describe('comments', () => {
  it('are written by people with a card and read oldest first by everyone at the hackathon', async () => {
    const first = await write(author, '  Love the idea!  ');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      body: 'Love the idea!',
      isMine: true,
      canDelete: true,
      author: { userId: author.user.id, name: 'Author Ahn' },
    });
    t.clock.advance(1000);
    await write(author, 'Second thought');
    const observer = await registerAs(t, team.owner, team.event.id, 'OBSERVER');
    const page = (await call(t, observer, 'GET', comments())).json().data;
    expect(page.items.map((c: { body: string }) => c.body)).toEqual(['Love the idea!', 'Second thought']);
    expect(page.items[0]).toMatchObject({ isMine: false, canDelete: false });
    const detail = (await call(t, observer, 'GET', hackathonPaths.project(team.event.id, projectId))).json().data;
    expect(detail.commentCount).toBe(2);
  });

  it('need a profile card (404 G04004) and a body', async () => {
    const noCard = await registerAs(t, team.owner, team.event.id, 'MENTOR');
    expect((await write(noCard, 'Hi')).json().errorCode).toBe('G04004');
    await makeCard(t, noCard);
    expect((await write(noCard, 'Hi')).statusCode).toBe(201);
    expect((await write(noCard, '   ')).json().errorCode).toBe('G00100');
    expect((await write(noCard, 'x'.repeat(1001))).json().errorCode).toBe('G00100');
  });

  it('the author edits and deletes their own; others 403 G01019', async () => {
    const mine = (await write(author, 'Typo hre')).json().data;
    const url = hackathonPaths.comment(team.event.id, projectId, mine.id);
    const other = await participant(t, team);
    expect((await call(t, other, 'PATCH', url, { body: 'Hijacked' })).json().errorCode).toBe('G01019');
    expect((await call(t, other, 'DELETE', url)).json().errorCode).toBe('G01019');
    expect((await call(t, author, 'PATCH', url, { body: 'Typo here' })).json().data.body).toBe('Typo here');
    expect((await call(t, author, 'DELETE', url)).statusCode).toBe(200);
    expect((await call(t, author, 'DELETE', url)).json().errorCode).toBe('G04012');
  });

  it('HOST and CO_HOST delete any comment; STAFF cannot and edits none', async () => {
    for (const host of [team.owner, team.coHost]) {
      const c = (await write(author, 'Spam')).json().data;
      const listed = (await call(t, host, 'GET', comments())).json().data.items.find((x: { id: string }) => x.id === c.id);
      expect(listed.canDelete).toBe(true);
      expect(
        (await call(t, host, 'PATCH', hackathonPaths.comment(team.event.id, projectId, c.id), { body: 'Edited by host' })).json()
          .errorCode,
      ).toBe('G01019');
      expect((await call(t, host, 'DELETE', hackathonPaths.comment(team.event.id, projectId, c.id))).statusCode).toBe(200);
    }
    const c = (await write(author, 'Still here')).json().data;
    expect((await call(t, team.staff, 'DELETE', hackathonPaths.comment(team.event.id, projectId, c.id))).json().errorCode).toBe(
      'G01019',
    );
  });

  it('a comment of another project, an unknown and a malformed id are 404 G04012 (commentNotFound)', async () => {
    const elsewhere = (await write(author, 'On the other project', otherProjectId)).json().data;
    for (const id of [elsewhere.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await call(t, author, 'PATCH', hackathonPaths.comment(team.event.id, projectId, id), { body: 'moved' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'G04012', message: 'This comment could not be found.' });
    }
  });

  it('page by cursor', async () => {
    const fresh = (
      await createProject(
        t,
        await participant(t, team),
        team.event.id,
        (await addTrack(t, team.owner, team.event.id, 'Paging')).id,
      )
    ).id;
    for (const body of ['a', 'b', 'c']) {
      t.clock.advance(1000);
      await write(author, body, fresh);
    }
    const first = (await call(t, author, 'GET', `${comments(fresh)}?take=2`)).json().data;
    expect(first.items.map((c: { body: string }) => c.body)).toEqual(['a', 'b']);
    const rest = (await call(t, author, 'GET', `${comments(fresh)}?take=2&cursorId=${first.cursorId}`)).json().data;
    expect(rest.items.map((c: { body: string }) => c.body)).toEqual(['c']);
    expect(rest.hasMore).toBe(false);
  });
});
