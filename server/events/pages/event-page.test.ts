import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createEventAs, eventInput, hostTeam, proUser, publish, type Actor } from '../../test/events.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof hostTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await hostTeam(t, { location: { mode: 'ONLINE', url: 'https://meet.example.com/room-1' } });
});
afterAll(async () => {
  await t.close();
});

const page = (handle: string, actor?: Actor) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/events/info?handle=${encodeURIComponent(handle)}`,
    headers: actor ? { cookie: actor.cookie } : {},
  });

describe('GET /v1/events/info: drafts', () => {
  it('answers 404 G04002 to everyone outside the host team', async () => {
    for (const actor of [undefined, team.stranger, team.otherHost]) {
      expect((await page(team.event.handle, actor)).json()).toMatchObject({
        statusCode: 404,
        errorCode: 'G04002',
        message: 'This event may be unpublished or no longer available.',
      });
    }
  });

  it('shows the draft to the host team, with their role', async () => {
    for (const [actor, role] of [
      [team.owner, 'HOST'],
      [team.coHost, 'CO_HOST'],
      [team.staff, 'STAFF'],
    ] as const) {
      const res = await page(team.event.handle, actor);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'DRAFT', myRole: role });
    }
  });
});

describe('GET /v1/events/info: published', () => {
  beforeAll(async () => {
    await publish(t, team.owner, team.event.id);
  });

  it('opens to anyone, with the public hosts (owner first, no staff) and no role', async () => {
    const data = (await page(team.event.handle)).json().data;
    expect(data).toMatchObject({ status: 'PUBLISHED', myRole: null, registrationState: 'OPEN', title: 'Seoul AI Meetup' });
    expect(data.hosts).toEqual([
      { userId: team.owner.user.id, name: 'Owner Kim', avatarUrl: null, role: 'HOST' },
      { userId: team.coHost.user.id, name: 'Co Host Lee', avatarUrl: null, role: 'CO_HOST' },
    ]);
    expect(data.publishedAt).toBe(t.clock.now().toISOString());
  });

  it('finds the handle whatever its capitals, and nothing for what cannot be a handle', async () => {
    expect((await page(team.event.handle.toUpperCase())).statusCode).toBe(200);
    for (const handle of ['', 'x', "a'; drop table events; --", '../etc', 'a'.repeat(60)]) {
      expect((await page(handle)).json().errorCode).toMatch(/G04002|G00100/);
    }
  });

  it('shows the online URL only to the host team', async () => {
    for (const actor of [undefined, team.stranger, team.otherHost]) {
      expect((await page(team.event.handle, actor)).json().data.location).toEqual({ mode: 'ONLINE', url: null });
    }
    for (const actor of [team.owner, team.coHost, team.staff]) {
      expect((await page(team.event.handle, actor)).json().data.location).toEqual({
        mode: 'ONLINE',
        url: 'https://meet.example.com/room-1',
      });
    }
  });

  it('always shows an offline venue', async () => {
    const event = await createEventAs(t, team.owner);
    await publish(t, team.owner, event.id);
    expect((await page(event.handle)).json().data.location).toMatchObject({
      mode: 'OFFLINE',
      venue: { fullAddress: '1 Teheran-ro, Gangnam-gu, Seoul' },
      detail: '3rd floor',
    });
  });

  it('opens SECRET and unlisted events to whoever has the link', async () => {
    for (const overrides of [{ visibility: 'SECRET' as const }, { listed: false }]) {
      const event = await createEventAs(t, team.owner, overrides);
      await publish(t, team.owner, event.id);
      expect((await page(event.handle)).statusCode).toBe(200);
      expect((await page(event.handle, team.stranger)).statusCode).toBe(200);
    }
  });

  it('never hides an ordinary event as MEMBER_ONLY: creating one and turning one into it are 400 G20018 (community events: member-only-events.test.ts)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/events',
      headers: { cookie: team.owner.cookie },
      payload: eventInput({ visibility: 'MEMBER_ONLY' }),
    });
    expect(created.json()).toMatchObject({ statusCode: 400, errorCode: 'G20018' });
    const event = await createEventAs(t, team.owner);
    await publish(t, team.owner, event.id);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/event-managements/${event.id}`,
      headers: { cookie: team.owner.cookie },
      payload: { visibility: 'MEMBER_ONLY' },
    });
    expect(patched.json()).toMatchObject({ statusCode: 400, errorCode: 'G20018' });
    expect((await page(event.handle, team.stranger)).json().data).toMatchObject({ visibility: 'PUBLIC' });
  });

  it('answers 404 again once unpublished', async () => {
    const event = await createEventAs(t, team.owner);
    await publish(t, team.owner, event.id);
    await t.app.inject({
      method: 'POST',
      url: `/v1/event-managements/${event.id}/unpublish`,
      headers: { cookie: team.owner.cookie },
    });
    expect((await page(event.handle)).json().errorCode).toBe('G04002');
    expect((await page(event.handle, team.owner)).statusCode).toBe(200);
  });

  it('answers 404 for a deleted event and for a handle that never existed', async () => {
    const owner = await proUser(t);
    const event = await createEventAs(t, owner);
    await publish(t, owner, event.id);
    await t.app.inject({ method: 'DELETE', url: `/v1/event-managements/${event.id}`, headers: { cookie: owner.cookie } });
    expect((await page(event.handle)).json().errorCode).toBe('G04002');
    expect((await page('never-existed-here')).json().errorCode).toBe('G04002');
  });
});

describe('registration state', () => {
  it('is OPEN until the event ends and CLOSED from its end (no tickets yet)', async () => {
    const event = await createEventAs(t, team.owner, {
      startsAt: '2026-06-01T10:00:00.000Z',
      endsAt: '2026-06-01T12:00:00.000Z',
    });
    await publish(t, team.owner, event.id);
    const state = async () => (await page(event.handle)).json().data.registrationState;
    t.clock.set('2026-06-01T11:59:59.999Z');
    expect(await state()).toBe('OPEN');
    t.clock.set('2026-06-01T12:00:00.000Z');
    expect(await state()).toBe('CLOSED');
    t.clock.set('2026-06-01T00:00:00.000Z');
  });
});
