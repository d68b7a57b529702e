import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSeats } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { asActor, cancel, type Actor } from '../../test/registrations.ts';
import { guestTeam, managementUrl, patchGuest, registerGuest, type Team } from '../../test/guests.ts';

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
  await t.drainOutbox();
  return receiver.mailsTo(actor.user.email).map((mail) => mail.subject ?? '');
}

const bulk = (team: Team, actor: Actor, ids: string[], status: string) =>
  t.app.inject({
    method: 'POST',
    url: managementUrl(team.event.id, '/participants/bulk'),
    headers: asActor(actor),
    payload: { ids, status },
  });

describe('PATCH /v1/event-managements/{id}/participants/{pid}', () => {
  it('approves a pending guest, who is emailed once in their language; back to pending sends nothing', async () => {
    const team = await guestTeam(t, { approvalRequired: true, title: '서울 밋업' });
    const guest = await registerGuest(t, team.owner, team.event.id, { locale: 'ko' });
    const res = await patchGuest(t, team.coHost, team.event.id, guest.registration.id, { status: 'APPROVED' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: guest.registration.id, status: 'APPROVED', label: 'APPROVED' });
    expect(await subjectsTo(guest)).toEqual(['신청이 접수되었습니다: 서울 밋업', '참가가 확정되었습니다: 서울 밋업']);
    // The same decision again changes nothing and mails nothing.
    expect((await patchGuest(t, team.owner, team.event.id, guest.registration.id, { status: 'APPROVED' })).statusCode).toBe(200);
    expect(
      (await patchGuest(t, team.owner, team.event.id, guest.registration.id, { status: 'PENDING' })).json().data.status,
    ).toBe('PENDING');
    expect(await subjectsTo(guest)).toHaveLength(2);
  });

  it('rejects (emailed), and gives the seat to the first in line, who is emailed too', async () => {
    const team = await guestTeam(t, { maxParticipants: 1, waitlistEnabled: true, title: 'Tiny Room' });
    const first = await registerGuest(t, team.owner, team.event.id);
    const second = await registerGuest(t, team.owner, team.event.id);
    expect(second.registration.status).toBe('WAITLISTED');
    const res = await patchGuest(t, team.owner, team.event.id, first.registration.id, { status: 'REJECTED' });
    expect(res.json().data.status).toBe('REJECTED');
    const detail = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, `/participants/${second.registration.id}`),
      headers: asActor(team.staff),
    });
    expect(detail.json().data.status).toBe('APPROVED');
    expect(await subjectsTo(first)).toEqual(["You're registered: Tiny Room", 'About your registration for Tiny Room']);
    expect(await subjectsTo(second)).toEqual(["You're on the waitlist: Tiny Room", 'A spot opened up: Tiny Room']);
    const [seats] = await t.db.select().from(eventSeats).where(eq(eventSeats.eventId, team.event.id));
    expect(seats.taken).toBe(1);
    // No seat for the rejected guest now: G20003, and nothing changes.
    const again = await patchGuest(t, team.owner, team.event.id, first.registration.id, { status: 'APPROVED' });
    expect(again.json()).toMatchObject({ statusCode: 400, errorCode: 'G20003' });
  });

  it('refuses what the status rules forbid (a cancelled guest) with G20024, and unknown statuses with G00100', async () => {
    const team = await guestTeam(t);
    const guest = await registerGuest(t, team.owner, team.event.id);
    await cancel(t, team.event.id, asActor(guest));
    const res = await patchGuest(t, team.owner, team.event.id, guest.registration.id, { status: 'APPROVED' });
    expect(res.json()).toMatchObject({
      statusCode: 400,
      errorCode: 'G20024',
      message: "This registration status can't be changed.",
    });
    for (const payload of [{}, { status: 'WAITLISTED' }, { status: 'CANCELLED' }, { checkInStatus: 'MAYBE' }]) {
      expect(
        (await patchGuest(t, team.owner, team.event.id, guest.registration.id, payload)).json().errorCode,
        JSON.stringify(payload),
      ).toBe('G00100');
    }
  });

  it('changes status and check-in together or not at all; STAFF may change only the check-in', async () => {
    const team = await guestTeam(t, { approvalRequired: true, title: 'Both' });
    const guest = await registerGuest(t, team.owner, team.event.id);
    const refused = await patchGuest(t, team.owner, team.event.id, guest.registration.id, {
      status: 'REJECTED',
      checkInStatus: 'CHECKED_IN',
    });
    expect(refused.json().errorCode).toBe('G20083');
    expect(
      (await patchGuest(t, team.staff, team.event.id, guest.registration.id, { checkInStatus: 'CHECKED_IN' })).json().errorCode,
    ).toBe('G20085');
    expect((await patchGuest(t, team.staff, team.event.id, guest.registration.id, { status: 'APPROVED' })).json()).toMatchObject({
      statusCode: 403,
      errorCode: 'G01019',
    });
    const both = await patchGuest(t, team.owner, team.event.id, guest.registration.id, {
      status: 'APPROVED',
      checkInStatus: 'CHECKED_IN',
    });
    expect(both.json().data).toMatchObject({
      status: 'APPROVED',
      checkInStatus: 'CHECKED_IN',
      label: 'CHECKED_IN',
      checkedInAt: t.clock.now().toISOString(),
    });
    expect(await subjectsTo(guest)).toEqual([
      'Registration received: Both',
      "You're registered: Both",
      "You're checked in: Both",
    ]);
    const undone = await patchGuest(t, team.staff, team.event.id, guest.registration.id, { checkInStatus: 'NOT_CHECKED_IN' });
    expect(undone.json().data).toMatchObject({ checkInStatus: 'NOT_CHECKED_IN', checkedInAt: null });
    expect((await subjectsTo(guest)).at(-1)).toBe('Your check-in was undone: Both');
  });

  it("answers 404 G04003 for another event's guest or an unknown id", async () => {
    const team = await guestTeam(t);
    const other = await registerGuest(t, team.otherHost, team.otherEvent.id);
    for (const pid of [other.registration.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await patchGuest(t, team.owner, team.event.id, pid, { status: 'APPROVED' })).json().errorCode).toBe('G04003');
      expect((await patchGuest(t, team.owner, team.event.id, pid, { checkInStatus: 'CHECKED_IN' })).json().errorCode).toBe(
        'G04003',
      );
    }
  });
});

describe('POST /v1/event-managements/{id}/participants/bulk', () => {
  it('approves a selection in one go, each guest emailed once', async () => {
    const team = await guestTeam(t, { approvalRequired: true, title: 'Bulk' });
    const guests = [];
    for (let i = 0; i < 3; i += 1) guests.push(await registerGuest(t, team.owner, team.event.id));
    const ids = guests.map((g) => g.registration.id);
    const res = await bulk(team, team.coHost, [...ids, ids[0]], 'APPROVED');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual(
      ids.map((id) => [id, 'APPROVED']),
    );
    for (const guest of guests)
      expect(await subjectsTo(guest)).toEqual(['Registration received: Bulk', "You're registered: Bulk"]);
  });

  it('is all or nothing: one cancelled guest (G20024) or one foreign id (G04003) and nobody changes', async () => {
    const team = await guestTeam(t, { approvalRequired: true });
    const pending = await registerGuest(t, team.owner, team.event.id);
    const cancelled = await registerGuest(t, team.owner, team.event.id);
    await cancel(t, team.event.id, asActor(cancelled));
    const foreign = await registerGuest(t, team.otherHost, team.otherEvent.id);
    expect(
      (await bulk(team, team.owner, [pending.registration.id, cancelled.registration.id], 'APPROVED')).json().errorCode,
    ).toBe('G20024');
    expect((await bulk(team, team.owner, [pending.registration.id, foreign.registration.id], 'APPROVED')).json().errorCode).toBe(
      'G04003',
    );
    expect((await bulk(team, team.owner, [pending.registration.id, 'x'], 'APPROVED')).json().errorCode).toBe('G04003');
    const detail = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, `/participants/${pending.registration.id}`),
      headers: asActor(team.owner),
    });
    expect(detail.json().data.status).toBe('PENDING');
    expect((await bulk(team, team.staff, [pending.registration.id], 'APPROVED')).json().errorCode).toBe('G01019');
    expect((await bulk(team, team.owner, [], 'APPROVED')).json().errorCode).toBe('G00100');
    expect(
      (
        await bulk(
          team,
          team.owner,
          Array.from({ length: 501 }, () => pending.registration.id),
          'APPROVED',
        )
      ).json().errorCode,
    ).toBe('G00100');
  });
});
