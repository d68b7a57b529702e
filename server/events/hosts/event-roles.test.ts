// The role matrix of docs/roles.md, route by route: each kind of caller gets exactly its answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createUser, signedInUser } from '../../test/factories.ts';
import { addToTeam, createEventAs, eventInput, proUser, publish, type Actor } from '../../test/events.ts';

type Who = 'owner' | 'coHost' | 'staff' | 'stranger' | 'otherHost' | 'anonymous';
const everyone: Who[] = ['owner', 'coHost', 'staff', 'stranger', 'otherHost', 'anonymous'];
/** 'ok' is any 2xx; otherwise the error code. */
type Expected = Record<Who, string>;

let t: TestApp;
let actors: Record<Exclude<Who, 'anonymous'>, Actor>;
let otherEventId: string;
beforeAll(async () => {
  t = await createTestApp();
  actors = {
    owner: await proUser(t),
    coHost: await signedInUser(t),
    staff: await signedInUser(t),
    stranger: await signedInUser(t),
    otherHost: await proUser(t),
  };
  otherEventId = (await createEventAs(t, actors.otherHost)).id;
});
afterAll(async () => {
  await t.close();
});

/** A fresh event for each call, so one caller's change never decides another's answer. */
async function freshEvent(published: boolean) {
  const event = await createEventAs(t, actors.owner);
  await addToTeam(t, actors.owner, event.id, actors.coHost, 'CO_HOST');
  await addToTeam(t, actors.owner, event.id, actors.staff, 'STAFF');
  const extra = await signedInUser(t);
  await addToTeam(t, actors.owner, event.id, extra, 'STAFF');
  if (published) await publish(t, actors.owner, event.id);
  return { event, extra };
}

type Case = {
  name: string;
  published?: boolean;
  request: (
    ctx: Awaited<ReturnType<typeof freshEvent>>,
  ) => Promise<{ method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }>;
  expected: Expected;
};

const team = (owner: string, coHost: string, staff: string): Expected => ({
  owner,
  coHost,
  staff,
  stranger: 'G04002',
  otherHost: 'G04002',
  anonymous: 'G01001',
});
const m = (id: string, suffix = '') => `/v1/event-managements/${id}${suffix}`;

const cases: Case[] = [
  {
    name: 'GET management',
    request: async ({ event }) => ({ method: 'GET', url: m(event.id) }),
    expected: team('ok', 'ok', 'ok'),
  },
  {
    name: 'PATCH event',
    request: async ({ event }) => ({ method: 'PATCH', url: m(event.id), payload: { title: 'Edited' } }),
    expected: team('ok', 'ok', 'G01019'),
  },
  {
    name: 'DELETE event',
    request: async ({ event }) => ({ method: 'DELETE', url: m(event.id) }),
    expected: team('ok', 'G01019', 'G01019'),
  },
  {
    name: 'publish',
    request: async ({ event }) => ({ method: 'POST', url: m(event.id, '/publish') }),
    expected: team('ok', 'ok', 'G01019'),
  },
  {
    name: 'unpublish',
    published: true,
    request: async ({ event }) => ({ method: 'POST', url: m(event.id, '/unpublish') }),
    expected: team('ok', 'ok', 'G01019'),
  },
  {
    name: 'PATCH url',
    request: async ({ event }) => ({
      method: 'PATCH',
      url: m(event.id, '/url'),
      payload: { handle: `h-${event.id.slice(0, 8)}` },
    }),
    expected: team('ok', 'ok', 'G01019'),
  },
  {
    name: 'PATCH photo-link',
    request: async ({ event }) => ({
      method: 'PATCH',
      url: m(event.id, '/photo-link'),
      payload: { photoLink: 'https://p.example' },
    }),
    expected: team('ok', 'ok', 'G01019'),
  },
  {
    name: 'PATCH contents-link',
    request: async ({ event }) => ({ method: 'PATCH', url: m(event.id, '/contents-link'), payload: { contentsLink: null } }),
    expected: team('ok', 'ok', 'G01019'),
  },
  {
    name: 'GET hosts',
    request: async ({ event }) => ({ method: 'GET', url: m(event.id, '/hosts') }),
    expected: team('ok', 'ok', 'ok'),
  },
  {
    name: 'POST hosts',
    request: async ({ event }) => ({
      method: 'POST',
      url: m(event.id, '/hosts'),
      payload: { email: (await createUser(t)).email, role: 'STAFF' },
    }),
    expected: team('ok', 'G20033', 'G20033'),
  },
  {
    name: 'PATCH hosts/{userId}',
    request: async ({ event, extra }) => ({
      method: 'PATCH',
      url: m(event.id, `/hosts/${extra.user.id}`),
      payload: { role: 'CO_HOST' },
    }),
    expected: team('ok', 'G20033', 'G20033'),
  },
  {
    name: 'DELETE hosts/{userId}',
    request: async ({ event, extra }) => ({ method: 'DELETE', url: m(event.id, `/hosts/${extra.user.id}`) }),
    expected: team('ok', 'G20033', 'G20033'),
  },
  {
    name: 'the draft page',
    request: async ({ event }) => ({ method: 'GET', url: `/v1/events/info?handle=${event.handle}` }),
    expected: { owner: 'ok', coHost: 'ok', staff: 'ok', stranger: 'G04002', otherHost: 'G04002', anonymous: 'G04002' },
  },
  {
    name: 'the draft calendar file',
    request: async ({ event }) => ({ method: 'GET', url: `/v1/events/${event.id}/calendar.ics` }),
    expected: { owner: 'ok', coHost: 'ok', staff: 'ok', stranger: 'G04002', otherHost: 'G04002', anonymous: 'G04002' },
  },
  {
    name: 'the published page',
    published: true,
    request: async ({ event }) => ({ method: 'GET', url: `/v1/events/info?handle=${event.handle}` }),
    expected: { owner: 'ok', coHost: 'ok', staff: 'ok', stranger: 'ok', otherHost: 'ok', anonymous: 'ok' },
  },
  {
    name: 'the published calendar file',
    published: true,
    request: async ({ event }) => ({ method: 'GET', url: `/v1/events/${event.id}/calendar.ics` }),
    expected: { owner: 'ok', coHost: 'ok', staff: 'ok', stranger: 'ok', otherHost: 'ok', anonymous: 'ok' },
  },
  {
    name: 'create an event (PRO only)',
    request: async () => ({ method: 'POST', url: '/v1/events', payload: eventInput() }),
    expected: { owner: 'ok', coHost: 'G01019', staff: 'G01019', stranger: 'G01019', otherHost: 'ok', anonymous: 'G01001' },
  },
  {
    name: 'My events',
    request: async () => ({ method: 'GET', url: '/v1/me/events?tab=hosting' }),
    expected: { owner: 'ok', coHost: 'ok', staff: 'ok', stranger: 'ok', otherHost: 'ok', anonymous: 'G01001' },
  },
  {
    name: 'place suggestions',
    request: async () => ({ method: 'GET', url: '/v1/places/suggest?q=Gangnam' }),
    expected: { owner: 'ok', coHost: 'ok', staff: 'ok', stranger: 'ok', otherHost: 'ok', anonymous: 'G01001' },
  },
];

describe('the role matrix', () => {
  for (const c of cases) {
    it(c.name, async () => {
      const answers: Partial<Expected> = {};
      for (const who of everyone) {
        const { method, url, payload } = await c.request(await freshEvent(c.published ?? false));
        const cookie = who === 'anonymous' ? undefined : actors[who].cookie;
        const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
        answers[who] = res.statusCode < 300 ? 'ok' : res.json().errorCode;
      }
      expect(answers).toEqual(c.expected);
    });
  }

  it("answers 404 for another event's id on every management route, and for ids that are not ids", async () => {
    for (const id of [otherEventId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['PATCH', ''],
        ['DELETE', ''],
        ['POST', '/publish'],
        ['GET', '/hosts'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: m(encodeURIComponent(id), suffix),
          headers: { cookie: actors.owner.cookie },
          ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
        });
        expect(res.json(), `${method} ${suffix} ${id}`).toMatchObject({ statusCode: 404, errorCode: 'G04002' });
      }
    }
    expect((await t.app.inject({ url: `/v1/events/${encodeURIComponent('not-a-uuid')}/calendar.ics` })).json().errorCode).toBe(
      'G04002',
    );
  });
});
