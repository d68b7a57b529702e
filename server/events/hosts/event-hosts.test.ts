import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHosts } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createUser, signedInUser } from '../../test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createEventAs, hostTeam, type Actor } from '../../test/events.ts';

let t: TestApp;
let receiver: SmtpReceiver;
let w: Awaited<ReturnType<typeof hostTeam>>;
beforeAll(async () => {
  receiver = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: receiver.url } });
  w = await hostTeam(t);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const hosts = (
  actor: Actor,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET',
  suffix = '',
  payload?: object,
  eventId = w.event.id,
) =>
  t.app.inject({
    method,
    url: `/v1/event-managements/${eventId}/hosts${suffix}`,
    headers: { cookie: actor.cookie },
    ...(payload ? { payload } : {}),
  });

describe('the host team', () => {
  it('lists owner, co-hosts and staff with their emails, to the whole team', async () => {
    for (const actor of [w.owner, w.coHost, w.staff]) {
      const data = (await hosts(actor)).json().data;
      expect(data.map((m: { role: string }) => m.role)).toEqual(['HOST', 'CO_HOST', 'STAFF']);
      expect(data[1]).toMatchObject({
        userId: w.coHost.user.id,
        name: 'Co Host Lee',
        email: w.coHost.user.email,
        avatarUrl: null,
      });
    }
  });

  it('adds a user by email (any capitals) and emails them in their language', async () => {
    const newcomer = await createUser(t, { email: 'new.cohost@moim.example', locale: 'ko' });
    const res = await hosts(w.owner, 'POST', '', { email: ' New.CoHost@moim.example ', role: 'CO_HOST' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((m: { userId: string }) => m.userId)).toContain(newcomer.id);
    await t.drainOutbox();
    const [mail] = await receiver.waitFor(1).then(() => receiver.mailsTo('new.cohost@moim.example'));
    expect(mail.subject).toBe('Seoul AI Meetup 호스트 팀에 추가되었습니다');
    expect(mail.text).toContain(`/events/${w.event.id}/management`);
    expect(mail.text).toContain('“Seoul AI Meetup” 이벤트에 공동 호스트로 추가되었습니다.');
  });

  it('G04001 for an email without an account, G20031 for someone already on the team', async () => {
    expect((await hosts(w.owner, 'POST', '', { email: 'nobody.here@moim.example', role: 'STAFF' })).json()).toMatchObject({
      statusCode: 404,
      errorCode: 'G04001',
    });
    for (const member of [w.coHost, w.staff, w.owner]) {
      expect((await hosts(w.owner, 'POST', '', { email: member.user.email, role: 'STAFF' })).json()).toMatchObject({
        statusCode: 409,
        errorCode: 'G20031',
      });
    }
  });

  it('never grants HOST (G20028) and knows only CO_HOST and STAFF (G20032)', async () => {
    const person = await createUser(t);
    expect((await hosts(w.owner, 'POST', '', { email: person.email, role: 'HOST' })).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'G20028',
    });
    for (const role of ['OWNER', 'MANAGER', 'co_host', '']) {
      expect((await hosts(w.owner, 'POST', '', { email: person.email, role })).json().errorCode).toBe('G20032');
    }
    expect((await hosts(w.owner, 'POST', '', { email: 'not-an-email', role: 'STAFF' })).json().errorCode).toBe('G00100');
  });

  it('lets only the owner manage the team (G20033 for co-hosts and staff)', async () => {
    const person = await createUser(t);
    for (const actor of [w.coHost, w.staff]) {
      expect((await hosts(actor, 'POST', '', { email: person.email, role: 'STAFF' })).json()).toMatchObject({
        statusCode: 400,
        errorCode: 'G20033',
      });
      expect((await hosts(actor, 'PATCH', `/${w.staff.user.id}`, { role: 'CO_HOST' })).json().errorCode).toBe('G20033');
    }
    expect((await hosts(w.coHost, 'DELETE', `/${w.staff.user.id}`)).json().errorCode).toBe('G20033');
    expect((await hosts(w.staff, 'DELETE', `/${w.coHost.user.id}`)).json().errorCode).toBe('G20033');
  });

  it('answers 404 G04002 to anyone outside the team, for every host route', async () => {
    for (const actor of [w.stranger, w.otherHost]) {
      for (const [method, suffix, payload] of [
        ['GET', '', undefined],
        ['POST', '', { email: w.stranger.user.email, role: 'STAFF' }],
        ['PATCH', `/${w.staff.user.id}`, { role: 'CO_HOST' }],
        ['DELETE', `/${w.staff.user.id}`, undefined],
      ] as const) {
        expect((await hosts(actor, method, suffix, payload)).json(), `${method} ${suffix}`).toMatchObject({
          statusCode: 404,
          errorCode: 'G04002',
        });
      }
    }
  });

  it("changes a role between CO_HOST and STAFF, never the owner's", async () => {
    const person = await signedInUser(t);
    await hosts(w.owner, 'POST', '', { email: person.user.email, role: 'STAFF' });
    const changed = (await hosts(w.owner, 'PATCH', `/${person.user.id}`, { role: 'CO_HOST' })).json().data;
    expect(changed.find((m: { userId: string }) => m.userId === person.user.id).role).toBe('CO_HOST');
    expect((await hosts(w.owner, 'PATCH', `/${w.owner.user.id}`, { role: 'STAFF' })).json()).toMatchObject({
      errorCode: 'G20027',
    });
    expect((await hosts(w.owner, 'PATCH', `/${person.user.id}`, { role: 'HOST' })).json()).toMatchObject({ errorCode: 'G20028' });
    expect((await hosts(w.owner, 'PATCH', `/${person.user.id}`, { role: 'BOSS' })).json()).toMatchObject({ errorCode: 'G20032' });
    expect((await hosts(w.owner, 'PATCH', `/${w.stranger.user.id}`, { role: 'STAFF' })).json()).toMatchObject({
      errorCode: 'G20030',
    });
    expect((await hosts(w.owner, 'PATCH', '/not-a-uuid', { role: 'STAFF' })).json()).toMatchObject({ errorCode: 'G20030' });
  });

  it('removes co-hosts and staff; never the owner (G20027) nor oneself (G20029); G20030 for a non-member', async () => {
    const person = await signedInUser(t);
    await hosts(w.owner, 'POST', '', { email: person.user.email, role: 'STAFF' });
    expect((await hosts(person, 'DELETE', `/${person.user.id}`)).json()).toMatchObject({ statusCode: 400, errorCode: 'G20029' });
    expect((await hosts(w.coHost, 'DELETE', `/${w.coHost.user.id}`)).json().errorCode).toBe('G20029');
    expect((await hosts(w.owner, 'DELETE', `/${w.owner.user.id}`)).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'G20027',
    });
    expect((await hosts(w.coHost, 'DELETE', `/${w.owner.user.id}`)).json().errorCode).toBe('G20027');
    expect((await hosts(w.owner, 'DELETE', `/${w.stranger.user.id}`)).json().errorCode).toBe('G20030');
    const after = (await hosts(w.owner, 'DELETE', `/${person.user.id}`)).json().data;
    expect(after.map((m: { userId: string }) => m.userId)).not.toContain(person.user.id);
    // Removed from the team, they are a stranger to its management.
    expect(
      (await t.app.inject({ url: `/v1/event-managements/${w.event.id}`, headers: { cookie: person.cookie } })).json().errorCode,
    ).toBe('G04002');
  });

  it('asks anonymous callers to sign in before anything else', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/v1/event-managements/${w.event.id}/hosts${method === 'GET' || method === 'POST' ? '' : `/${w.staff.user.id}`}`,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { bad: true },
      });
      expect(res.json()).toMatchObject({ statusCode: 401, errorCode: 'G01001' });
    }
  });
});

describe('exactly one HOST per event, held by the database', () => {
  it('refuses a second HOST row even when written directly', async () => {
    const event = await createEventAs(t, w.otherHost);
    const intruder = await createUser(t);
    await expect(
      t.db.insert(eventHosts).values({ eventId: event.id, userId: intruder.id, role: 'HOST', addedAt: new Date() }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505', constraint: 'event_hosts_one_host' }),
    });
    await expect(
      t.db
        .update(eventHosts)
        .set({ role: 'HOST' })
        .where(and(eq(eventHosts.eventId, w.event.id), eq(eventHosts.userId, w.coHost.user.id))),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
  });

  it('refuses a second membership of one person and an unknown role', async () => {
    await expect(
      t.db.insert(eventHosts).values({ eventId: w.event.id, userId: w.staff.user.id, role: 'CO_HOST', addedAt: new Date() }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    const person = await createUser(t);
    await expect(
      t.db.insert(eventHosts).values({ eventId: w.event.id, userId: person.id, role: 'OWNER' as 'HOST', addedAt: new Date() }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
  });

  it('creates every event with its one HOST in the same transaction', async () => {
    const rows = await t.db.select({ role: eventHosts.role }).from(eventHosts).where(eq(eventHosts.eventId, w.otherEvent.id));
    expect(rows).toEqual([{ role: 'HOST' }]);
  });
});
