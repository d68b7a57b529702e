// Reminders before an event, through the API and out at a real SMTP receiver, with the fake clock:
// the defaults (a day and an hour before), the host changing and turning them off, who may, the
// guests who get them (approved, registered before the reminder's time), once each, and what they carry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, managementUrl, registerGuest, type Team } from '../../test/guests.ts';
import { asActor, type Actor } from '../../test/registrations.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let team: Team;
let member: Actor;
let korean: Actor;
const LATE = 'late.guest@moim.example';
const NON_MEMBER = 'walk.in@moim.example';
const PENDING = 'pending.guest@moim.example';

const reminders = (actor: Actor | undefined, minutesBefore?: number[]) =>
  t.app.inject({
    method: minutesBefore ? 'PUT' : 'GET',
    url: managementUrl(team.event.id, '/reminders'),
    headers: asActor(actor),
    ...(minutesBefore ? { payload: { minutesBefore } } : {}),
  });

async function at(iso: string) {
  t.clock.set(iso);
  await t.drainAnnouncements();
  await t.drainOutbox();
}
const subjects = (email: string) => receiver.mailsTo(email).map((mail) => mail.subject);

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  team = await guestTeam(t);
  member = await registerGuest(t, team.owner, team.event.id, { name: 'Member Guest', locale: 'en' });
  korean = await registerGuest(t, team.owner, team.event.id, { name: '한국어 참가자', locale: 'ko' });
  await insertGuests(t.db, {
    eventId: team.event.id,
    ticketId: team.ticketId,
    guests: [
      { email: NON_MEMBER, createdAt: new Date('2026-06-01T00:00:00.000Z') },
      { email: PENDING, status: 'PENDING', createdAt: new Date('2026-06-01T00:00:00.000Z') },
      // Registered after the day-before reminder's time, before the hour-before one's.
      { email: LATE, createdAt: new Date('2026-06-07T12:00:00.000Z') },
    ],
  });
  await t.drainOutbox();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('the host’s settings', () => {
  it('starts at a day and an hour before; HOST and CO_HOST may change them, STAFF and outsiders may not', async () => {
    expect((await reminders(team.owner)).json().data).toEqual({ minutesBefore: [1440, 60] });
    expect((await reminders(team.coHost)).statusCode).toBe(200);
    const staff = await reminders(team.staff, [60]);
    expect([staff.statusCode, staff.json().errorCode]).toEqual([403, 'G01019']);
    const stranger = await reminders(team.stranger);
    expect([stranger.statusCode, stranger.json().errorCode]).toEqual([404, 'G04002']);
    const other = await reminders(team.otherHost, [60]);
    expect([other.statusCode, other.json().errorCode]).toEqual([404, 'G04002']);
    expect((await reminders(undefined)).statusCode).toBe(401);
    for (const bad of [[5], [1440, 1440], [60, 120, 180, 240], [30 * 24 * 60]]) {
      const res = await reminders(team.owner, bad);
      expect([res.statusCode, res.json().errorCode], JSON.stringify(bad)).toEqual([400, 'G00100']);
    }
    expect((await reminders(team.owner, [])).json().data).toEqual({ minutesBefore: [] });
    expect((await reminders(team.owner, [60, 1440])).json().data).toEqual({ minutesBefore: [1440, 60] });
  });
});

describe('sending', () => {
  it('sends each reminder once to approved guests registered before its time, in their language and time zone', async () => {
    await at('2026-06-07T09:59:00.000Z');
    expect(subjects(member.user.email).filter((s) => s?.startsWith('Reminder'))).toEqual([]);

    await at('2026-06-07T10:00:00.000Z');
    await at('2026-06-07T10:30:00.000Z');
    expect(subjects(member.user.email).filter((s) => s === 'Reminder: Seoul AI Meetup')).toHaveLength(1);
    expect(subjects(korean.user.email)).toContain('리마인더: Seoul AI Meetup');
    expect(subjects(NON_MEMBER)).toContain('Reminder: Seoul AI Meetup');
    expect(subjects(PENDING)).not.toContain('Reminder: Seoul AI Meetup');
    expect(subjects(LATE)).not.toContain('Reminder: Seoul AI Meetup');

    const mail = receiver.mailsTo(member.user.email).find((m) => m.subject === 'Reminder: Seoul AI Meetup')!;
    // 10:00 UTC is 19:00 in Seoul.
    expect(mail.text).toMatch(/June 8, 2026 at 7:00\s?PM \(Asia\/Seoul/);
    expect(mail.text).toContain('1 Teheran-ro, Gangnam-gu, Seoul, 3rd floor');
    expect(mail.text).toContain('/events/myticket');
    expect(mail.attachments.map((a) => a.mimeType)).toContain('text/calendar');
    const walkIn = receiver.mailsTo(NON_MEMBER).find((m) => m.subject === 'Reminder: Seoul AI Meetup')!;
    expect(walkIn.text).toMatch(/\/events\/ticket\?t=/);
    const ko = receiver.mailsTo(korean.user.email).find((m) => m.subject === '리마인더: Seoul AI Meetup')!;
    expect(ko.text).toMatch(/2026년 6월 8일.*오후 7:00/);

    await at('2026-06-08T09:00:00.000Z');
    expect(subjects(member.user.email).filter((s) => s === 'Reminder: Seoul AI Meetup')).toHaveLength(2);
    // The late guest gets the hour-before reminder, whose time came after they registered.
    expect(subjects(LATE).filter((s) => s === 'Reminder: Seoul AI Meetup')).toHaveLength(1);
    await at('2026-06-08T09:30:00.000Z');
    expect(subjects(member.user.email).filter((s) => s === 'Reminder: Seoul AI Meetup')).toHaveLength(2);
  });

  it('sends nothing once the host turned them off', async () => {
    t.clock.set('2026-06-01T00:00:00.000Z');
    const quiet = await guestTeam(t, { title: 'Quiet event' });
    const guest = await registerGuest(t, quiet.owner, quiet.event.id, { name: 'Quiet Guest' });
    const off = await t.app.inject({
      method: 'PUT',
      url: managementUrl(quiet.event.id, '/reminders'),
      headers: asActor(quiet.owner),
      payload: { minutesBefore: [] },
    });
    expect(off.statusCode).toBe(200);
    await at('2026-06-07T10:00:00.000Z');
    await at('2026-06-08T09:00:00.000Z');
    expect(subjects(guest.user.email).filter((s) => s?.startsWith('Reminder'))).toEqual([]);
  });
});
