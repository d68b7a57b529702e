// Announcements to an event's guests, through the API and out at a real SMTP receiver: who may send,
// the audience and its count, languages, the test send, scheduling and cancelling, the daily cap,
// the history's counts, the guest's page and the mute link (which never mutes a mail a guest needs).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announcementLimits } from '../../../contract/announcements.ts';
import { announcementMutes, announcements } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, managementUrl, patchGuest, registerGuest, type Team } from '../../test/guests.ts';
import { asActor, type Actor } from '../../test/registrations.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';

type Guest = Actor & { registration: { id: string } };

const BOUNCING = 'bouncing.guest@moim.example';

let t: TestApp;
let receiver: SmtpReceiver;
let team: Team;
let english: Guest;
let korean: Guest;
let checkedIn: Guest;

const message = {
  en: { subject: 'Doors open at 6:30', body: '<p>Room <strong>B</strong>, see you there.</p><script>alert(1)</script>' },
  ko: { subject: '6시 30분 입장', body: '<p>B룸에서 만나요.</p>' },
};

function post(actor: Actor | undefined, url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: asActor(actor), payload });
}

const send = (payload: object, actor: Actor = team.owner, eventId = team.event.id) =>
  post(actor, managementUrl(eventId, '/announcements'), payload);
const count = (audience: object) => post(team.owner, managementUrl(team.event.id, '/announcements/audience'), { audience });
const history = async () =>
  (
    await t.app.inject({ method: 'GET', url: managementUrl(team.event.id, '/announcements'), headers: asActor(team.owner) })
  ).json().data.items as {
    id: string;
    status: string;
    recipients: number;
    sent: number;
    failed: number;
    sendAt: string;
    timezone: string;
  }[];

async function deliver() {
  await t.drainAnnouncements();
  await t.drainOutbox();
}

beforeAll(async () => {
  // One pending guest's address refuses mail: the history counts it as failed.
  receiver = await startSmtpReceiver({
    beforeAccept: (mail) => {
      if (mail.to.includes(BOUNCING)) throw new Error('mailbox unavailable');
    },
  });
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  team = await guestTeam(t);
  english = await registerGuest(t, team.owner, team.event.id, { name: 'English Guest', locale: 'en' });
  korean = await registerGuest(t, team.owner, team.event.id, { name: 'Korean Guest', locale: 'ko' });
  checkedIn = await registerGuest(t, team.owner, team.event.id, { name: 'Early Guest', locale: 'en' });
  expect(
    (await patchGuest(t, team.owner, team.event.id, checkedIn.registration.id, { checkInStatus: 'CHECKED_IN' })).statusCode,
  ).toBe(200);
  await insertGuests(t.db, {
    eventId: team.event.id,
    ticketId: team.ticketId,
    guests: [{ status: 'PENDING', email: BOUNCING }, { status: 'WAITLISTED' }, { status: 'REJECTED' }, { status: 'CANCELLED' }],
  });
  await t.drainOutbox();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  // Each test starts with a fresh day's cap and nobody muted.
  await t.db.delete(announcements);
  await t.db.delete(announcementMutes);
});

describe('who may write to the guests', () => {
  type Role = 'HOST' | 'CO_HOST' | 'STAFF' | 'guest' | 'stranger' | 'otherHost' | 'anonymous';
  const actorOf = (role: Role): Actor | undefined =>
    ({
      HOST: team.owner,
      CO_HOST: team.coHost,
      STAFF: team.staff,
      guest: english,
      stranger: team.stranger,
      otherHost: team.otherHost,
      anonymous: undefined,
    })[role];
  const expected: Record<Role, [number, string | null]> = {
    HOST: [0, null],
    CO_HOST: [0, null],
    STAFF: [403, 'G01019'],
    guest: [404, 'G04002'],
    stranger: [404, 'G04002'],
    otherHost: [404, 'G04002'],
    anonymous: [401, 'G01001'],
  };
  const requests = (eventId: string) => [
    { method: 'POST' as const, url: managementUrl(eventId, '/announcements/audience'), payload: {}, ok: 200 },
    { method: 'POST' as const, url: managementUrl(eventId, '/announcements/test'), payload: { en: message.en }, ok: 202 },
    { method: 'GET' as const, url: managementUrl(eventId, '/announcements'), ok: 200 },
    { method: 'POST' as const, url: managementUrl(eventId, '/announcements'), payload: { en: message.en }, ok: 201 },
  ];

  it.each(Object.keys(expected) as Role[])('%s', async (role) => {
    const [status, code] = expected[role];
    for (const request of requests(team.event.id)) {
      const res = await t.app.inject({ ...request, headers: asActor(actorOf(role)) });
      expect([request.url, res.statusCode], res.body).toEqual([request.url, status || request.ok]);
      if (code) expect(res.json().errorCode).toBe(code);
    }
  });

  it('cancels only its own event’s announcements, and answers an unknown one 404', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const mine = (await send({ en: message.en, sendAt: later })).json().data;
    const other = await post(team.otherHost, managementUrl(team.otherEvent.id, `/announcements/${mine.id}/cancel`));
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'G20603']);
    const staff = await post(team.staff, managementUrl(team.event.id, `/announcements/${mine.id}/cancel`));
    expect([staff.statusCode, staff.json().errorCode]).toEqual([403, 'G01019']);
    const unknown = await post(team.owner, managementUrl(team.event.id, '/announcements/not-an-id/cancel'));
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([404, 'G20603']);
  });
});

describe('the audience', () => {
  it('counts approved guests by default and each filter narrows it', async () => {
    const counted = async (audience: object) => (await count(audience)).json().data.count;
    expect(await counted({})).toBe(3);
    expect(await counted({ status: ['PENDING'] })).toBe(1);
    expect(await counted({ status: ['WAITLISTED', 'PENDING', 'APPROVED'] })).toBe(5);
    expect(await counted({ checkInStatus: 'CHECKED_IN' })).toBe(1);
    expect(await counted({ checkInStatus: 'NOT_CHECKED_IN' })).toBe(2);
    expect(await counted({ ticketIds: [team.ticketId] })).toBe(3);
    expect(await counted({ ticketIds: ['00000000-0000-4000-8000-000000000000'] })).toBe(0);
    expect(await counted({ ticketIds: ['not-a-uuid'] })).toBe(0);
    expect(await counted({ participationType: ['JUDGE'] })).toBe(0);
  });

  it('refuses statuses an announcement never reaches', async () => {
    for (const status of [['REJECTED'], ['CANCELLED'], []]) {
      const res = await count({ status });
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'G00100']);
    }
  });

  it('refuses to send now to nobody', async () => {
    const res = await send({ en: message.en, audience: { status: ['APPROVED'], participationType: ['JUDGE'] } });
    expect([res.statusCode, res.json().errorCode]).toEqual([400, 'G20606']);
  });

  it('sends only to the checked-in guest when asked', async () => {
    const before = receiver.mails.length;
    await send({
      en: { subject: 'Slides for those who came', body: '<p>Thanks</p>' },
      audience: { checkInStatus: 'CHECKED_IN' },
    });
    await deliver();
    const got = receiver.mails.slice(before).filter((mail) => mail.subject === 'Slides for those who came');
    expect(got.map((mail) => mail.to)).toEqual([[checkedIn.user.email]]);
  });
});

describe('languages', () => {
  it('gives each guest their own language when both are written, sanitised', async () => {
    const res = await send(message);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.en.body).not.toContain('<script');
    await deliver();
    const toEnglish = receiver.mailsTo(english.user.email).find((mail) => mail.subject === message.en.subject);
    const toKorean = receiver.mailsTo(korean.user.email).find((mail) => mail.subject === message.ko.subject);
    expect(toEnglish?.text).toContain('Room B, see you there.');
    expect(toEnglish?.html).not.toContain('<script');
    expect(toKorean?.text).toContain('B룸에서 만나요.');
    expect(receiver.mailsTo(korean.user.email).some((mail) => mail.subject === message.en.subject)).toBe(false);
  });

  it('gives everyone the one language written', async () => {
    await send({ ko: { subject: '한국어로만', body: '<p>안녕하세요</p>' } });
    await deliver();
    expect(receiver.mailsTo(english.user.email).some((mail) => mail.subject === '한국어로만')).toBe(true);
  });

  it('refuses a message with no whole language', async () => {
    for (const body of [{}, { en: { subject: 'Hi', body: '<script>x</script>' } }, { ko: { subject: '', body: '<p>x</p>' } }]) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(['G20601', 'G00100']).toContain(res.json().errorCode);
    }
    expect((await send({ en: { subject: 'Hi', body: '<script>x</script>' } })).json().errorCode).toBe('G20601');
  });

  it('sends a test to the sender alone, marked as a test, with no mute link', async () => {
    const res = await post(team.coHost, managementUrl(team.event.id, '/announcements/test'), message);
    expect(res.statusCode).toBe(202);
    expect(res.json().data.to).toBe(team.coHost.user.email);
    await t.drainOutbox();
    const mail = receiver.mailsTo(team.coHost.user.email).at(-1);
    expect(mail?.subject).toBe(`[Test] ${message.en.subject}`);
    expect(mail?.text).not.toContain('/announcements/mute');
    expect(await history()).toEqual([]);
  });
});

describe('scheduling and cancelling', () => {
  it('sends a scheduled announcement at its time, shown in the event’s time zone', async () => {
    const start = t.clock.now();
    const sendAt = new Date(start.getTime() + 2 * 3_600_000);
    const res = await send({ en: { subject: 'Scheduled hello', body: '<p>Later</p>' }, sendAt: sendAt.toISOString() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'SCHEDULED', timezone: 'Asia/Seoul', sendAt: '2026-06-01T11:00:00+09:00' });
    await deliver();
    expect(receiver.mails.some((mail) => mail.subject === 'Scheduled hello')).toBe(false);
    t.clock.set(sendAt);
    try {
      await deliver();
    } finally {
      // Back to where the sessions are fresh.
      t.clock.set(start);
    }
    expect(receiver.mails.filter((mail) => mail.subject === 'Scheduled hello')).toHaveLength(3);
    expect(await history()).toMatchObject([{ status: 'SENT', recipients: 3, sent: 3, failed: 0 }]);
  });

  it('cancels a scheduled one until it starts, never after', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = (await send({ en: { subject: 'Never sent', body: '<p>x</p>' }, sendAt: later })).json().data;
    const cancelled = await post(team.owner, managementUrl(team.event.id, `/announcements/${scheduled.id}/cancel`));
    expect([cancelled.statusCode, cancelled.json().data.status]).toEqual([200, 'CANCELLED']);
    const again = await post(team.owner, managementUrl(team.event.id, `/announcements/${scheduled.id}/cancel`));
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'G20604']);

    const now = (await send({ en: { subject: 'Sent now', body: '<p>x</p>' } })).json().data;
    await deliver();
    const late = await post(team.owner, managementUrl(team.event.id, `/announcements/${now.id}/cancel`));
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'G20604']);
    expect(receiver.mails.some((mail) => mail.subject === 'Never sent')).toBe(false);
  });

  it('refuses a time in the past or more than a year ahead', async () => {
    const now = t.clock.now().getTime();
    for (const at of [now - 3_600_000, now + 366 * 86_400_000]) {
      const res = await send({ en: message.en, sendAt: new Date(at).toISOString() });
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'G20602']);
    }
  });
});

describe('the daily cap', () => {
  it('allows five a day in the event’s time zone, gives a cancelled one’s place back, and starts again the next day', async () => {
    const now = t.clock.now().getTime();
    // 00:00 UTC is 09:00 in Seoul: an hour and ten hours later are the same Seoul day, sixteen hours later the next.
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    const made = [];
    for (let i = 0; i < announcementLimits.perEventPerDay; i += 1)
      made.push((await send({ en: message.en, sendAt: at(1 + i) })).json().data);
    const over = await send({ en: message.en, sendAt: at(10) });
    expect([over.statusCode, over.json().errorCode]).toEqual([429, 'G20600']);
    const ko = await t.app.inject({
      method: 'POST',
      url: managementUrl(team.event.id, '/announcements'),
      headers: { ...asActor(team.owner), 'accept-language': 'ko' },
      payload: { en: message.en, sendAt: at(10) },
    });
    expect(ko.json().message).toContain('공지');
    expect((await send({ en: message.en, sendAt: at(16) })).statusCode).toBe(201);
    await post(team.owner, managementUrl(team.event.id, `/announcements/${made[0].id}/cancel`));
    expect((await send({ en: message.en, sendAt: at(10) })).statusCode).toBe(201);
  });
});

describe('the guest’s page and muting', () => {
  it('shows guests what reached them, in their language, and not what did not', async () => {
    await send(message);
    await send({ en: { subject: 'Pending only', body: '<p>x</p>' }, audience: { status: ['PENDING'] } });
    await deliver();
    const mine = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/announcements`,
      headers: asActor(korean),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ muted: false, items: [{ subject: message.ko.subject }] });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/announcements`,
      headers: asActor(team.stranger),
    });
    expect(stranger.json().data.items).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `/v1/events/${team.event.id}/announcements` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('mutes by the mail’s link: no more announcements, but a decision mail still arrives', async () => {
    await send({ en: { subject: 'First news', body: '<p>x</p>' } });
    await deliver();
    const mail = receiver.mailsTo(english.user.email).find((m) => m.subject === 'First news');
    const token = new URL(/https?:\/\/\S+\/announcements\/mute\?t=\S+/.exec(mail!.text!)![0]).searchParams.get('t')!;
    const muted = await t.app.inject({ method: 'POST', url: '/v1/announcement-mutes', payload: { token } });
    expect([muted.statusCode, muted.json().data.eventTitle]).toEqual([200, 'Seoul AI Meetup']);
    const bad = await t.app.inject({ method: 'POST', url: '/v1/announcement-mutes', payload: { token: 'nope' } });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([404, 'G20605']);

    expect((await count({})).json().data.count).toBe(2);
    await send({ en: { subject: 'Second news', body: '<p>x</p>' } });
    await deliver();
    expect(receiver.mailsTo(english.user.email).some((m) => m.subject === 'Second news')).toBe(false);
    expect(receiver.mailsTo(korean.user.email).some((m) => m.subject === 'Second news')).toBe(true);

    const before = receiver.mailsTo(english.user.email).length;
    expect((await patchGuest(t, team.owner, team.event.id, english.registration.id, { status: 'PENDING' })).statusCode).toBe(200);
    expect((await patchGuest(t, team.owner, team.event.id, english.registration.id, { status: 'APPROVED' })).statusCode).toBe(
      200,
    );
    await t.drainOutbox();
    expect(receiver.mailsTo(english.user.email).length).toBeGreaterThan(before);
  });

  it('lets a signed-in guest mute and unmute on the event page', async () => {
    const url = `/v1/events/${team.event.id}/announcements/mute`;
    const put = (muted: boolean) => t.app.inject({ method: 'PUT', url, headers: asActor(korean), payload: { muted } });
    expect((await put(true)).json().data).toEqual({ muted: true });
    expect((await count({})).json().data.count).toBe(2);
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/announcements`,
      headers: asActor(korean),
    });
    expect(page.json().data.muted).toBe(true);
    expect((await put(false)).json().data).toEqual({ muted: false });
    expect((await count({})).json().data.count).toBe(3);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/v1/events/00000000-0000-4000-8000-000000000000/announcements/mute`,
      headers: asActor(korean),
      payload: { muted: true },
    });
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'G04002']);
  });
});

describe('the history', () => {
  it('counts mails sent and failed', async () => {
    const sent = (
      await send({ en: { subject: 'Counted', body: '<p>x</p>' }, audience: { status: ['APPROVED', 'PENDING'] } })
    ).json().data;
    await t.drainAnnouncements();
    expect((await history())[0]).toMatchObject({ id: sent.id, status: 'SENT', recipients: 4, sent: 0, failed: 0 });
    await t.drainOutbox();
    expect((await history())[0]).toMatchObject({ recipients: 4, sent: 3, failed: 1 });
  });
});
