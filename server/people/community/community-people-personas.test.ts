// Every route of a community's people × every persona: owner, manager, member, pending and
// rejected applicants, a barred account, a member of another community, another community's owner,
// a signed-in stranger and anonymous. And every object of community A (a member, a curation, a
// coffee chat) answers 404 through community B, even to B's owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import type { Actor } from '../../test/events.ts';
import { makeCard } from '../../test/lounge.ts';
import { asActor } from '../../test/registrations.ts';
import { answer, barredFrom, createCommunity, memberIn, type TestCommunity } from '../../test/community-people.ts';

let t: TestApp;
let acme: TestCommunity;
let beta: TestCommunity;
let personas: Record<string, Actor | undefined>;
let target: Actor;
let curationId: string;
let questionId: string;
const PHONE = '+821055556666';

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCommunity(t, 'Acme');
  beta = await createCommunity(t, 'Beta');
  await makeCard(t, acme.owner);
  const phone = answer('PHONE_NUMBER', 'Phone', PHONE);
  questionId = phone.questionId;
  target = await memberIn(t, acme, 'APPROVED', {
    answers: [phone, answer('SHORT_TEXT', 'Building', 'Robots')],
    card: { phoneNumber: PHONE },
  });
  personas = {
    owner: acme.owner,
    manager: await memberIn(t, acme, 'APPROVED', { role: 'MANAGER' }),
    member: await memberIn(t, acme, 'APPROVED'),
    pending: await memberIn(t, acme, 'PENDING', { card: true }),
    rejected: await memberIn(t, acme, 'REJECTED', { card: true }),
    barred: await barredFrom(t, acme),
    betaMember: await memberIn(t, beta, 'APPROVED'),
    betaOwner: beta.owner,
    stranger: await signedInUser(t),
    anonymous: undefined,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/communities/${acme.id}/members/curations`,
    headers: asActor(acme.owner),
    payload: { title: 'Mentors this month', note: 'Ask them anything', memberIds: [target.user.id] },
  });
  curationId = res.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

type Route = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  payload?: () => object;
  ok: number;
  managersOnly?: boolean;
};
const base = () => `/v1/communities/${acme.id}`;
const routes: Route[] = [
  { method: 'GET', url: () => `${base()}/members`, ok: 200 },
  { method: 'GET', url: () => `${base()}/members/recommendations`, ok: 200 },
  { method: 'GET', url: () => `${base()}/members/profile?handle=${target.user.handle}`, ok: 200 },
  { method: 'GET', url: () => `${base()}/me/likes`, ok: 200 },
  { method: 'POST', url: () => `${base()}/users/${target.user.id}/likes`, ok: 201 },
  { method: 'DELETE', url: () => `${base()}/users/${target.user.id}/likes`, ok: 200 },
  {
    method: 'POST',
    url: () => `${base()}/users/${target.user.id}/contacts`,
    payload: () => ({ message: 'Coffee?', channel: 'EMAIL', contact: 'me@moim.example' }),
    ok: 201,
  },
  { method: 'GET', url: () => `${base()}/me/contacts`, ok: 200 },
  { method: 'GET', url: () => `${base()}/me/profile`, ok: 200 },
  { method: 'PATCH', url: () => `${base()}/me/profile`, payload: () => ({ bio: 'Hello' }), ok: 200 },
  { method: 'POST', url: () => `${base()}/me/fields/organization/hide`, ok: 200 },
  { method: 'POST', url: () => `${base()}/me/fields/organization/show`, ok: 200 },
  { method: 'GET', url: () => `${base()}/members/curations`, ok: 200 },
  {
    method: 'POST',
    url: () => `${base()}/members/curations`,
    payload: () => ({ title: 'New faces', memberIds: [target.user.id] }),
    ok: 201,
    managersOnly: true,
  },
  {
    method: 'PATCH',
    url: () => `${base()}/members/curations/${curationId}`,
    payload: () => ({ note: 'Updated' }),
    ok: 200,
    managersOnly: true,
  },
  { method: 'GET', url: () => `${base()}/me/events`, ok: 200 },
];

/** What each persona gets from a members' route and from a managers' route. */
const expected: Record<string, { members: [number, string?]; managers: [number, string?] }> = {
  owner: { members: [0], managers: [0] },
  manager: { members: [0], managers: [0] },
  member: { members: [0], managers: [403, 'G01033'] },
  pending: { members: [403, 'G01031'], managers: [404, 'G04013'] },
  rejected: { members: [403, 'G01030'], managers: [404, 'G04013'] },
  barred: { members: [403, 'G01030'], managers: [404, 'G04013'] },
  betaMember: { members: [403, 'G01030'], managers: [404, 'G04013'] },
  betaOwner: { members: [403, 'G01030'], managers: [404, 'G04013'] },
  stranger: { members: [403, 'G01030'], managers: [404, 'G04013'] },
  anonymous: { members: [401, 'G01001'], managers: [401, 'G01001'] },
};

describe('the persona matrix', () => {
  it('lets in exactly the approved members (the console routes: the owner and managers), and says why to everyone else', async () => {
    for (const [name, actor] of Object.entries(personas)) {
      for (const route of routes) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url(),
          headers: asActor(actor),
          payload: route.payload?.(),
        });
        const [status, code] = expected[name][route.managersOnly ? 'managers' : 'members'];
        const want = status === 0 ? [route.ok] : [status, code];
        const got = status === 0 ? [res.statusCode] : [res.statusCode, res.json().errorCode];
        expect([name, route.method, route.url(), ...got]).toEqual([name, route.method, route.url(), ...want]);
        if (status !== 0) expect(res.body).not.toContain(target.user.handle);
      }
    }
  });

  it('never shows a hidden card field or a hidden answer to another member, in any answer', async () => {
    const reads = [
      `${base()}/members`,
      `${base()}/members/profile?handle=${target.user.handle}`,
      `${base()}/members/curations`,
      `${base()}/members/recommendations`,
    ];
    for (const url of reads) {
      const res = await t.app.inject({ method: 'GET', url, headers: asActor(personas.manager) });
      expect(res.body).not.toContain('55556666');
      expect(res.body).not.toContain(target.user.email);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: `${base()}/members/profile?handle=${target.user.handle}`,
      headers: asActor(personas.member),
    });
    expect(profile.json().data.answers).toEqual([
      { questionId: expect.any(String), title: 'Building', kind: 'SHORT_TEXT', text: 'Robots' },
    ]);
  });

  it("answers 404 for every object of community A asked through community B, even to B's owner", async () => {
    const b = `/v1/communities/${beta.id}`;
    const throughB: [Route['method'], string, object | undefined, string][] = [
      ['GET', `${b}/members/profile?handle=${target.user.handle}`, undefined, 'G04025'],
      ['POST', `${b}/users/${target.user.id}/likes`, undefined, 'G04025'],
      ['DELETE', `${b}/users/${target.user.id}/likes`, undefined, 'G04025'],
      ['POST', `${b}/users/${target.user.id}/contacts`, { message: 'Hi', channel: 'EMAIL', contact: 'b@moim.example' }, 'G04025'],
      ['PATCH', `${b}/members/curations/${curationId}`, { note: 'mine now' }, 'G04027'],
      ['DELETE', `${b}/members/curations/${curationId}`, undefined, 'G04027'],
      ['POST', `${b}/me/fields/${questionId}/show`, undefined, 'G04026'],
    ];
    for (const [method, url, payload, code] of throughB) {
      const res = await t.app.inject({ method, url, headers: asActor(beta.owner), payload });
      expect([method, url, res.statusCode, res.json().errorCode]).toEqual([method, url, 404, code]);
    }
    const chat = await t.app.inject({ method: 'GET', url: `${base()}/me/contacts?direction=RECEIVED`, headers: asActor(target) });
    const requestId = chat.json().data.items[0].id as string;
    const decide = await t.app.inject({
      method: 'POST',
      url: `${b}/me/contacts/${requestId}/accept`,
      headers: asActor(beta.owner),
      payload: { channel: 'EMAIL', contact: 'owner@moim.example' },
    });
    expect([decide.statusCode, decide.json().errorCode]).toEqual([404, 'G04011']);
    const listB = await t.app.inject({ method: 'GET', url: `${b}/members/curations`, headers: asActor(beta.owner) });
    expect(listB.json().data).toEqual([]);
  });
});
