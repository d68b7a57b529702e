// Every community route against every persona (docs/roles.md, "Communities"): owner, manager,
// member, pending and rejected applicants, a barred account, a member of another community, that
// community's owner, a signed-in stranger and the signed-out. The console lets in exactly the owner
// and managers; members hear 403 G01033, everyone else 404 G04013, the signed-out 401 G01001.
// Every object of community A answers 404 to community B's owner, addressed through B.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import {
  apply,
  asActor,
  barredIn,
  communityWithOwner,
  managerIn,
  personIn,
  type Actor,
  type Setup,
} from '../../test/communities.ts';

let t: TestApp;
let a: Setup;
let b: Setup;
const personas = new Map<string, Actor | undefined>();
let pendingInA: Actor;
let memberOfA: Actor;

beforeAll(async () => {
  t = await createTestApp();
  a = await communityWithOwner(t);
  b = await communityWithOwner(t, { name: 'Beta' });
  personas.set('owner', a.owner);
  personas.set('manager', await managerIn(t, a, { name: 'Manager Min' }));
  memberOfA = await personIn(t, a, 'APPROVED', { name: 'Member Moon' });
  personas.set('member', memberOfA);
  pendingInA = await personIn(t, a, 'PENDING', { name: 'Pending Pyo' });
  personas.set('pending applicant', pendingInA);
  personas.set('rejected applicant', await personIn(t, a, 'REJECTED', { name: 'Rejected Ryu' }));
  personas.set('barred account', await barredIn(t, a));
  personas.set('member of another community', await personIn(t, b, 'APPROVED', { name: 'Other Oh' }));
  personas.set("another community's owner", b.owner);
  personas.set('signed-in stranger', await signedInUser(t, { name: 'Stranger Seo' }));
  personas.set('anonymous', undefined);
});
afterAll(async () => {
  await t?.close();
});

const NOBODY = '00000000-0000-4000-8000-000000000000';
const unique = () => randomBytes(4).toString('hex');
type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: () => object;
  ok: number;
  passedCode?: string;
  ownerOnly?: boolean;
};

const consoleCalls = (): Call[] => {
  const id = a.community.id;
  const form = a.joinType.profileFormId;
  return [
    { method: 'GET', url: `/v1/communities/${id}`, ok: 200 },
    { method: 'PATCH', url: `/v1/communities/${id}`, payload: () => ({ name: 'Acme Builders' }), ok: 200 },
    { method: 'GET', url: `/v1/communities/${id}/join-types`, ok: 200 },
    { method: 'POST', url: `/v1/communities/${id}/join-types`, payload: () => ({ name: `Type ${unique()}` }), ok: 201 },
    {
      method: 'PATCH',
      url: `/v1/communities/${id}/join-types/${a.joinType.id}`,
      payload: () => ({ description: 'Builders' }),
      ok: 200,
    },
    { method: 'DELETE', url: `/v1/communities/${id}/join-types/${NOBODY}`, ok: 404, passedCode: 'G04020' },
    { method: 'GET', url: `/v1/communities/${id}/console/profile-forms/${form}`, ok: 200 },
    {
      method: 'PUT',
      url: `/v1/communities/${id}/profile-forms/${form}`,
      payload: () => ({
        title: 'About you',
        questions: a.questions.map((q) => ({
          id: q.id,
          kind: q.kind,
          requirement: q.kind === 'NAME' ? 'REQUIRED' : 'OPTIONAL',
          title: q.kind === 'NAME' ? '' : 'What do you build?',
        })),
      }),
      ok: 200,
    },
    { method: 'GET', url: `/v1/communities/${id}/applicants`, ok: 200 },
    { method: 'POST', url: `/v1/communities/${id}/applicants/${NOBODY}/approve`, ok: 404, passedCode: 'G04022' },
    { method: 'POST', url: `/v1/communities/${id}/applicants/${NOBODY}/reject`, ok: 404, passedCode: 'G04022' },
    { method: 'POST', url: `/v1/communities/${id}/applicants/not-a-uuid/approve`, ok: 404, passedCode: 'G04022' },
    { method: 'DELETE', url: `/v1/communities/${id}/members/not-a-uuid`, ok: 404, passedCode: 'G04022' },
    {
      method: 'PATCH',
      url: `/v1/communities/${id}/join-types/not-a-uuid`,
      payload: () => ({ name: 'X' }),
      ok: 404,
      passedCode: 'G04020',
    },
    { method: 'GET', url: `/v1/communities/${id}/console/profile-forms/not-a-uuid`, ok: 404, passedCode: 'G04021' },
    { method: 'GET', url: `/v1/communities/${id}/console/members?role=MANAGER`, ok: 200 },
    {
      method: 'PATCH',
      url: `/v1/communities/${id}/members/${NOBODY}/role`,
      payload: () => ({ role: 'MANAGER' }),
      ok: 404,
      passedCode: 'G04022',
      ownerOnly: true,
    },
    {
      method: 'POST',
      url: `/v1/communities/${id}/console/owner`,
      payload: () => ({ userId: NOBODY }),
      ok: 404,
      passedCode: 'G04022',
      ownerOnly: true,
    },
    { method: 'DELETE', url: `/v1/communities/${id}/members/${NOBODY}`, ok: 404, passedCode: 'G04022' },
    { method: 'GET', url: `/v1/communities/${id}/barred`, ok: 200 },
    {
      method: 'POST',
      url: `/v1/communities/${id}/barred`,
      payload: () => ({ email: `barred.${unique()}@moim.example` }),
      ok: 201,
    },
    { method: 'DELETE', url: `/v1/communities/${id}/barred/nobody@moim.example`, ok: 404, passedCode: 'G04022' },
    { method: 'GET', url: `/v1/communities/${id}/allowed`, ok: 200 },
    { method: 'POST', url: `/v1/communities/${id}/allowed`, payload: () => ({ entry: `d${unique()}.example` }), ok: 201 },
    { method: 'DELETE', url: `/v1/communities/${id}/allowed/nobody.example`, ok: 404, passedCode: 'G04022' },
  ];
};

function expectedFor(persona: string, call: Call): { status: number; code?: string } {
  if (persona === 'anonymous') return { status: 401, code: 'G01001' };
  if (persona === 'owner') return { status: call.ok, code: call.passedCode };
  if (persona === 'manager') return call.ownerOnly ? { status: 403, code: 'G01034' } : { status: call.ok, code: call.passedCode };
  if (persona === 'member') return { status: 403, code: 'G01033' };
  return { status: 404, code: 'G04013' };
}

describe('the console door', () => {
  it('lets in exactly the owner and managers, on every route, before reading the body', async () => {
    for (const [name, actor] of personas) {
      for (const call of consoleCalls()) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          payload: call.payload?.(),
          headers: asActor(actor),
        });
        const expected = expectedFor(name, call);
        expect(res.statusCode, `${name} ${call.method} ${call.url}: ${res.body}`).toBe(expected.status);
        if (expected.code) expect(res.json().errorCode, `${name} ${call.method} ${call.url}`).toBe(expected.code);
        // Strangers learn nothing from validation: a bad body changes nothing about the answer.
        if (call.payload && !['owner', 'manager'].includes(name)) {
          const bad = await t.app.inject({
            method: call.method,
            url: call.url,
            payload: { nonsense: true, name: 42 },
            headers: asActor(actor),
          });
          expect(bad.statusCode, `${name} bad body ${call.url}`).toBe(expected.status);
        }
      }
    }
  });
});

describe("the member's calls", () => {
  const states: Record<string, string> = {
    owner: 'APPROVED',
    manager: 'APPROVED',
    member: 'APPROVED',
    'pending applicant': 'PENDING',
    'rejected applicant': 'REJECTED',
    'barred account': 'BARRED',
    'member of another community': 'NONE',
    "another community's owner": 'NONE',
    'signed-in stranger': 'NONE',
  };

  it('GET …/me tells each persona their state and role', async () => {
    for (const [name, actor] of personas) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/communities/${a.community.id}/me`, headers: asActor(actor) });
      if (!actor) {
        expect(res.json().errorCode).toBe('G01001');
        continue;
      }
      expect(res.json().data.state, name).toBe(states[name]);
      expect(res.json().data.role, name).toBe(
        name === 'owner' ? 'OWNER' : name === 'manager' ? 'MANAGER' : name === 'member' ? 'MEMBER' : null,
      );
    }
  });

  it('info and profile forms are for anyone; my communities for the signed-in', async () => {
    for (const [name, actor] of personas) {
      const info = await t.app.inject({
        method: 'GET',
        url: `/v1/communities/info?org=${a.community.handle}`,
        headers: asActor(actor),
      });
      expect(info.statusCode, name).toBe(200);
      const form = await t.app.inject({
        method: 'GET',
        url: `/v1/communities/${a.community.id}/profile-forms/${a.joinType.profileFormId}`,
        headers: asActor(actor),
      });
      expect(form.statusCode, name).toBe(200);
      const mine = await t.app.inject({ method: 'GET', url: '/v1/me/communities', headers: asActor(actor) });
      expect(mine.statusCode, name).toBe(actor ? 200 : 401);
      if (actor) {
        const ids = mine.json().data.items.map((c: { id: string }) => c.id);
        expect(ids.includes(a.community.id), name).toBe(['APPROVED', 'PENDING', 'REJECTED'].includes(states[name]));
      }
    }
  });

  it('applying: members 409 G09021, applicants 409 G09020, barred 403 G01032, the signed-out 401, everyone else gets in line', async () => {
    const expected: Record<string, [number, string | null]> = {
      owner: [409, 'G09021'],
      manager: [409, 'G09021'],
      member: [409, 'G09021'],
      'pending applicant': [409, 'G09020'],
      'rejected applicant': [409, 'G09020'],
      'barred account': [403, 'G01032'],
      'member of another community': [201, null],
      "another community's owner": [201, null],
      'signed-in stranger': [201, null],
      anonymous: [401, 'G01001'],
    };
    for (const [name, actor] of personas) {
      const res = await apply(t, a, actor);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(expected[name][0]);
      if (expected[name][1]) expect(res.json().errorCode, name).toBe(expected[name][1]);
      else expect(res.json().data.state).toBe('PENDING');
    }
  });

  it('creating a community: PRO users only (403 G01019), the signed-out 401', async () => {
    for (const [name, actor] of personas) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/communities',
        headers: asActor(actor),
        payload: { handle: `h-${unique()}`, name: 'New' },
      });
      const pro = name === 'owner' || name === "another community's owner";
      expect(res.statusCode, name).toBe(actor ? (pro ? 201 : 403) : 401);
    }
  });
});

describe("community A's objects, addressed through community B by B's owner", () => {
  it('are all 404', async () => {
    const bId = b.community.id;
    const asB = asActor(b.owner);
    const bar = await t.app.inject({
      method: 'POST',
      url: `/v1/communities/${a.community.id}/barred`,
      headers: asActor(a.owner),
      payload: { email: 'kept.out@moim.example' },
    });
    expect(bar.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/v1/communities/${a.community.id}/allowed`,
      headers: asActor(a.owner),
      payload: { entry: 'a-only.example' },
    });
    const cases: [Call['method'], string, object | undefined, string][] = [
      ['GET', `/v1/communities/${bId}/profile-forms/${a.joinType.profileFormId}`, undefined, 'G04021'],
      ['GET', `/v1/communities/${bId}/console/profile-forms/${a.joinType.profileFormId}`, undefined, 'G04021'],
      ['PUT', `/v1/communities/${bId}/profile-forms/${a.joinType.profileFormId}`, { questions: [] }, 'G04021'],
      ['PATCH', `/v1/communities/${bId}/join-types/${a.joinType.id}`, { name: 'Stolen' }, 'G04020'],
      ['DELETE', `/v1/communities/${bId}/join-types/${a.joinType.id}`, undefined, 'G04020'],
      ['POST', `/v1/communities/${bId}/applicants/${pendingInA.user.id}/approve`, undefined, 'G04022'],
      ['POST', `/v1/communities/${bId}/applicants/${pendingInA.user.id}/reject`, undefined, 'G04022'],
      ['PATCH', `/v1/communities/${bId}/members/${memberOfA.user.id}/role`, { role: 'MANAGER' }, 'G04022'],
      ['DELETE', `/v1/communities/${bId}/members/${memberOfA.user.id}`, undefined, 'G04022'],
      ['POST', `/v1/communities/${bId}/console/owner`, { userId: memberOfA.user.id }, 'G04022'],
      ['DELETE', `/v1/communities/${bId}/barred/kept.out@moim.example`, undefined, 'G04022'],
      ['DELETE', `/v1/communities/${bId}/allowed/a-only.example`, undefined, 'G04022'],
    ];
    for (const [method, url, payload, code] of cases) {
      const res = await t.app.inject({ method, url, payload, headers: asB });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().errorCode, `${method} ${url}`).toBe(code);
    }
    // A's join type is not one of B's, whoever applies with it.
    const viaB = await t.app.inject({
      method: 'POST',
      url: `/v1/communities/${bId}/members`,
      headers: asActor(await signedInUser(t)),
      payload: { joinTypeId: a.joinType.id, answers: [] },
    });
    expect(viaB.json().errorCode).toBe('G04020');
    // And A's own doors stay shut to B's owner.
    for (const url of [
      `/v1/communities/${a.community.id}`,
      `/v1/communities/${a.community.id}/applicants`,
      `/v1/communities/${a.community.id}/barred`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: asB })).json().errorCode).toBe('G04013');
    }
    // Nothing of A changed.
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/communities/${a.community.id}/me`, headers: asActor(pendingInA) })).json()
        .data.state,
    ).toBe('PENDING');
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/communities/${a.community.id}/me`, headers: asActor(memberOfA) })).json()
        .data.role,
    ).toBe('MEMBER');
    const barred = (
      await t.app.inject({ method: 'GET', url: `/v1/communities/${a.community.id}/barred`, headers: asActor(a.owner) })
    ).json().data;
    expect(barred.map((e: { email: string }) => e.email)).toContain('kept.out@moim.example');
  });
});
