import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEvents, registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { asActor, cancel, type Actor } from '../../test/registrations.ts';
import { ticketQrPayload } from '../tickets/ticket-qr.ts';
import { guestTeam, insertGuests, managementUrl, patchGuest, registerGuest, scan, type Team } from '../../test/guests.ts';

let t: TestApp;
let receiver: SmtpReceiver;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function subjectsTo(actor: Actor): Promise<string[]> {
  await t.drainOutbox();
  return receiver.mailsTo(actor.user.email).map((mail) => mail.subject ?? '');
}

const payloadOf = async (registrationId: string) => {
  const [row] = await t.db.select().from(registrations).where(eq(registrations.id, registrationId));
  return ticketQrPayload(row);
};
const logOf = (registrationId: string) =>
  t.db.select().from(checkInEvents).where(eq(checkInEvents.registrationId, registrationId));
const summary = (team: Team, actor: Actor = team.staff) =>
  t.app.inject({ method: 'GET', url: managementUrl(team.event.id, '/check-in/summary'), headers: asActor(actor) });

describe('POST /v1/event-managements/{id}/check-in (the scanner)', () => {
  let team: Team;
  beforeAll(async () => {
    team = await guestTeam(t, { title: 'Door Night' });
  });

  it('checks an approved guest in once: a second scan says ALREADY_CHECKED_IN with the first time, one email, one log entry', async () => {
    const guest = await registerGuest(t, team.owner, team.event.id, { name: 'Kim Door' });
    const first = await scan(t, team.staff, team.event.id, guest.registration.qr!.payload);
    expect(first.statusCode).toBe(200);
    const at = t.clock.now().toISOString();
    expect(first.json().data).toMatchObject({
      outcome: 'CHECKED_IN',
      checkedInAt: at,
      participant: { id: guest.registration.id, name: 'Kim Door', label: 'CHECKED_IN' },
    });
    t.clock.advance(5 * 60_000);
    const again = await scan(t, team.coHost, team.event.id, `  ${guest.registration.qr!.payload}\n`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ outcome: 'ALREADY_CHECKED_IN', checkedInAt: at });
    expect(await logOf(guest.registration.id)).toHaveLength(1);
    expect(await subjectsTo(guest)).toEqual(["You're registered: Door Night", "You're checked in: Door Night"]);
    const [mail] = receiver.mailsTo(guest.user.email).slice(-1);
    expect(mail.text).toContain('You were checked in to Door Night');
  });

  it('says what is wrong with anything else, and checks nobody in', async () => {
    const approved = await registerGuest(t, team.owner, team.event.id);
    const payload = approved.registration.qr!.payload;
    const cases: [string, string][] = [
      ['', 'G20080'],
      ['hello', 'G20080'],
      ['https://moim.example/events/door-night', 'G20080'],
      [payload.slice(0, -1), 'G20080'],
      [`${payload}x`, 'G20080'],
      [payload.toUpperCase(), 'G20080'],
      [`${payload.slice(0, -1)}${payload.endsWith('A') ? 'B' : 'A'}`, 'G20081'],
      [`MOIM-T1.00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`, 'G20081'],
    ];
    for (const [qr, code] of cases) {
      const res = await scan(t, team.staff, team.event.id, qr);
      expect(res.json(), qr).toMatchObject({ statusCode: 400, errorCode: code });
    }
    const invalid = await scan(t, team.staff, team.event.id, 'hello');
    expect(invalid.json().message).toBe('Invalid QR code format.');
    const korean = await t.app.inject({
      method: 'POST',
      url: managementUrl(team.event.id, '/check-in'),
      headers: { ...asActor(team.staff), 'accept-language': 'ko' },
      payload: { qr: 'x' },
    });
    expect(korean.json().message).toBe('올바르지 않은 QR 코드 형식입니다.');
    expect(await logOf(approved.registration.id)).toHaveLength(0);
  });

  it("refuses another event's ticket (G20082) and guests who aren't approved (G20083–G20086)", async () => {
    const foreign = await registerGuest(t, team.otherHost, team.otherEvent.id);
    expect((await scan(t, team.staff, team.event.id, foreign.registration.qr!.payload)).json().errorCode).toBe('G20082');
    const cancelled = await registerGuest(t, team.owner, team.event.id);
    await cancel(t, team.event.id, asActor(cancelled));
    const rejected = await registerGuest(t, team.owner, team.event.id);
    await patchGuest(t, team.owner, team.event.id, rejected.registration.id, { status: 'REJECTED' });
    const [pending, waitlisted] = await insertGuests(t.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: [{ status: 'PENDING' }, { status: 'WAITLISTED' }],
    });
    const expected: [string, string][] = [
      [rejected.registration.id, 'G20083'],
      [cancelled.registration.id, 'G20084'],
      [pending.id, 'G20085'],
      [waitlisted.id, 'G20086'],
    ];
    for (const [id, code] of expected) {
      const res = await scan(t, team.staff, team.event.id, await payloadOf(id));
      expect(res.json(), code).toMatchObject({ statusCode: 400, errorCode: code });
      const manual = await t.app.inject({
        method: 'POST',
        url: managementUrl(team.event.id, `/participants/${id}/check-in`),
        headers: asActor(team.staff),
      });
      expect(manual.json().errorCode, code).toBe(code);
      expect(await logOf(id)).toHaveLength(0);
    }
  });

  it('checks in by hand, undoes (emailed), and a later scan checks in again', async () => {
    const guest = await registerGuest(t, team.owner, team.event.id, { name: 'Lee Manual', locale: 'ko' });
    const url = managementUrl(team.event.id, `/participants/${guest.registration.id}/check-in`);
    const manual = await t.app.inject({ method: 'POST', url, headers: asActor(team.staff) });
    expect(manual.json().data).toMatchObject({ outcome: 'CHECKED_IN', participant: { checkInStatus: 'CHECKED_IN' } });
    expect((await t.app.inject({ method: 'POST', url, headers: asActor(team.owner) })).json().data.outcome).toBe(
      'ALREADY_CHECKED_IN',
    );
    t.clock.advance(60_000);
    const undo = await t.app.inject({ method: 'DELETE', url, headers: asActor(team.staff) });
    expect(undo.json().data).toMatchObject({
      outcome: 'UNDONE',
      participant: { checkInStatus: 'NOT_CHECKED_IN', checkedInAt: null },
    });
    expect((await t.app.inject({ method: 'DELETE', url, headers: asActor(team.staff) })).json().data.outcome).toBe(
      'NOT_CHECKED_IN',
    );
    t.clock.advance(60_000);
    expect((await scan(t, team.coHost, team.event.id, guest.registration.qr!.payload)).json().data.outcome).toBe('CHECKED_IN');
    expect(await subjectsTo(guest)).toEqual([
      '참가가 확정되었습니다: Door Night',
      '체크인되었습니다: Door Night',
      '체크인이 취소되었습니다: Door Night',
      '체크인되었습니다: Door Night',
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, `/participants/${guest.registration.id}`),
      headers: asActor(team.staff),
    });
    const log = detail.json().data.checkInLog as { action: string; source: string; actor: { name: string } }[];
    expect(log.map((entry) => [entry.action, entry.source, entry.actor.name])).toEqual([
      ['CHECK_IN', 'QR', 'Co Host Lee'],
      ['UNDO', 'MANUAL', 'Staff Park'],
      ['CHECK_IN', 'MANUAL', 'Staff Park'],
    ]);
  });

  it('keeps the live count: checked in of approved, and the other statuses', async () => {
    const fresh = await guestTeam(t);
    const [a, , , d] = await insertGuests(t.db, {
      eventId: fresh.event.id,
      ticketId: fresh.ticketId,
      guests: [{}, {}, { status: 'PENDING' }, { status: 'CANCELLED' }, { status: 'WAITLISTED' }, { status: 'REJECTED' }].map(
        (g) => g as never,
      ),
    });
    expect(d.status).toBe('CANCELLED');
    await scan(t, fresh.staff, fresh.event.id, await payloadOf(a.id));
    const res = await summary(fresh);
    expect(res.json().data).toEqual({
      eventId: fresh.event.id,
      total: 6,
      approved: 2,
      checkedIn: 1,
      notCheckedIn: 1,
      pending: 1,
      waitlisted: 1,
      rejected: 1,
      cancelled: 1,
      lastCheckInAt: t.clock.now().toISOString(),
    });
  });
});
