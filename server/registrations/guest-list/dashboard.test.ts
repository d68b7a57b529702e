import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor } from '../../test/factories.ts';
import { asActor } from '../../test/registrations.ts';
import { ticketQrPayload } from '../tickets/ticket-qr.ts';
import { fillDays } from './dashboard.service.ts';
import { guestTeam, insertGuests, managementUrl, scan } from '../../test/guests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/event-managements/{id}/dashboard', () => {
  it("buckets registrations by day in the event's time zone, fills empty days, and counts statuses and check-ins", async () => {
    const team = await guestTeam(t, { timezone: 'Asia/Seoul', maxParticipants: 50 });
    const at = (iso: string) => new Date(iso);
    const guests = await insertGuests(t.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: [
        // 23:59 and 00:00 in Seoul (UTC+9): two different days.
        { createdAt: at('2026-05-01T14:59:00Z') },
        { createdAt: at('2026-05-01T15:00:00Z'), status: 'PENDING' },
        { createdAt: at('2026-05-01T16:00:00Z'), status: 'PENDING' },
        { createdAt: at('2026-05-04T03:00:00Z'), status: 'REJECTED' },
        { createdAt: at('2026-05-04T04:00:00Z') },
        { createdAt: at('2026-05-04T05:00:00Z'), status: 'CANCELLED' },
      ],
    });
    t.clock.set('2026-06-08T09:55:00Z');
    // A week on, the door team signs in again.
    const staff = { ...team.staff, cookie: await sessionCookieFor(t, team.staff.user) };
    expect((await scan(t, staff, team.event.id, ticketQrPayload(guests[0]))).statusCode).toBe(200);
    t.clock.set('2026-06-08T10:05:00Z');
    expect((await scan(t, staff, team.event.id, ticketQrPayload(guests[4]))).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: managementUrl(team.event.id, '/dashboard'), headers: asActor(staff) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.registrationsOverTime).toEqual([
      { date: '2026-05-01', count: 1, cumulative: 1 },
      { date: '2026-05-02', count: 2, cumulative: 3 },
      { date: '2026-05-03', count: 0, cumulative: 3 },
      { date: '2026-05-04', count: 3, cumulative: 6 },
    ]);
    expect(data).toMatchObject({
      eventId: team.event.id,
      timezone: 'Asia/Seoul',
      capacity: { maxParticipants: 50 },
      countsByStatus: { APPROVED: 2, PENDING: 2, REJECTED: 1, CANCELLED: 1, WAITLISTED: 0 },
      total: 6,
      pendingApprovals: 2,
      checkIn: { approved: 2, checkedIn: 2, rate: 1 },
      checkInsOverTime: [
        { hour: '2026-06-08T18:00', count: 1 },
        { hour: '2026-06-08T19:00', count: 1 },
      ],
      tickets: [{ id: team.ticketId, isDefault: true, name: null, approved: 2, checkedIn: 2 }],
    });
  });

  it('is empty for an event without guests, and fills gaps only up to 400 days', async () => {
    t.clock.set('2026-06-01T00:00:00Z');
    const team = await guestTeam(t);
    const res = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, '/dashboard'),
      headers: asActor(team.owner),
    });
    expect(res.json().data).toMatchObject({ total: 0, registrationsOverTime: [], checkInsOverTime: [], checkIn: { rate: 0 } });
    expect(
      fillDays([
        { date: '2020-01-01', count: 1 },
        { date: '2026-01-01', count: 2 },
      ]),
    ).toEqual([
      { date: '2020-01-01', count: 1, cumulative: 1 },
      { date: '2026-01-01', count: 2, cumulative: 3 },
    ]);
  });
});
