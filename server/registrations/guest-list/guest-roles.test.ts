// Every guest-management route against every role (docs/roles.md): HOST, CO_HOST, STAFF, an
// approved guest, a signed-in stranger, the signed-out, and the host of another event — who also
// tries this event's guests through their own event (404 G04003, or G20082 for a scanned ticket).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { asActor, type Actor } from '../../test/registrations.ts';
import { guestTeam, managementUrl, registerGuest, type Team } from '../../test/guests.ts';

let t: TestApp;
let team: Team;
let guest: Actor & { registration: { id: string; qr: { payload: string } | null } };
let target: typeof guest;
beforeAll(async () => {
  t = await createTestApp();
  team = await guestTeam(t);
  guest = await registerGuest(t, team.owner, team.event.id, { name: 'Approved Guest' });
  target = await registerGuest(t, team.owner, team.event.id, { name: 'Target Guest' });
});
afterAll(async () => {
  await t.close();
});

type Role = 'HOST' | 'CO_HOST' | 'STAFF' | 'guest' | 'stranger' | 'anonymous' | 'otherHost';
type Request = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object };
type Route = {
  name: string;
  request: (eventId: string) => Request;
  allowed: Role[];
  /** how a signed-in outsider is told no */ outsider?: 'G01019';
};

const TEAM: Role[] = ['HOST', 'CO_HOST', 'STAFF'];
const DECIDERS: Role[] = ['HOST', 'CO_HOST'];

const routes: Route[] = [
  {
    name: 'guest list',
    request: (id) => ({ method: 'GET', url: managementUrl(id, '/participants?search=guest') }),
    allowed: TEAM,
  },
  {
    name: 'guest detail',
    request: (id) => ({ method: 'GET', url: managementUrl(id, `/participants/${target.registration.id}`) }),
    allowed: TEAM,
  },
  {
    name: 'approve / reject',
    request: (id) => ({
      method: 'PATCH',
      url: managementUrl(id, `/participants/${target.registration.id}`),
      payload: { status: 'APPROVED' },
    }),
    allowed: DECIDERS,
  },
  {
    name: 'change check-in status',
    request: (id) => ({
      method: 'PATCH',
      url: managementUrl(id, `/participants/${target.registration.id}`),
      payload: { checkInStatus: 'NOT_CHECKED_IN' },
    }),
    allowed: TEAM,
  },
  {
    name: 'bulk status',
    request: (id) => ({
      method: 'POST',
      url: managementUrl(id, '/participants/bulk'),
      payload: { ids: [target.registration.id], status: 'APPROVED' },
    }),
    allowed: DECIDERS,
  },
  {
    name: 'export CSV',
    request: (id) => ({ method: 'POST', url: managementUrl(id, '/participants/export-csv'), payload: {} }),
    allowed: DECIDERS,
  },
  {
    name: 'export audit',
    request: (id) => ({ method: 'GET', url: managementUrl(id, '/participants/exports') }),
    allowed: DECIDERS,
  },
  {
    name: 'scan (check in by QR)',
    request: (id) => ({ method: 'POST', url: managementUrl(id, '/check-in'), payload: { qr: target.registration.qr!.payload } }),
    allowed: TEAM,
  },
  {
    name: 'manual check-in',
    request: (id) => ({ method: 'POST', url: managementUrl(id, `/participants/${target.registration.id}/check-in`) }),
    allowed: TEAM,
  },
  {
    name: 'undo check-in',
    request: (id) => ({ method: 'DELETE', url: managementUrl(id, `/participants/${target.registration.id}/check-in`) }),
    allowed: TEAM,
  },
  { name: 'check-in summary', request: (id) => ({ method: 'GET', url: managementUrl(id, '/check-in/summary') }), allowed: TEAM },
  { name: 'host dashboard', request: (id) => ({ method: 'GET', url: managementUrl(id, '/dashboard') }), allowed: TEAM },
];

const actorOf = (role: Role): Actor | undefined =>
  ({
    HOST: team.owner,
    CO_HOST: team.coHost,
    STAFF: team.staff,
    guest,
    stranger: team.stranger,
    anonymous: undefined,
    otherHost: team.otherHost,
  })[role];

const send = (role: Role, request: Request) => t.app.inject({ ...request, headers: asActor(actorOf(role)) });

function expected(route: Route, role: Role): { status: number; code?: string } {
  if (route.allowed.includes(role)) return { status: 200 };
  if (role === 'anonymous') return { status: 401, code: 'G01001' };
  if (TEAM.includes(role)) return { status: 403, code: 'G01019' };
  if (route.outsider) return { status: 403, code: route.outsider };
  return { status: 404, code: 'G04002' };
}

const roles: Role[] = ['HOST', 'CO_HOST', 'STAFF', 'guest', 'stranger', 'anonymous', 'otherHost'];

describe('the role matrix of guest management', () => {
  for (const route of routes) {
    it(`${route.name}: ${roles.map((role) => `${role} ${expected(route, role).code ?? expected(route, role).status}`).join(', ')}`, async () => {
      for (const role of roles) {
        const res = await send(role, route.request(team.event.id));
        const want = expected(route, role);
        expect(res.statusCode, `${route.name} as ${role}: ${res.body.slice(0, 200)}`).toBe(want.status);
        if (want.code) expect(res.json().errorCode, `${route.name} as ${role}`).toBe(want.code);
      }
    });
  }

  // The list's reads, searched or not, check roles in batches of the requests that arrive together.
  for (const [shape, search] of [
    ['unsearched', ''],
    ['searched', '?search=guest'],
  ] as const) {
    it(`asked at once, each role gets its own answer (${shape} list)`, async () => {
      // The other host on their own event too: their role there must not answer here.
      const asked: [Role, string][] = [
        ...roles.map((role): [Role, string] => [role, team.event.id]),
        ['otherHost', team.otherEvent.id],
      ];
      const answers = await Promise.all(
        asked.map(([role, eventId]) => send(role, { method: 'GET', url: managementUrl(eventId, `/participants${search}`) })),
      );
      const route = routes.find((r) => r.name === 'guest list')!;
      answers.forEach((res, i) => {
        const [role, eventId] = asked[i];
        const want = eventId === team.event.id ? expected(route, role) : { status: 200 };
        expect(res.statusCode, `${role} on ${eventId === team.event.id ? 'this' : 'their own'} event`).toBe(want.status);
      });
    });
  }

  it('the live stream refuses the same outsiders before it opens (its allowed roles are tested over HTTP)', async () => {
    const request: Request = { method: 'GET', url: managementUrl(team.event.id, '/check-in/stream') };
    for (const role of ['guest', 'stranger', 'anonymous', 'otherHost'] as Role[]) {
      const res = await send(role, request);
      expect(res.json().errorCode, role).toBe(expected({ name: 'stream', request: () => request, allowed: TEAM }, role).code);
    }
  });

  it("another event's host reaching this event's guests through their own event: 404 G04003, and G20082 for its ticket", async () => {
    const own = team.otherEvent.id;
    const pid = target.registration.id;
    const attempts: [Request, string][] = [
      [{ method: 'GET', url: managementUrl(own, `/participants/${pid}`) }, 'G04003'],
      [{ method: 'PATCH', url: managementUrl(own, `/participants/${pid}`), payload: { status: 'REJECTED' } }, 'G04003'],
      [{ method: 'PATCH', url: managementUrl(own, `/participants/${pid}`), payload: { checkInStatus: 'CHECKED_IN' } }, 'G04003'],
      [{ method: 'POST', url: managementUrl(own, '/participants/bulk'), payload: { ids: [pid], status: 'REJECTED' } }, 'G04003'],
      [{ method: 'POST', url: managementUrl(own, `/participants/${pid}/check-in`) }, 'G04003'],
      [{ method: 'DELETE', url: managementUrl(own, `/participants/${pid}/check-in`) }, 'G04003'],
      [{ method: 'POST', url: managementUrl(own, '/check-in'), payload: { qr: target.registration.qr!.payload } }, 'G20082'],
    ];
    for (const [request, code] of attempts) {
      const res = await send('otherHost', request);
      expect(res.json().errorCode, `${request.method} ${request.url}`).toBe(code);
    }
    const list = await send('otherHost', { method: 'GET', url: managementUrl(own, '/participants') });
    expect(list.json().data.items.map((item: { id: string }) => item.id)).not.toContain(pid);
    const detail = await send('HOST', { method: 'GET', url: managementUrl(team.event.id, `/participants/${pid}`) });
    expect(detail.json().data.status).toBe('APPROVED');
  });
});
