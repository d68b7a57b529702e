// The thank-you after an event and the feedback it asks for, through the API and out at a real SMTP
// receiver: the host's switch and who may touch it, who counts as an attendee (checked in; any
// approved guest of an online event), exactly one thank-you each, the feedback link (once per
// attendee), the host's summary and the CSV in the guest list's Korean-Excel-safe form.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, managementUrl, patchGuest, registerGuest, type Team } from '../../test/guests.ts';
import { sessionCookieFor } from '../../test/factories.ts';
import { asActor, type Actor } from '../../test/registrations.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';

const PHOTOS = 'https://photos.example.com/summer-meetup';
const AFTER_END = '2026-06-08T13:00:00.000Z';

let t: TestApp;
let receiver: SmtpReceiver;
let team: Team;
let attendee: Actor & { registration: { id: string } };
let korean: Actor & { registration: { id: string } };
let absent: Actor & { registration: { id: string } };

const settingsUrl = (eventId = team.event.id) => managementUrl(eventId, '/thank-you');
const put = (actor: Actor | undefined, enabled: boolean, eventId?: string) =>
  t.app.inject({ method: 'PUT', url: settingsUrl(eventId), headers: asActor(actor), payload: { enabled } });
const get = (actor: Actor | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: asActor(actor) });
const give = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/feedback', payload });

async function deliver() {
  await t.drainAnnouncements();
  await t.drainOutbox();
}

/** The thank-yous that reached an address (it also gets its registration's own mail). */
const thanksTo = (email: string) => receiver.mailsTo(email).filter((mail) => mail.text?.includes('/feedback?t='));

function tokenIn(text: string): string {
  const match = /\/feedback\?t=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no feedback link in: ${text}`);
  return match[1];
}

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  team = await guestTeam(t);
  await t.db.update(events).set({ photoLink: PHOTOS }).where(eq(events.id, team.event.id));
  attendee = await registerGuest(t, team.owner, team.event.id, { name: 'Came Along', locale: 'en' });
  korean = await registerGuest(t, team.owner, team.event.id, { name: '김참석', locale: 'ko' });
  absent = await registerGuest(t, team.owner, team.event.id, { name: 'Stayed Home', locale: 'en' });
  for (const guest of [attendee, korean])
    expect(
      (await patchGuest(t, team.owner, team.event.id, guest.registration.id, { checkInStatus: 'CHECKED_IN' })).statusCode,
    ).toBe(200);
  await t.drainOutbox();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('the thank-you switch', () => {
  it('is off until the host team turns it on; staff, strangers and the anonymous may not', async () => {
    expect((await get(team.owner, settingsUrl())).json().data).toEqual({ enabled: false });
    expect((await put(team.staff, true)).json().errorCode).toBe('G01019');
    expect((await put(team.stranger, true)).json().errorCode).toBe('G04002');
    expect((await put(team.otherHost, true)).json().errorCode).toBe('G04002');
    expect((await put(undefined, true)).statusCode).toBe(401);
    expect((await put(team.coHost, true)).json().data).toEqual({ enabled: true });
    expect((await get(team.owner, settingsUrl())).json().data).toEqual({ enabled: true });
  });
});

describe('after the event', () => {
  it('thanks each checked-in attendee once, in their language, with the photos and the feedback link', async () => {
    await deliver();
    expect(thanksTo(attendee.user.email)).toHaveLength(0); // not over yet

    t.clock.set(AFTER_END);
    // A week on, the host team signs in again.
    for (const actor of [team.owner, team.coHost, team.staff, team.stranger, team.otherHost])
      actor.cookie = await sessionCookieFor(t, actor.user);
    await deliver();
    await deliver();
    const [english] = thanksTo(attendee.user.email);
    expect(thanksTo(attendee.user.email)).toHaveLength(1);
    expect(english.subject).toContain('Thank you for coming');
    expect(english.text).toContain(PHOTOS);
    const [hangul] = thanksTo(korean.user.email);
    expect(hangul.subject).toContain('함께해 주셔서 감사합니다');
    expect(thanksTo(korean.user.email)).toHaveLength(1);
    expect(thanksTo(absent.user.email)).toHaveLength(0);
  });

  it('takes one rating and comment per attendee, and refuses bad ones with their codes', async () => {
    const token = tokenIn(thanksTo(attendee.user.email)[0].text!);
    const invitation = await get(undefined, `/v1/feedback?t=${token}`);
    expect(invitation.json().data).toMatchObject({ photoLink: PHOTOS, given: null });

    expect((await give({ token, rating: 6 })).json().errorCode).toBe('G00100');
    expect((await give({ token: 'not-a-token', rating: 4 })).json().errorCode).toBe('G20610');
    expect((await get(undefined, '/v1/feedback?t=not-a-token')).json().errorCode).toBe('G20610');

    const given = await give({ token, rating: 4, comment: '=HYPERLINK("x") great talks' });
    expect(given.statusCode).toBe(201);
    expect(given.json().data.given).toEqual({ rating: 4, comment: '=HYPERLINK("x") great talks' });
    const again = await give({ token, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('G20611');

    const koToken = tokenIn(thanksTo(korean.user.email)[0].text!);
    expect((await give({ token: koToken, rating: 5, comment: '좋았어요' })).statusCode).toBe(201);
  });

  it('shows the host team the average, the distribution and the comments; other hosts get 404', async () => {
    const summary = await get(team.coHost, managementUrl(team.event.id, '/feedback'));
    expect(summary.json().data).toMatchObject({ count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] });
    expect(
      summary
        .json()
        .data.comments.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['Came Along', '김참석']);
    expect((await get(team.staff, managementUrl(team.event.id, '/feedback'))).json().errorCode).toBe('G01019');
    expect((await get(team.otherHost, managementUrl(team.event.id, '/feedback'))).json().errorCode).toBe('G04002');
  });

  it('exports the feedback as CSV with a BOM and CRLF, formulas neutralised, headers in the reader’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, '/feedback/export-csv'),
      headers: { ...asActor(team.owner), 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('이름,이메일,별점,한마디,남긴 시각');
    expect(res.body).toContain(`'=HYPERLINK`);
    expect(lines.filter(Boolean)).toHaveLength(3);
    const stranger = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, '/feedback/export-csv'),
      headers: asActor(team.stranger),
    });
    expect(stranger.json().errorCode).toBe('G04002');
  });
});

describe('an online event', () => {
  it('thanks every approved guest, checked in or not', async () => {
    const online = await guestTeam(t, {
      title: 'Online talk',
      location: { mode: 'ONLINE', url: 'https://meet.example.com/talk' },
      startsAt: '2026-06-08T13:30:00.000Z',
      endsAt: '2026-06-08T14:00:00.000Z',
    });
    const viewer = await registerGuest(t, online.owner, online.event.id, { name: 'Online Viewer', locale: 'en' });
    expect((await put(online.owner, true, online.event.id)).statusCode).toBe(200);
    t.clock.set('2026-06-08T14:30:00.000Z');
    await deliver();
    expect(thanksTo(viewer.user.email)).toHaveLength(1);
  });
});
