// Announcements to a community's members, through the API and out at a real SMTP receiver: who may
// send (every persona), the member-type audience and its count, languages, the test send, scheduling
// and cancelling, the daily cap in UTC, the history's counts, the member's page and the mute link
// (which mutes this community only, never a membership decision nor another community).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementLimits } from '../../../contract/announcements.ts';
import { announcements, communityAnnouncementMutes, events } from '../../platform/db/schema/index.ts';
import {
  apply,
  asActor,
  communityWithOwner,
  decide,
  managerIn,
  personIn,
  type Actor,
  type Setup,
} from '../../test/communities.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createEventAs, proUser } from '../../test/events.ts';
import { signedInUser } from '../../test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let a: Setup;
let b: Setup;
let investorTypeId: string;
let manager: Actor;
let english: Actor;
let korean: Actor;
let pending: Actor;
let rejected: Actor;
let memberOfB: Actor;
let eventHost: Actor;
let stranger: Actor;

const message = {
  en: { subject: 'Demo night on Friday', body: '<p>Room <strong>B</strong>, bring a demo.</p><script>alert(1)</script>' },
  ko: { subject: '금요일 데모 나이트', body: '<p>B룸에서 데모를 보여 주세요.</p>' },
};

const url = (path = '', communityId = a.community.id) => `/v1/communities/${communityId}/announcements${path}`;
const post = (actor: Actor | undefined, path: string, payload?: object, communityId?: string) =>
  t.app.inject({ method: 'POST', url: url(path, communityId), headers: asActor(actor), payload });
const send = (payload: object, actor: Actor = a.owner) => post(actor, '', payload);
const counted = async (audience: object) => (await post(a.owner, '/audience', { audience })).json().data?.count;
const history = async () =>
  (await t.app.inject({ method: 'GET', url: url('/history'), headers: asActor(a.owner) })).json().data.items as {
    id: string;
    status: string;
    recipients: number;
    sent: number;
    failed: number;
    sendAt: string;
    timezone: string;
    audience: object;
  }[];

async function deliver() {
  await t.drainAnnouncements();
  await t.drainOutbox();
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  a = await communityWithOwner(t, { joinTypes: [{ name: 'Founder' }, { name: 'Investor' }] });
  investorTypeId = a.community.joinTypes[1].id;
  b = await communityWithOwner(t, { name: 'Beta' });
  manager = await managerIn(t, a, { name: 'Manager Min', locale: 'en' });
  english = await personIn(t, a, 'APPROVED', { name: 'English Member', locale: 'en' });
  // The Korean member joined as an investor (the factory applies with the first type; the second is set here).
  korean = await signedInUser(t, { name: 'Korean Member', locale: 'ko' });
  const form = await t.app.inject({
    method: 'GET',
    url: `/v1/communities/${a.community.id}/profile-forms/${a.community.joinTypes[1].profileFormId}`,
    headers: asActor(korean),
  });
  const nameQuestion = (form.json().data?.questions ?? []).find((q: { kind: string }) => q.kind === 'NAME');
  const applied = await t.app.inject({
    method: 'POST',
    url: `/v1/communities/${a.community.id}/members`,
    headers: asActor(korean),
    payload: {
      joinTypeId: investorTypeId,
      answers: nameQuestion ? [{ questionId: nameQuestion.id, value: 'Korean Member' }] : [],
    },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  expect((await decide(t, a, a.owner, korean.user.id, 'approve')).statusCode).toBe(200);
  pending = await personIn(t, a, 'PENDING', { name: 'Pending Pyo' });
  rejected = await personIn(t, a, 'REJECTED', { name: 'Rejected Ryu' });
  memberOfB = await personIn(t, b, 'APPROVED', { name: 'Other Oh' });
  // The host of one of the community's events, who holds no role in the community.
  eventHost = await proUser(t, { name: 'Event Host Eom' });
  const event = await createEventAs(t, eventHost, { title: 'Builders meetup' });
  await t.db.update(events).set({ communityId: a.community.id }).where(eq(events.id, event.id));
  stranger = await signedInUser(t, { name: 'Stranger Seo' });
  await t.drainOutbox();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  // Each test starts with a fresh day's cap and nobody muted.
  await t.db.delete(announcements);
  await t.db.delete(communityAnnouncementMutes);
});

describe('who may write to the members', () => {
  type Persona =
    | 'owner'
    | 'manager'
    | 'member'
    | 'pending applicant'
    | 'rejected applicant'
    | 'host of its event'
    | "another community's owner"
    | "another community's member"
    | 'stranger'
    | 'anonymous';
  const actorOf = (persona: Persona): Actor | undefined =>
    ({
      owner: a.owner,
      manager,
      member: english,
      'pending applicant': pending,
      'rejected applicant': rejected,
      'host of its event': eventHost,
      "another community's owner": b.owner,
      "another community's member": memberOfB,
      stranger,
      anonymous: undefined,
    })[persona];
  const expected: Record<Persona, [number, string | null]> = {
    owner: [0, null],
    manager: [0, null],
    member: [403, 'G01033'],
    'pending applicant': [404, 'G04013'],
    'rejected applicant': [404, 'G04013'],
    'host of its event': [404, 'G04013'],
    "another community's owner": [404, 'G04013'],
    "another community's member": [404, 'G04013'],
    stranger: [404, 'G04013'],
    anonymous: [401, 'G01001'],
  };
  const requests = () => [
    { method: 'POST' as const, url: url('/audience'), payload: {}, ok: 200 },
    { method: 'POST' as const, url: url('/test'), payload: { en: message.en }, ok: 202 },
    { method: 'GET' as const, url: url('/history'), ok: 200 },
    { method: 'POST' as const, url: url(), payload: { en: message.en }, ok: 201 },
    {
      method: 'POST' as const,
      url: url('/00000000-0000-4000-8000-000000000000/cancel'),
      ok: 404,
    },
  ];

  it.each(Object.keys(expected) as Persona[])('%s', async (persona) => {
    const [status, code] = expected[persona];
    for (const request of requests()) {
      const res = await t.app.inject({ ...request, headers: asActor(actorOf(persona)) });
      expect([request.url, res.statusCode], res.body).toEqual([request.url, status || request.ok]);
      expect(res.json().errorCode).toBe(code ?? (request.ok === 404 ? 'G20621' : undefined));
    }
  });

  it('lets only approved members read their announcements and mute', async () => {
    const expectations: [Actor | undefined, number, string | undefined][] = [
      [english, 200, undefined],
      [a.owner, 200, undefined],
      [pending, 403, 'G01031'],
      [rejected, 403, 'G01030'],
      [eventHost, 403, 'G01030'],
      [memberOfB, 403, 'G01030'],
      [undefined, 401, 'G01001'],
    ];
    for (const [actor, status, code] of expectations) {
      const list = await t.app.inject({ method: 'GET', url: url(), headers: asActor(actor) });
      const mute = await t.app.inject({ method: 'PUT', url: url('/mute'), headers: asActor(actor), payload: { muted: true } });
      expect([list.statusCode, list.json().errorCode, mute.statusCode, mute.json().errorCode]).toEqual([
        status,
        code,
        status,
        code,
      ]);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: url('', '00000000-0000-4000-8000-000000000000'),
      headers: asActor(english),
    });
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'G04013']);
  });

  it('cancels only its own community’s announcements', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const mine = (await send({ en: message.en, sendAt: later })).json().data;
    const other = await post(b.owner, `/${mine.id}/cancel`, undefined, b.community.id);
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'G20621']);
    const unknown = await post(a.owner, '/not-an-id/cancel');
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'G20621']);
    expect((await history())[0].status).toBe('SCHEDULED');
  });
});

describe('the audience', () => {
  it('counts approved members only, all types by default, and narrows by member type', async () => {
    // The owner (no member type), the manager, the English founder and the Korean investor.
    expect(await counted({})).toBe(4);
    expect(await counted({ joinTypeIds: [a.joinType.id] })).toBe(2);
    expect(await counted({ joinTypeIds: [investorTypeId] })).toBe(1);
    expect(await counted({ joinTypeIds: [a.joinType.id, investorTypeId] })).toBe(3);
  });

  it('refuses member types of another community, unknown ones and an empty list', async () => {
    for (const joinTypeIds of [[b.joinType.id], ['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']]) {
      const res = await post(a.owner, '/audience', { audience: { joinTypeIds } });
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'G20623']);
      const sent = await send({ en: message.en, audience: { joinTypeIds } });
      expect([sent.statusCode, sent.json().errorCode]).toEqual([400, 'G20623']);
    }
    const empty = await post(a.owner, '/audience', { audience: { joinTypeIds: [] } });
    expect([empty.statusCode, empty.json().errorCode]).toEqual([400, 'G00100']);
  });

  it('refuses to send now to nobody', async () => {
    const typeRes = await t.app.inject({
      method: 'POST',
      url: `/v1/communities/${a.community.id}/join-types`,
      headers: asActor(a.owner),
      payload: { name: 'Mentor' },
    });
    const res = await send({ en: message.en, audience: { joinTypeIds: [typeRes.json().data.id] } });
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'G20622']);
  });

  it('reaches the chosen type’s members and never an applicant', async () => {
    const before = receiver.mails.length;
    await send({ en: { subject: 'For investors', body: '<p>Deal flow</p>' }, audience: { joinTypeIds: [investorTypeId] } });
    await deliver();
    const got = receiver.mails.slice(before).filter((mail) => mail.subject === 'For investors');
    expect(got.map((mail) => mail.to)).toEqual([[korean.user.email]]);
    const everyone = receiver.mails.length;
    await send({ en: { subject: 'To all members', body: '<p>Hello</p>' } });
    await deliver();
    const all = receiver.mails.slice(everyone).filter((mail) => mail.subject === 'To all members');
    expect(all.flatMap((mail) => mail.to).sort()).toEqual(
      [a.owner, manager, english, korean].map((actor) => actor.user.email).sort(),
    );
    for (const outsider of [pending, rejected, memberOfB, eventHost, stranger])
      expect(receiver.mailsTo(outsider.user.email).some((mail) => mail.subject === 'To all members')).toBe(false);
  });
});

describe('languages', () => {
  it('gives each member their account’s language when both are written, sanitised, from the community', async () => {
    const res = await send(message);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.en.body).not.toContain('<script');
    await deliver();
    const toEnglish = receiver.mailsTo(english.user.email).find((mail) => mail.subject === message.en.subject);
    const toKorean = receiver.mailsTo(korean.user.email).find((mail) => mail.subject === message.ko.subject);
    expect(toEnglish?.text).toContain('A message from the managers of Acme Builders');
    expect(toEnglish?.text).toContain('Room B, bring a demo.');
    expect(toEnglish?.html).not.toContain('<script');
    expect(toKorean?.text).toContain('Acme Builders 운영진이 보낸 메시지입니다');
    expect(toKorean?.text).toContain('B룸에서 데모를 보여 주세요.');
    expect(toKorean?.text).toContain(`://${a.community.handle}.`);
    expect(receiver.mailsTo(korean.user.email).some((mail) => mail.subject === message.en.subject)).toBe(false);
  });

  it('gives everyone the one language written', async () => {
    await send({ ko: { subject: '한국어로만', body: '<p>안녕하세요</p>' } });
    await deliver();
    expect(receiver.mailsTo(english.user.email).some((mail) => mail.subject === '한국어로만')).toBe(true);
  });

  it('refuses a message with no whole language', async () => {
    expect((await send({ en: { subject: 'Hi', body: '<script>x</script>' } })).json().errorCode).toBe('G20601');
    expect((await send({})).json().errorCode).toBe('G20601');
  });

  it('sends a test to the sender alone, marked as a test, with no mute link', async () => {
    const res = await post(manager, '/test', message);
    expect([res.statusCode, res.json().data.to]).toEqual([202, manager.user.email]);
    await t.drainOutbox();
    const mail = receiver.mailsTo(manager.user.email).at(-1);
    expect(mail?.subject).toBe(`[Test] ${message.en.subject}`);
    expect(mail?.text).not.toContain('/announcements/mute');
    expect(await history()).toEqual([]);
  });
});

describe('scheduling, cancelling and the cap', () => {
  it('sends a scheduled announcement at its time, shown in UTC', async () => {
    const start = t.clock.now();
    const sendAt = new Date(start.getTime() + 2 * 3_600_000);
    const res = await send({ en: { subject: 'Scheduled hello', body: '<p>Later</p>' }, sendAt: sendAt.toISOString() });
    expect(res.json().data).toMatchObject({ status: 'SCHEDULED', timezone: 'UTC' });
    expect(res.json().data.sendAt).toMatch(/Z$|\+00:00$/);
    await deliver();
    expect(receiver.mails.some((mail) => mail.subject === 'Scheduled hello')).toBe(false);
    t.clock.set(sendAt);
    try {
      await deliver();
    } finally {
      t.clock.set(start);
    }
    expect(receiver.mails.filter((mail) => mail.subject === 'Scheduled hello')).toHaveLength(4);
    expect(await history()).toMatchObject([{ status: 'SENT', recipients: 4, sent: 4, failed: 0 }]);
  });

  it('cancels a scheduled one until it starts, never after', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = (await send({ en: { subject: 'Never sent', body: '<p>x</p>' }, sendAt: later })).json().data;
    const cancelled = await post(manager, `/${scheduled.id}/cancel`);
    expect([cancelled.statusCode, cancelled.json().data.status]).toEqual([200, 'CANCELLED']);
    const again = await post(a.owner, `/${scheduled.id}/cancel`);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'G20604']);
    const sent = (await send({ en: { subject: 'Sent now', body: '<p>x</p>' } })).json().data;
    await deliver();
    const late = await post(a.owner, `/${sent.id}/cancel`);
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'G20604']);
  });

  it('refuses a time in the past or more than a year ahead', async () => {
    for (const sendAt of [
      new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
      new Date(t.clock.now().getTime() + 400 * 86_400_000).toISOString(),
    ]) {
      const res = await send({ en: message.en, sendAt });
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'G20602']);
    }
  });

  it('allows five a day in UTC, gives a cancelled place back, and counts the next UTC day apart', async () => {
    const now = t.clock.now();
    // Late on the same UTC day as now, and just after the next UTC midnight.
    const sameDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 30));
    const nextDay = new Date(sameDay.getTime() + 3_600_000);
    const ids: string[] = [];
    for (let i = 0; i < announcementLimits.perCommunityPerDay; i += 1) {
      const res = await send({ en: { subject: `No. ${i}`, body: '<p>x</p>' }, sendAt: sameDay.toISOString() });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const over = await send({ en: message.en, sendAt: sameDay.toISOString() });
    expect([over.statusCode, over.json().errorCode]).toEqual([429, 'G20620']);
    expect(over.json().message).toContain('UTC');
    const korean429 = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: { ...asActor(a.owner), 'accept-language': 'ko' },
      payload: { en: message.en, sendAt: sameDay.toISOString() },
    });
    expect(korean429.json().message).toContain('커뮤니티');
    expect((await send({ en: message.en, sendAt: nextDay.toISOString() })).statusCode).toBe(201);
    expect((await post(a.owner, `/${ids[0]}/cancel`)).statusCode).toBe(200);
    expect((await send({ en: message.en, sendAt: sameDay.toISOString() })).statusCode).toBe(201);
    // Another community's day is its own.
    expect((await post(b.owner, '', { en: message.en, sendAt: sameDay.toISOString() }, b.community.id)).statusCode).toBe(201);
  });
});

describe('the member’s side and the mute', () => {
  it('lists what reached the member, in their language', async () => {
    await send(message);
    await deliver();
    const mine = await t.app.inject({ method: 'GET', url: url(), headers: asActor(korean) });
    expect(mine.json().data).toMatchObject({ muted: false, items: [{ subject: message.ko.subject }] });
  });

  it('mutes by the mail’s link: this community only, and decisions still arrive', async () => {
    await send({ en: { subject: 'First news', body: '<p>x</p>' } });
    await deliver();
    const mail = receiver.mailsTo(english.user.email).find((m) => m.subject === 'First news');
    const token = new URL(/https?:\/\/\S+\/announcements\/mute\?t=\S+/.exec(mail!.text!)![0]).searchParams.get('t')!;
    const muted = await t.app.inject({ method: 'POST', url: '/v1/announcement-mutes', payload: { token } });
    expect(muted.statusCode).toBe(200);
    expect(muted.json().data).toMatchObject({ communityName: 'Acme Builders' });
    expect(muted.json().data.communityUrl).toContain(a.community.handle);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/announcement-mutes', payload: { token: 'nope' } });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([404, 'G20605']);

    expect(await counted({})).toBe(3);
    await send({ en: { subject: 'Second news', body: '<p>x</p>' } });
    await deliver();
    expect(receiver.mailsTo(english.user.email).some((m) => m.subject === 'Second news')).toBe(false);
    expect(receiver.mailsTo(korean.user.email).some((m) => m.subject === 'Second news')).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: url(), headers: asActor(english) });
    expect(page.json().data.muted).toBe(true);

    // The same member in another community still hears that community.
    expect((await apply(t, b, english)).statusCode).toBe(201);
    expect((await decide(t, b, b.owner, english.user.id, 'approve')).statusCode).toBe(200);
    expect((await post(b.owner, '', { en: { subject: 'News from Beta', body: '<p>x</p>' } }, b.community.id)).statusCode).toBe(
      201,
    );
    await deliver();
    expect(receiver.mailsTo(english.user.email).some((m) => m.subject === 'News from Beta')).toBe(true);
  });

  it('lets a signed-in member mute and unmute on the site', async () => {
    const put = (muted: boolean) =>
      t.app.inject({ method: 'PUT', url: url('/mute'), headers: asActor(korean), payload: { muted } });
    expect((await put(true)).json().data).toEqual({ muted: true });
    expect(await counted({})).toBe(3);
    expect((await put(false)).json().data).toEqual({ muted: false });
    expect(await counted({})).toBe(4);
  });

  it('never mutes a membership decision', async () => {
    const applicant = await personIn(t, a, 'PENDING', { name: 'Muted Applicant' });
    await t.db
      .insert(communityAnnouncementMutes)
      .values({ communityId: a.community.id, email: applicant.user.email.toLowerCase(), createdAt: t.clock.now() });
    expect((await decide(t, a, a.owner, applicant.user.id, 'approve')).statusCode).toBe(200);
    await t.drainOutbox();
    expect(receiver.mailsTo(applicant.user.email).some((m) => m.subject?.includes('Acme Builders'))).toBe(true);
  });
});

describe('the history', () => {
  it('counts the mails sent', async () => {
    const members = await counted({});
    const sent = (await send({ en: { subject: 'Counted', body: '<p>x</p>' } })).json().data;
    await t.drainAnnouncements();
    expect((await history())[0]).toMatchObject({ id: sent.id, status: 'SENT', recipients: members, sent: 0, failed: 0 });
    await t.drainOutbox();
    expect((await history())[0]).toMatchObject({ recipients: members, sent: members, failed: 0, audience: {} });
  });
});
