// The live door over real HTTP (inject can't hold a stream open): server-sent events on a listening
// app, and — on the PostgreSQL server — a scan through one app instance seen by a scanner
// connected to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { asActor } from '../../test/registrations.ts';
import { guestTeam, managementUrl, registerGuest, scan, type Team } from '../../test/guests.ts';
import { listen, openStream, type SseEvent } from '../../test/check-in-stream.ts';

const changes = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'check-in')
    .map((e) => e.data as { participantId: string; action: string; source: string; actor: { name: string } });

describe('GET /v1/event-managements/{id}/check-in/stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHECK_IN_HEARTBEAT_MS: '200' } });
    baseUrl = await listen(t);
    team = await guestTeam(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends ready with the counts, then every check-in and undo with fresh counts, to every open scanner', async () => {
    const guest = await registerGuest(t, team.owner, team.event.id);
    const staff = await openStream(baseUrl, team.event.id, team.staff);
    const host = await openStream(baseUrl, team.event.id, team.owner);
    expect(staff.res.status).toBe(200);
    expect(staff.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const [ready] = await staff.waitFor((events) => events.length > 0);
    expect(ready).toMatchObject({ event: 'ready', data: { summary: { approved: 1, checkedIn: 0 } } });

    const started = Date.now();
    expect((await scan(t, team.coHost, team.event.id, guest.registration.qr!.payload)).statusCode).toBe(200);
    for (const stream of [staff, host]) {
      await stream.waitFor((events) => events.some((e) => e.event === 'summary'));
      expect(changes(stream.events)).toEqual([
        expect.objectContaining({
          participantId: guest.registration.id,
          action: 'CHECK_IN',
          source: 'QR',
          actor: { id: team.coHost.user.id, name: 'Co Host Lee' },
        }),
      ]);
      expect(stream.events.find((e) => e.event === 'summary')!.data).toMatchObject({ approved: 1, checkedIn: 1 });
    }
    expect(Date.now() - started).toBeLessThan(3000);

    await t.app.inject({
      method: 'DELETE',
      url: managementUrl(team.event.id, `/participants/${guest.registration.id}/check-in`),
      headers: asActor(team.staff),
    });
    await staff.waitFor((events) => changes(events).length === 2);
    expect(changes(staff.events)[1]).toMatchObject({ action: 'UNDO', source: 'MANUAL' });
    // The second scan of the same ticket is no change: nothing more is pushed for it.
    await scan(t, team.coHost, team.event.id, guest.registration.qr!.payload);
    await scan(t, team.coHost, team.event.id, guest.registration.qr!.payload);
    await staff.waitFor((events) => changes(events).length === 3);
    await new Promise((r) => setTimeout(r, 1500));
    expect(changes(staff.events)).toHaveLength(3);
    expect(staff.raw()).toContain(': heartbeat');
    await staff.close();
    await host.close();

    // A page opened (or reloaded) later starts with the door's activity so far, newest first.
    const later = await openStream(baseUrl, team.event.id, team.staff);
    const [again] = await later.waitFor((events) => events.length > 0);
    const recent = (again.data as { recent: { action: string; participantId: string }[] }).recent;
    expect(recent.map((entry) => entry.action)).toEqual(['CHECK_IN', 'UNDO', 'CHECK_IN']);
    expect(recent.every((entry) => entry.participantId === guest.registration.id)).toBe(true);
    await later.close();
  });

  it('checks access when it opens (401 signed out, 404 outside the team) and drops a member taken off the team', async () => {
    const url = managementUrl(team.event.id, '/check-in/stream');
    expect((await t.app.inject({ method: 'GET', url })).json()).toMatchObject({ statusCode: 401, errorCode: 'G01001' });
    expect((await t.app.inject({ method: 'GET', url, headers: asActor(team.stranger) })).json()).toMatchObject({
      statusCode: 404,
      errorCode: 'G04002',
    });
    expect((await t.app.inject({ method: 'GET', url, headers: asActor(team.otherHost) })).json()).toMatchObject({
      statusCode: 404,
      errorCode: 'G04002',
    });
    const staff = await openStream(baseUrl, team.event.id, team.staff);
    await staff.waitFor((events) => events.length > 0);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: managementUrl(team.event.id, `/hosts/${team.staff.user.id}`),
      headers: asActor(team.owner),
    });
    expect(removed.statusCode).toBe(200);
    expect(await staff.endsWithin(3000)).toBe(true);
  });

  it('ends the stream of a team member who signs out, within one heartbeat, and keeps the others open', async () => {
    // (the staff member was taken off the team above; the co-host signs out here)
    const staff = await openStream(baseUrl, team.event.id, team.coHost);
    const owner = await openStream(baseUrl, team.event.id, team.owner);
    await staff.waitFor((events) => events.length > 0);
    await owner.waitFor((events) => events.length > 0);
    const signedOut = await t.app.inject({ method: 'DELETE', url: '/v1/auth/token', headers: asActor(team.coHost) });
    expect(signedOut.statusCode).toBe(200);
    expect(await staff.endsWithin(t.env.CHECK_IN_HEARTBEAT_MS + 300)).toBe(true);
    expect(await owner.endsWithin(t.env.CHECK_IN_HEARTBEAT_MS + 300)).toBe(false);
    await owner.close();
  });

  it('ends open streams when the app closes, with a hint to reconnect in a second', async () => {
    const other = await createTestApp();
    const otherUrl = await listen(other);
    const otherTeam = await guestTeam(other);
    const stream = await openStream(otherUrl, otherTeam.event.id, otherTeam.owner);
    await stream.waitFor((events) => events.length > 0);
    const started = Date.now();
    await other.close();
    expect(await stream.endsWithin(4000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    // The EventSource reconnects after the last retry it was told: the opening one said 3 s.
    expect(stream.raw().trimEnd().endsWith('retry: 1000')).toBe(true);
  });
});

describe.runIf(onServerDatabase())('the stream across two app instances (PostgreSQL server)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a scan through one instance reaches a scanner connected to the other within a few seconds', async () => {
    const team = await guestTeam(a);
    const guests = [];
    for (let i = 0; i < 3; i += 1) guests.push(await registerGuest(a, team.owner, team.event.id));
    const stream = await openStream(await listen(b), team.event.id, team.staff);
    await stream.waitFor((events) => events.length > 0);
    const started = Date.now();
    await Promise.all(guests.map((guest, i) => scan(i % 2 ? a : b, team.coHost, team.event.id, guest.registration.qr!.payload)));
    await stream.waitFor((events) => changes(events).length === 3 && events.at(-1)!.event === 'summary');
    console.log(`stream: 3 scans on two instances seen by the other's scanner in ${Date.now() - started} ms`);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(new Set(changes(stream.events).map((c) => c.participantId))).toEqual(new Set(guests.map((g) => g.registration.id)));
    expect(stream.events.at(-1)!.data).toMatchObject({ checkedIn: 3, approved: 3 });
    await stream.close();
  });
});
