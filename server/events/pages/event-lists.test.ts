import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateEventInput } from '../../../contract/events.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor } from '../../test/factories.ts';
import { addMembership, createCommunity, createCommunityEventAs } from '../../test/community-people.ts';
import { addToTeam, createEventAs, proUser, publish, type Actor } from '../../test/events.ts';

let t: TestApp;
let owner: Actor;
let other: Actor;
const ids: Record<string, string> = {};

const day = (n: number, hour = 10) => new Date(Date.UTC(2026, 5, n, hour)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  owner = await proUser(t);
  other = await proUser(t);
  // Listed: five upcoming, one running now, two past. Not listed: the rest.
  // The owner also manages a community, where their MEMBER_ONLY event lives.
  const club = await createCommunity(t, 'Club');
  await addMembership(t, club, owner, 'APPROVED', { role: 'MANAGER', card: false });
  const make = async (name: string, start: string, end: string, overrides: Partial<CreateEventInput> = {}, published = true) => {
    const fields = { title: name, startsAt: start, endsAt: end, ...overrides };
    const event =
      overrides.visibility === 'MEMBER_ONLY'
        ? await createCommunityEventAs(t, club, fields, owner)
        : await createEventAs(t, owner, fields);
    if (published) await publish(t, owner, event.id);
    ids[name] = event.id;
  };
  for (const n of [5, 3, 7, 4, 6]) await make(`upcoming ${n}`, day(n), day(n, 12));
  await make('running', '2026-05-31T23:00:00.000Z', '2026-06-01T02:00:00.000Z');
  await make('past 1', '2026-05-20T10:00:00.000Z', '2026-05-20T12:00:00.000Z');
  await make('past 2', '2026-05-25T10:00:00.000Z', '2026-05-25T12:00:00.000Z');
  await make('draft', day(8), day(8, 12), {}, false);
  await make('secret', day(8), day(8, 12), { visibility: 'SECRET' });
  await make('member only', day(8), day(8, 12), { visibility: 'MEMBER_ONLY' });
  await make('unlisted', day(8), day(8, 12), { listed: false });
  const others = await createEventAs(t, other, { title: 'other draft', startsAt: day(9), endsAt: day(9, 12) });
  ids['other draft'] = others.id;
  await addToTeam(t, other, others.id, owner, 'STAFF');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, actor?: Actor) => t.app.inject({ method: 'GET', url, headers: actor ? { cookie: actor.cookie } : {} });
const titles = (body: { data: { items: { title: string }[] } }) => body.data.items.map((item) => item.title);

describe('GET /v1/events', () => {
  it('lists published, public, listed events that have not ended, soonest first', async () => {
    const body = (await get('/v1/events')).json();
    expect(titles(body)).toEqual(['running', 'upcoming 3', 'upcoming 4', 'upcoming 5', 'upcoming 6', 'upcoming 7']);
    expect(body.data).toMatchObject({ hasMore: false, cursorId: null });
    expect(body.data.items[0]).toMatchObject({ locationMode: 'OFFLINE', place: 'Seoul', status: 'PUBLISHED', myRole: null });
    expect(body.data.items[0].hosts).toEqual([expect.objectContaining({ role: 'HOST', userId: owner.user.id })]);
    expect(JSON.stringify(body)).not.toContain('description');
  });

  it('lists past events latest first', async () => {
    expect(titles((await get('/v1/events?tab=past')).json())).toEqual(['past 2', 'past 1']);
  });

  it('pages by page number and by cursor, with the same result', async () => {
    const first = (await get('/v1/events?take=4')).json().data;
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(['running', 'upcoming 3', 'upcoming 4', 'upcoming 5']);
    expect(first).toMatchObject({ hasMore: true, cursorId: ids['upcoming 5'] });
    const byPage = (await get('/v1/events?take=4&page=2')).json().data;
    const byCursor = (await get(`/v1/events?take=4&cursorId=${first.cursorId}`)).json().data;
    expect(byPage).toEqual(byCursor);
    expect(byPage).toMatchObject({ hasMore: false, cursorId: null });
    expect(byPage.items.map((i: { title: string }) => i.title)).toEqual(['upcoming 6', 'upcoming 7']);
    const pastFirst = (await get('/v1/events?tab=past&take=1')).json().data;
    expect((await get(`/v1/events?tab=past&take=1&cursorId=${pastFirst.cursorId}`)).json().data.items[0].title).toBe('past 1');
  });

  it('shows a signed-in host their role in the list', async () => {
    expect((await get('/v1/events?take=1', owner)).json().data.items[0].myRole).toBe('HOST');
  });

  it('validates the paging query', async () => {
    for (const query of ['take=0', 'take=51', 'take=x', 'page=0', 'tab=hosting', 'tab=all']) {
      expect((await get(`/v1/events?${query}`)).json()).toMatchObject({ statusCode: 400, errorCode: 'G00100' });
    }
    expect((await get('/v1/events?cursorId=not-an-id')).statusCode).toBe(200);
  });
});

describe('GET /v1/me/events', () => {
  it('asks for sign-in', async () => {
    expect((await get('/v1/me/events')).json()).toMatchObject({ statusCode: 401, errorCode: 'G01001' });
  });

  it('Hosting: every event on whose team I am, drafts and hidden ones included, latest first', async () => {
    const body = (await get('/v1/me/events?tab=hosting&take=50', owner)).json();
    expect(titles(body)).toHaveLength(13);
    expect(titles(body)[0]).toBe('other draft');
    expect(body.data.items[0]).toMatchObject({ myRole: 'STAFF', status: 'DRAFT' });
    expect(titles(body)).toEqual(expect.arrayContaining(['draft', 'secret', 'member only', 'unlisted', 'past 1']));
  });

  it('Upcoming and Past split my events at their end', async () => {
    const upcoming = titles((await get('/v1/me/events?tab=upcoming&take=50', owner)).json());
    expect(upcoming.slice(0, 2)).toEqual(['running', 'upcoming 3']);
    expect(upcoming).toEqual(expect.arrayContaining(['draft', 'secret', 'other draft']));
    expect(upcoming).not.toContain('past 1');
    expect(titles((await get('/v1/me/events?tab=past', owner)).json())).toEqual(['past 2', 'past 1']);
  });

  it("is empty for someone with no events, and never shows another host's events", async () => {
    const newcomer = await proUser(t);
    for (const tab of ['upcoming', 'past', 'hosting']) {
      expect((await get(`/v1/me/events?tab=${tab}`, newcomer)).json().data).toEqual({
        items: [],
        hasMore: false,
        cursorId: null,
      });
    }
    expect(titles((await get('/v1/me/events?tab=hosting', other)).json())).toEqual(['other draft']);
  });

  it('moves an event from Upcoming to Past when it ends', async () => {
    t.clock.set('2026-06-05T12:00:00.000Z');
    const cookie = await sessionCookieFor(t, owner.user);
    const me = { ...owner, cookie };
    expect(titles((await get('/v1/me/events?tab=past&take=3', me)).json())).toEqual(['upcoming 5', 'upcoming 4', 'upcoming 3']);
    expect(titles((await get('/v1/events?take=1')).json())).toEqual(['upcoming 6']);
    t.clock.set('2026-06-01T00:00:00.000Z');
  });
});
