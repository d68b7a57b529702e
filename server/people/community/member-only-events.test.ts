// A community's events, and a MEMBER_ONLY event refused to every non-member on every surface (the
// page says it is for members, 403 G20300; the rest answer as if it did not exist): the event page, the pre-rendered public page and its link preview, the anonymous page cache, the
// calendar file, the form, the tickets, registering, my ticket, the lounge, the hackathon, and the
// lists. Its community's approved members and the host team see it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMembers } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { attachEventPageCache, createEventPageCache } from '../../events/index.ts';
import { eventInput, publish, type Actor } from '../../test/events.ts';
import { asActor, defaultAnswers, register } from '../../test/registrations.ts';
import {
  barredFrom,
  createCommunity,
  createCommunityEventAs,
  memberIn,
  type TestCommunity,
} from '../../test/community-people.ts';

const webDir = mkdtempSync(path.join(tmpdir(), 'moim-member-only-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moim</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
let acme: TestCommunity;
let beta: TestCommunity;
let people: Record<'manager' | 'member' | 'pending' | 'rejected' | 'barred' | 'betaMember' | 'stranger', Actor>;
let membersOnly: { id: string; handle: string };
let open: { id: string; handle: string };
let secret: { id: string; handle: string };

const TITLE = 'Founders only: the quiet dinner';

async function communityEvent(actor: Actor, community: TestCommunity, overrides: Parameters<typeof createCommunityEventAs>[2]) {
  const event = await createCommunityEventAs(t, community, overrides, actor);
  await publish(t, actor, event.id);
  return event;
}

beforeAll(async () => {
  t = await createTestApp({ webDistDir: webDir });
  acme = await createCommunity(t, 'Acme');
  beta = await createCommunity(t, 'Beta');
  people = {
    manager: await memberIn(t, acme, 'APPROVED', { role: 'MANAGER' }),
    member: await memberIn(t, acme, 'APPROVED'),
    pending: await memberIn(t, acme, 'PENDING'),
    rejected: await memberIn(t, acme, 'REJECTED'),
    barred: await barredFrom(t, acme),
    betaMember: await memberIn(t, beta, 'APPROVED'),
    stranger: await signedInUser(t),
  };
  membersOnly = await communityEvent(acme.owner, acme, { title: TITLE, visibility: 'MEMBER_ONLY', loungeEnabled: true });
  open = await communityEvent(acme.owner, acme, { title: 'Open demo day', visibility: 'PUBLIC' });
  secret = await communityEvent(acme.owner, acme, { title: 'Secret rehearsal', visibility: 'SECRET' });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const outsiders = () => ({
  anonymous: undefined,
  pending: people.pending,
  rejected: people.rejected,
  barred: people.barred,
  betaMember: people.betaMember,
  betaOwner: beta.owner,
  stranger: people.stranger,
});
const get = (url: string, actor?: Actor) => t.app.inject({ method: 'GET', url, headers: asActor(actor) });
const codeOf = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];

describe('POST /v1/communities/{id}/events', () => {
  it('lets the owner and managers (PRO or not) create the community’s events; members 403 G01033, others 404 G04013, anonymous 401', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/v1/communities/${acme.id}/events`,
      headers: asActor(people.manager),
      payload: eventInput({ visibility: 'MEMBER_ONLY' }),
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ communityId: acme.id, visibility: 'MEMBER_ONLY', status: 'DRAFT', myRole: 'HOST' });
    expect(people.manager.user.accessLevel).not.toBe('PRO');
    const refusals: [Actor | undefined, number, string][] = [
      [people.member, 403, 'G01033'],
      [people.pending, 404, 'G04013'],
      [people.betaMember, 404, 'G04013'],
      [beta.owner, 404, 'G04013'],
      [people.stranger, 404, 'G04013'],
      [undefined, 401, 'G01001'],
    ];
    for (const [actor, status, code] of refusals) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/communities/${acme.id}/events`,
        headers: asActor(actor),
        payload: eventInput(),
      });
      expect([actor?.user.name, ...codeOf(res)]).toEqual([actor?.user.name, status, code]);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/communities/00000000-0000-4000-8000-000000000000/events',
      headers: asActor(acme.owner),
      payload: eventInput(),
    });
    expect(codeOf(unknown)).toEqual([404, 'G04013']);
    const invalid = await t.app.inject({
      method: 'POST',
      url: `/v1/communities/${acme.id}/events`,
      headers: asActor(acme.owner),
      payload: { ...eventInput(), visibility: 'FRIENDS' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('GET /v1/communities/{id}/events and …/me/events', () => {
  const titles = (res: { json(): { data: { items: { title: string }[] } } }) =>
    res
      .json()
      .data.items.map((item) => item.title)
      .sort();

  it('lists PUBLIC and MEMBER_ONLY events to members, PUBLIC ones to everyone else; SECRET never', async () => {
    for (const actor of [people.member, people.manager]) {
      const res = await get(`/v1/communities/${acme.id}/events`, actor);
      expect(titles(res)).toEqual(expect.arrayContaining([TITLE, 'Open demo day']));
      expect(titles(res)).not.toContain('Secret rehearsal');
    }
    for (const [name, actor] of Object.entries(outsiders())) {
      const res = await get(`/v1/communities/${acme.id}/events`, actor);
      expect([name, res.statusCode, titles(res)]).toEqual([name, 200, ['Open demo day']]);
    }
    expect(titles(await get(`/v1/communities/${acme.id}/events`, acme.owner))).toContain('Secret rehearsal');
    expect(codeOf(await get('/v1/communities/nope/events'))).toEqual([404, 'G04013']);
    expect(titles(await get(`/v1/communities/${beta.id}/events`, acme.owner))).toEqual([]);
  });

  it('lists my events of the community to a member who registered; others as the door says', async () => {
    const member = await memberIn(t, acme, 'APPROVED');
    const answers = await defaultAnswers(t, acme.owner, membersOnly.id, { name: member.user.name, email: member.user.email });
    expect((await register(t, membersOnly.id, asActor(member), { answers })).statusCode).toBe(201);
    expect(titles(await get(`/v1/communities/${acme.id}/me/events`, member))).toEqual([TITLE]);
    expect(titles(await get(`/v1/communities/${acme.id}/me/events`, acme.owner))).toEqual([
      TITLE,
      'Open demo day',
      'Secret rehearsal',
    ]);
    expect(codeOf(await get(`/v1/communities/${acme.id}/me/events`, people.pending))).toEqual([403, 'G01031']);
    expect(codeOf(await get(`/v1/communities/${acme.id}/me/events`, people.stranger))).toEqual([403, 'G01030']);
    expect(codeOf(await get(`/v1/communities/${acme.id}/me/events`))).toEqual([401, 'G01001']);
  });
});

describe('a MEMBER_ONLY event', () => {
  it('opens to the host team and approved members of its community on the page, the calendar file, the form and the tickets', async () => {
    for (const actor of [acme.owner, people.member, people.manager]) {
      expect((await get(`/v1/events/info?handle=${membersOnly.handle}`, actor)).statusCode).toBe(200);
      expect((await get(`/v1/events/${membersOnly.id}/calendar.ics`, actor)).statusCode).toBe(200);
      expect((await get(`/v1/events/${membersOnly.id}/regist-forms`, actor)).statusCode).toBe(200);
      expect((await get(`/v1/events/${membersOnly.id}/tickets/info`, actor)).statusCode).toBe(200);
    }
  });

  it('answers every non-member 403 G20300 on the page (it is for members) and 404 G04002 on every other API surface, none with its details', async () => {
    for (const [name, actor] of Object.entries(outsiders())) {
      const page = await get(`/v1/events/info?handle=${membersOnly.handle}`, actor);
      expect([name, ...codeOf(page)]).toEqual([name, 403, 'G20300']);
      expect(page.body).not.toContain(TITLE);
      const surfaces = [
        `/v1/events/${membersOnly.id}/calendar.ics`,
        `/v1/events/${membersOnly.id}/regist-forms`,
        `/v1/events/${membersOnly.id}/tickets/info`,
      ];
      for (const url of surfaces) {
        const res = await get(url, actor);
        expect([name, url, ...codeOf(res)]).toEqual([name, url, 404, 'G04002']);
        expect(res.body).not.toContain(TITLE);
      }
      if (!actor) continue;
      const answers = await defaultAnswers(t, acme.owner, membersOnly.id, { name: actor.user.name, email: actor.user.email });
      expect([name, ...codeOf(await register(t, membersOnly.id, asActor(actor), { answers }))]).toEqual([name, 404, 'G04002']);
      expect([name, ...codeOf(await get(`/v1/events/${membersOnly.id}/me`, actor))]).toEqual([name, 404, 'G04002']);
      expect([name, ...codeOf(await get(`/v1/events/${membersOnly.id}/lounge`, actor))]).toEqual([name, 404, 'G04002']);
    }
  });

  it('is left out of the public list and of a non-member’s lists; SECRET and PUBLIC events stay open by link', async () => {
    const publicList = await get('/v1/events?take=50');
    expect(publicList.body).not.toContain(TITLE);
    for (const actor of [people.stranger, beta.owner]) {
      expect((await get(`/v1/events/info?handle=${secret.handle}`, actor)).statusCode).toBe(200);
      expect((await get(`/v1/events/info?handle=${open.handle}`, actor)).statusCode).toBe(200);
    }
  });

  it('is closed again, page, ticket and lists, to a member who registered and then left the community', async () => {
    const leaver = await memberIn(t, acme, 'APPROVED');
    const answers = await defaultAnswers(t, acme.owner, membersOnly.id, { name: leaver.user.name, email: leaver.user.email });
    expect((await register(t, membersOnly.id, asActor(leaver), { answers })).statusCode).toBe(201);
    expect((await get(`/v1/events/${membersOnly.id}/me`, leaver)).statusCode).toBe(200);
    expect((await get('/v1/me/events', leaver)).body).toContain(TITLE);
    expect((await get('/v1/users/events', leaver)).body).toContain(TITLE);
    await t.db.delete(communityMembers).where(eq(communityMembers.userId, leaver.user.id));
    expect(codeOf(await get(`/v1/events/info?handle=${membersOnly.handle}`, leaver))).toEqual([403, 'G20300']);
    expect(codeOf(await get(`/v1/events/${membersOnly.id}/me`, leaver))).toEqual([404, 'G04002']);
    expect(codeOf(await get(`/v1/users/${leaver.user.id}/events/${membersOnly.id}`, leaver))).toEqual([404, 'G04002']);
    expect((await get('/v1/me/events', leaver)).body).not.toContain(TITLE);
    expect((await get('/v1/users/events', leaver)).body).not.toContain(TITLE);
  });

  it('lets an approved member register, and then enter its lounge', async () => {
    const member = await memberIn(t, acme, 'APPROVED');
    const answers = await defaultAnswers(t, acme.owner, membersOnly.id, { name: member.user.name, email: member.user.email });
    expect((await register(t, membersOnly.id, asActor(member), { answers })).statusCode).toBe(201);
    expect((await get(`/v1/events/${membersOnly.id}/lounge`, member)).statusCode).toBe(200);
  });

  it('gets no pre-rendered page and no link preview; the anonymous page cache never serves it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/events/${membersOnly.handle}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(TITLE);
    expect(res.body).not.toContain('og:title');
    const openPage = await t.app.inject({ method: 'GET', url: `/events/${open.handle}`, headers: { accept: 'text/html' } });
    expect(openPage.body).toContain('Open demo day');

    attachEventPageCache(t.db, createEventPageCache(60_000));
    try {
      const cached = await communityEvent(acme.owner, acme, { title: 'Was public once', visibility: 'PUBLIC' });
      expect((await get(`/v1/events/info?handle=${cached.handle}`)).statusCode).toBe(200);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/v1/event-managements/${cached.id}`,
        headers: asActor(acme.owner),
        payload: { visibility: 'MEMBER_ONLY' },
      });
      expect(patched.statusCode).toBe(200);
      expect(codeOf(await get(`/v1/events/info?handle=${cached.handle}`))).toEqual([403, 'G20300']);
      expect((await get(`/v1/events/info?handle=${membersOnly.handle}`, people.member)).statusCode).toBe(200);
      expect(codeOf(await get(`/v1/events/info?handle=${membersOnly.handle}`))).toEqual([403, 'G20300']);
    } finally {
      attachEventPageCache(t.db, createEventPageCache(0));
    }
  });

  it('keeps a member-only hackathon from non-members', async () => {
    const hackathon = await communityEvent(acme.owner, acme, {
      title: 'Members hack night',
      type: 'HACKATHON',
      visibility: 'MEMBER_ONLY',
    });
    expect((await get(`/v1/events/${hackathon.id}/hackathon`, acme.owner)).statusCode).toBe(200);
    for (const actor of [people.stranger, people.betaMember, people.pending]) {
      expect(codeOf(await get(`/v1/events/${hackathon.id}/hackathon`, actor))).toEqual([404, 'G04002']);
      expect(codeOf(await get(`/v1/events/${hackathon.id}/hackathon/results`, actor))).toEqual([404, 'G04002']);
    }
    // A member reaches the results' door: not published yet, rather than no such event.
    expect(codeOf(await get(`/v1/events/${hackathon.id}/hackathon/results`, people.member))).toEqual([404, 'G04032']);
  });
});
