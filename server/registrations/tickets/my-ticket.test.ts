import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor } from '../../test/factories.ts';
import { addToTeam } from '../../test/events.ts';
import { asActor, cancel, guestUser, publishedEvent, registerMember } from '../../test/registrations.ts';
import { resolveTicketQr } from './ticket-qr.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('resolveTicketQr (the check-in scanner reads tickets with it)', () => {
  it("finds the registration for its own event; other events' tickets, altered and foreign codes do not pass", async () => {
    const { host, event } = await publishedEvent(t);
    const other = await publishedEvent(t);
    const { res } = await registerMember(t, host, event.id);
    const { payload } = res.json().data.registration.qr as { payload: string };

    const ok = await resolveTicketQr(t.db, payload, event.id);
    expect(ok).toMatchObject({
      ok: true,
      registration: { id: res.json().data.registration.id, eventId: event.id, status: 'APPROVED' },
    });
    expect(await resolveTicketQr(t.db, payload, other.event.id)).toEqual({ ok: false, reason: 'OTHER_EVENT' });
    const secret = payload.split('.')[2];
    const altered = payload.replace(secret, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`);
    expect(await resolveTicketQr(t.db, altered, event.id)).toEqual({ ok: false, reason: 'UNKNOWN_TICKET' });
    expect(await resolveTicketQr(t.db, payload.replace(/\.[0-9a-f-]{36}\./, `.${randomUUID()}.`), event.id)).toEqual({
      ok: false,
      reason: 'UNKNOWN_TICKET',
    });
    for (const junk of ['', 'hello', `${payload}x`, payload.toLowerCase(), 'https://moim.example/events/x', 'x'.repeat(5000)]) {
      expect((await resolveTicketQr(t.db, junk, event.id)).ok).toBe(false);
    }
  });

  it('lets no random or altered payload through', async () => {
    const { host, event } = await publishedEvent(t);
    const { res } = await registerMember(t, host, event.id);
    const payload = res.json().data.registration.qr.payload as string;
    const registrationId = res.json().data.registration.id as string;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 120 }),
          fc.constant(null).map(() => `MOIM-T1.${registrationId}.${randomBytes(32).toString('base64url')}`),
          fc
            .nat({ max: payload.length - 1 })
            .map((i) => `${payload.slice(0, i)}${payload[i] === '0' ? '1' : '0'}${payload.slice(i + 1)}`),
        ),
        async (candidate) => {
          if (candidate === payload) return;
          expect((await resolveTicketQr(t.db, candidate, event.id)).ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a new registration after cancelling gets a new code; the old one is dead', async () => {
    const { host, event } = await publishedEvent(t);
    const { guest, res } = await registerMember(t, host, event.id);
    const old = res.json().data.registration.qr.payload as string;
    await cancel(t, event.id, asActor(guest));
    const again = await registerMember(t, host, event.id, guest);
    expect((await resolveTicketQr(t.db, old, event.id)).ok).toBe(false);
    expect((await resolveTicketQr(t.db, again.res.json().data.registration.qr.payload, event.id)).ok).toBe(true);
  });
});

describe('My events', () => {
  it('GET /v1/me/events shows the events I registered for in Upcoming, then Past; cancelled ones leave', async () => {
    const { host, event } = await publishedEvent(t, { title: 'Upcoming Talk' });
    const later = await publishedEvent(t, { title: 'Cancelled Talk' });
    const member = await guestUser(t);
    await registerMember(t, host, event.id, member);
    await registerMember(t, later.host, later.event.id, member);
    await cancel(t, later.event.id, asActor(member));
    const upcoming = await t.app.inject({ method: 'GET', url: '/v1/me/events?tab=upcoming', headers: asActor(member) });
    expect(upcoming.json().data.items.map((e: { title: string }) => e.title)).toEqual(['Upcoming Talk']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/me/events?tab=hosting', headers: asActor(member) })).json().data.items,
    ).toEqual([]);

    t.clock.set('2026-06-09T00:00:00.000Z');
    const cookie = await sessionCookieFor(t, member.user);
    const past = await t.app.inject({ method: 'GET', url: '/v1/me/events?tab=past', headers: { cookie } });
    expect(past.json().data.items.map((e: { title: string }) => e.title)).toEqual(['Upcoming Talk']);
    t.clock.set('2026-06-01T00:00:00.000Z');
  });

  it('GET /v1/users/events lists my registrations with their labels; inactive ones on request', async () => {
    const member = await guestUser(t);
    const a = await publishedEvent(t, {
      title: 'First',
      startsAt: '2026-06-05T10:00:00.000Z',
      endsAt: '2026-06-05T12:00:00.000Z',
    });
    const b = await publishedEvent(t, { title: 'Second', maxParticipants: 1, waitlistEnabled: true });
    const c = await publishedEvent(t, {
      title: 'Third',
      startsAt: '2026-06-10T10:00:00.000Z',
      endsAt: '2026-06-10T12:00:00.000Z',
    });
    await registerMember(t, a.host, a.event.id, member);
    await registerMember(t, b.host, b.event.id);
    await registerMember(t, b.host, b.event.id, member);
    await registerMember(t, c.host, c.event.id, member);
    await cancel(t, c.event.id, asActor(member));

    const list = await t.app.inject({ method: 'GET', url: '/v1/users/events?tab=upcoming', headers: asActor(member) });
    const items = list.json().data.items as { event: { title: string }; label: string; waitlistPosition: number | null }[];
    expect(items.map((i) => [i.event.title, i.label, i.waitlistPosition])).toEqual([
      ['First', 'APPROVED', null],
      ['Second', 'WAITLIST', 1],
    ]);
    const paged = await t.app.inject({ method: 'GET', url: '/v1/users/events?tab=upcoming&take=1', headers: asActor(member) });
    expect(paged.json().data).toMatchObject({ hasMore: true, items: [{ event: { title: 'First' } }] });
    const next = await t.app.inject({
      method: 'GET',
      url: `/v1/users/events?tab=upcoming&take=1&cursorId=${paged.json().data.cursorId}`,
      headers: asActor(member),
    });
    expect(next.json().data).toMatchObject({ hasMore: false, items: [{ event: { title: 'Second' } }] });
    const all = await t.app.inject({ method: 'GET', url: '/v1/users/events?includeInactive=true', headers: asActor(member) });
    expect(all.json().data.items.map((i: { label: string }) => i.label)).toContain('CANCELLED');
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/events' })).json().errorCode).toBe('G01001');
  });

  it('GET /v1/users/{userId}/events/{eventId}: for the person and the host team, nobody else', async () => {
    const { host, event } = await publishedEvent(t);
    const member = await guestUser(t);
    const staff = await guestUser(t);
    await addToTeam(t, host, event.id, staff, 'STAFF');
    const path = `/v1/users/${member.user.id}/events/${event.id}`;
    expect((await t.app.inject({ method: 'GET', url: path, headers: asActor(member) })).json().data).toEqual({
      userId: member.user.id,
      eventId: event.id,
      label: 'NOT_REGISTERED',
      registration: null,
    });
    await registerMember(t, host, event.id, member);
    for (const viewer of [member, host, staff]) {
      expect((await t.app.inject({ method: 'GET', url: path, headers: asActor(viewer) })).json().data).toMatchObject({
        label: 'APPROVED',
        registration: { userId: member.user.id },
      });
    }
    const stranger = await guestUser(t);
    expect((await t.app.inject({ method: 'GET', url: path, headers: asActor(stranger) })).json().errorCode).toBe('G04003');
  });
});

describe('the online address', () => {
  it('shows to approved guests on the event page and their ticket, not to pending ones', async () => {
    const { host, event } = await publishedEvent(t, {
      approvalRequired: true,
      location: { mode: 'ONLINE', url: 'https://meet.example.com/room-7' },
    });
    const { guest, res } = await registerMember(t, host, event.id);
    const page = () => t.app.inject({ method: 'GET', url: `/v1/events/info?handle=${event.handle}`, headers: asActor(guest) });
    expect((await page()).json().data.location).toEqual({ mode: 'ONLINE', url: null });
    expect(res.json().data.registration.onlineUrl).toBeNull();
    const { changeRegistrationStatus } = await import('../registering/registration-status.service.ts');
    const { loadSessionSecret } = await import('../../platform/secrets.ts');
    await changeRegistrationStatus(
      { db: t.db, env: t.env, clock: t.clock, kickOutbox: () => {}, sessionSecret: loadSessionSecret(t.env), files: t.files },
      host.user.id,
      event.id,
      res.json().data.registration.id,
      'APPROVED',
    );
    expect((await page()).json().data.location).toEqual({ mode: 'ONLINE', url: 'https://meet.example.com/room-7' });
    const mine = await t.app.inject({ method: 'GET', url: `/v1/events/${event.id}/me`, headers: asActor(guest) });
    expect(mine.json().data.registration.onlineUrl).toBe('https://meet.example.com/room-7');
  });
});
