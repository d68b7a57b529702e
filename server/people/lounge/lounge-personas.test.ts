// Every lounge route against every persona (docs/roles.md, "The networking lounge"): the host team
// and approved guests get in; pending, rejected, cancelled and waitlisted guests, a guest of another
// event and a signed-in stranger get 404 G04002; the signed-out 401 G01001. A field the target hides
// never appears anywhere in any answer or email to anyone else (the whole JSON is searched), nor in
// a For You reason, and people outside the lounge never appear in it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardFields, type ProfileCardForm } from '../../../contract/people.ts';
import type { RegistrationStatus } from '../../../contract/registrations.ts';
import { outbox } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { asActor } from '../../test/registrations.ts';
import { loungeTeam, makeCard, memberWithStatus, setLounge, type Actor } from '../../test/lounge.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof loungeTeam>>;
const personas = new Map<string, Actor | undefined>();
let target: Actor & { handle: string };
const SECRET_ORGANIZATION = 'Hidden Org Zeta';
/** Every field the target hides, each with a value found nowhere else. */
const secretCard: Partial<ProfileCardForm> = {
  bio: 'Secret bio xyzzy',
  organization: SECRET_ORGANIZATION,
  jobTitle: 'Secret Title Qux',
  industry: 'SecretIndustry',
  yearsOfExperience: 'SEVEN_TO_NINE',
  skills: ['FIGMA', 'ZEPLIN'],
  tags: ['secrettag'],
  socials: [{ type: 'GITHUB', url: 'https://github.com/secret-tae' }],
  location: { type: 'MANUAL', fullAddress: 'Secret Street 1, Seoul' },
  phoneNumber: '+821099998888',
  dateOfBirth: '1990-01-02',
  attachedFileUrl: 'https://files.example/secret-cv.pdf',
};
const secrets = () => [
  'Secret bio',
  SECRET_ORGANIZATION,
  'Secret Title',
  'SecretIndustry',
  'SEVEN_TO_NINE',
  'FIGMA',
  'ZEPLIN',
  'secrettag',
  'secret-tae',
  'Secret Street',
  '1099998888',
  '1990-01-02',
  'secret-cv',
  target.user.email,
];
const ALLOWED = ['HOST', 'CO_HOST', 'STAFF', 'approved guest'];

beforeAll(async () => {
  t = await createTestApp();
  team = await loungeTeam(t);
  const event = { eventId: team.event.id, ticketId: team.ticketId };
  const otherTicket = (
    await t.app.inject({
      method: 'GET',
      url: `/v1/event-managements/${team.otherEvent.id}/tickets`,
      headers: asActor(team.otherHost),
    })
  ).json().data[0].id as string;
  const status = (s: RegistrationStatus, name: string) => memberWithStatus(t, event, s, { name });
  personas.set('HOST', team.owner).set('CO_HOST', team.coHost).set('STAFF', team.staff);
  personas.set('approved guest', await status('APPROVED', 'Approved Ahn'));
  for (const s of ['PENDING', 'REJECTED', 'CANCELLED', 'WAITLISTED'] as const)
    personas.set(`${s.toLowerCase()} guest`, await status(s, `${s} Guest`));
  personas.set(
    'guest of another event',
    await memberWithStatus(t, { eventId: team.otherEvent.id, ticketId: otherTicket }, 'APPROVED', { name: 'Elsewhere Eun' }),
  );
  personas.set('signed-in stranger', team.stranger);
  personas.set('anonymous', undefined);
  // Everyone seeks a mentor, so the target (a mentor) is in everyone's For You.
  for (const actor of personas.values()) if (actor) await makeCard(t, actor, { tags: ['networking'], seeking: ['MENTOR'] });
  const targetActor = await status('APPROVED', 'Target Tae');
  await makeCard(t, targetActor, { ...secretCard, roles: ['MENTOR'], hiddenFields: [...cardFields] });
  target = { ...targetActor, handle: targetActor.user.handle };
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object; ok: number; passedCode?: string };
const calls = (eventId: string): Call[] => [
  { method: 'GET', url: `/v1/events/${eventId}/lounge`, ok: 200 },
  { method: 'GET', url: `/v1/events/${eventId}/participants`, ok: 200 },
  { method: 'GET', url: `/v1/events/${eventId}/participants?tab=SAVED&search=tae`, ok: 200 },
  { method: 'GET', url: `/v1/events/${eventId}/participants/recommendations`, ok: 200 },
  { method: 'GET', url: `/v1/events/${eventId}/participants/profile?handle=${target.handle}`, ok: 200 },
  { method: 'POST', url: `/v1/events/${eventId}/users/${target.user.id}/likes`, ok: 201 },
  { method: 'DELETE', url: `/v1/events/${eventId}/users/${target.user.id}/likes`, ok: 200 },
  {
    method: 'POST',
    url: `/v1/events/${eventId}/users/${target.user.id}/contacts`,
    payload: { message: 'Coffee?', channel: 'EMAIL', contact: 'me@moim.example' },
    ok: 201,
  },
  { method: 'GET', url: `/v1/events/${eventId}/me/contacts?direction=SENT`, ok: 200 },
  { method: 'GET', url: `/v1/events/${eventId}/me/contacts?direction=RECEIVED`, ok: 200 },
  // Past the door, a request id that isn't theirs is 404 G04011.
  {
    method: 'POST',
    url: `/v1/events/${eventId}/me/contacts/00000000-0000-4000-8000-000000000000/accept`,
    payload: { channel: 'EMAIL', contact: 'me@moim.example' },
    ok: 404,
    passedCode: 'G04011',
  },
  {
    method: 'POST',
    url: `/v1/events/${eventId}/me/contacts/00000000-0000-4000-8000-000000000000/decline`,
    ok: 404,
    passedCode: 'G04011',
  },
];

describe('the lounge door', () => {
  it('lets in exactly the host team and approved guests, on every route', async () => {
    for (const [name, actor] of personas) {
      for (const call of calls(team.event.id)) {
        const res = await t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: asActor(actor) });
        const where = `${name}: ${call.method} ${call.url}`;
        if (!actor) {
          expect([res.statusCode, res.json().errorCode], where).toEqual([401, 'G01001']);
        } else if (ALLOWED.includes(name)) {
          expect(res.statusCode, `${where} ${res.body}`).toBe(call.ok);
          if (call.passedCode) expect(res.json().errorCode, where).toBe(call.passedCode);
          for (const secret of secrets()) expect(res.body, `${where}: ${secret}`).not.toContain(secret);
        } else {
          expect([res.statusCode, res.json().errorCode], where).toEqual([404, 'G04002']);
        }
      }
    }
  });

  it("shows only the lounge's people: no pending, rejected, cancelled or waitlisted guest, no outsider", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants?take=50`,
      headers: asActor(team.owner),
    });
    const names = (res.json().data.items as { name: string }[]).map((card) => card.name).sort();
    expect(names).toEqual(['Approved Ahn', 'Co Host Lee', 'Staff Park', 'Target Tae']);
    for (const outsider of ['pending guest', 'guest of another event', 'signed-in stranger']) {
      const handle = personas.get(outsider)!.user.handle;
      const card = await t.app.inject({
        method: 'GET',
        url: `/v1/events/${team.event.id}/participants/profile?handle=${handle}`,
        headers: asActor(team.owner),
      });
      expect(card.json().errorCode, outsider).toBe('G04003');
      const like = await t.app.inject({
        method: 'POST',
        url: `/v1/events/${team.event.id}/users/${personas.get(outsider)!.user.id}/likes`,
        headers: asActor(team.owner),
      });
      expect(like.json().errorCode, outsider).toBe('G04003');
    }
  });

  it('finds the target in For You by what they show, never by a hidden field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants/recommendations`,
      headers: asActor(team.coHost),
    });
    const forTarget = (res.json().data.items as { card: { userId: string }; reasons: unknown[] }[]).find(
      (item) => item.card.userId === target.user.id,
    );
    expect(forTarget?.reasons).toEqual([{ kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['MENTOR'], skills: [] }]);
  });

  it("sends the coffee-chat emails without the hidden fields, also those carrying the target's own card", async () => {
    for (const name of ALLOWED) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/events/${team.event.id}/users/${personas.get(name)!.user.id}/contacts`,
        headers: asActor(target),
        payload: { message: 'Glad to mentor', channel: 'LINKEDIN', contact: 'linkedin.com/in/tae' },
      });
      expect(res.statusCode, name).toBe(201);
      for (const secret of secrets()) expect(res.body, secret).not.toContain(secret);
    }
    await t.drainOutbox();
    const mails = await t.db.select().from(outbox);
    expect(mails.filter((mail) => mail.payload.to === target.user.email)).toHaveLength(ALLOWED.length);
    expect(mails.filter((mail) => mail.payload.text.includes('Glad to mentor'))).toHaveLength(ALLOWED.length);
    const toOthers = mails.filter((mail) => mail.payload.to !== target.user.email);
    expect(toOthers.length).toBeGreaterThanOrEqual(ALLOWED.length);
    for (const mail of toOthers)
      for (const secret of secrets()) expect(JSON.stringify(mail.payload), secret).not.toContain(secret);
  });

  it('is closed to everyone, the host included, while the lounge is off; a draft event or an unknown id is 404', async () => {
    await setLounge(t, team.owner, team.event.id, false);
    for (const name of ALLOWED) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/events/${team.event.id}/participants`,
        headers: asActor(personas.get(name)),
      });
      expect(res.json().errorCode, name).toBe('G04002');
    }
    await setLounge(t, team.owner, team.event.id, true);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/v1/events/00000000-0000-4000-8000-000000000000/lounge',
      headers: asActor(team.owner),
    });
    expect(unknown.json().errorCode).toBe('G04002');
    const malformed = await t.app.inject({ method: 'GET', url: '/v1/events/not-an-id/lounge', headers: asActor(team.owner) });
    expect(malformed.json().errorCode).toBe('G04002');
  });
});
