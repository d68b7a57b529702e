import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHosts } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createEventAs, proUser, publish, type Actor } from '../../test/events.ts';

let t: TestApp;
let owner: Actor;
beforeAll(async () => {
  t = await createTestApp();
  owner = await proUser(t);
});
afterAll(async () => {
  await t.close();
});

const manage = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, actor: Actor = owner) =>
  t.app.inject({
    method,
    url: `/v1/event-managements/${url}`,
    headers: { cookie: actor.cookie },
    ...(payload ? { payload } : {}),
  });

describe('GET and PATCH /v1/event-managements/{id}', () => {
  it('answers the whole event', async () => {
    const event = await createEventAs(t, owner, { location: { mode: 'ONLINE', url: 'meet.example.com/x' } });
    const data = (await manage('GET', event.id)).json().data;
    expect(data).toMatchObject({ id: event.id, myRole: 'HOST', location: { mode: 'ONLINE', url: 'https://meet.example.com/x' } });
    expect(data.createdAt).toBe(t.clock.now().toISOString());
  });

  it('changes only what it is given, and stamps updatedAt', async () => {
    const event = await createEventAs(t, owner, { maxParticipants: 50, loungeEnabled: true });
    t.clock.advance(1000);
    const res = await manage('PATCH', event.id, { title: 'Renamed', maxParticipants: null });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      title: 'Renamed',
      maxParticipants: null,
      loungeEnabled: true,
      eventTypes: ['MEETUP'],
      description: event.description,
    });
    expect(data.updatedAt).not.toBe(data.createdAt);
  });

  it('applies the same validation as creation', async () => {
    const event = await createEventAs(t, owner);
    for (const [body, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(101) }, 'title'],
      [{ timezone: 'Nowhere/Town' }, 'timezone'],
      [{ startsAt: '2026-06-08T12:00:00Z', endsAt: '2026-06-08T11:00:00Z' }, 'endsAt'],
      [{ location: { mode: 'ONLINE', url: 'javascript:alert(1)' } }, 'location.url'],
      [{ maxParticipants: 0 }, 'maxParticipants'],
      [{ visibility: 'HIDDEN' }, 'visibility'],
      [{ coverImageUrl: 'ftp://x.example/a.png' }, 'coverImageUrl'],
    ] as const) {
      const answer = (await manage('PATCH', event.id, body)).json();
      expect(answer, JSON.stringify(body)).toMatchObject({ statusCode: 400, errorCode: 'G00100' });
      expect(Object.keys(answer.fields)).toContain(field);
    }
    expect((await manage('PATCH', event.id, { eventFields: ['NOT_A_FIELD'] })).json().errorCode).toBe('G20008');
  });

  it('checks a new end against the stored start (and the reverse)', async () => {
    const event = await createEventAs(t, owner);
    const early = (await manage('PATCH', event.id, { endsAt: '2026-06-08T09:00:00.000Z' })).json();
    expect(early).toMatchObject({ statusCode: 400, errorCode: 'G00100', fields: { endsAt: 'The end must be after the start.' } });
    const koEarly = await t.app.inject({
      method: 'PATCH',
      url: `/v1/event-managements/${event.id}`,
      headers: { cookie: owner.cookie, 'accept-language': 'ko' },
      payload: { startsAt: '2026-06-09T00:00:00.000Z' },
    });
    expect(koEarly.json().fields).toEqual({ endsAt: '종료 시간은 시작 시간 이후여야 합니다.' });
    expect((await manage('PATCH', event.id, { endsAt: '2026-06-09T12:00:00.000Z' })).json().data.endsAt).toBe(
      '2026-06-09T12:00:00.000Z',
    );
  });

  it('turning all-day on snaps the stored times to whole days in the event timezone', async () => {
    const event = await createEventAs(t, owner);
    expect((await manage('PATCH', event.id, { allDay: true })).json().data).toMatchObject({
      allDay: true,
      startsAt: '2026-06-07T15:00:00.000Z',
      endsAt: '2026-06-08T14:59:59.999Z',
    });
  });

  it('switching to online drops the venue, and back', async () => {
    const event = await createEventAs(t, owner);
    const online = (await manage('PATCH', event.id, { location: { mode: 'ONLINE', url: 'https://meet.example.com/a' } })).json()
      .data;
    expect(online.location).toEqual({ mode: 'ONLINE', url: 'https://meet.example.com/a' });
    const offline = (
      await manage('PATCH', event.id, { location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: 'Pangyo' } } })
    ).json().data;
    expect(offline.location).toEqual({
      mode: 'OFFLINE',
      venue: { type: 'MANUAL', fullAddress: 'Pangyo', placeId: null },
      detail: null,
    });
  });

  it('sanitises the description on update too', async () => {
    const event = await createEventAs(t, owner);
    const data = (await manage('PATCH', event.id, { description: '<img src=x onerror=alert(1)><p>fine</p>' })).json().data;
    expect(data.description).toBe('<p>fine</p>');
  });

  it('does not let the handle, type or links change through the form', async () => {
    const event = await createEventAs(t, owner);
    const data = (
      await manage('PATCH', event.id, { handle: 'sneaky-handle', type: 'HACKATHON', photoLink: 'https://x.example' })
    ).json().data;
    expect(data).toMatchObject({ handle: event.handle, type: 'EVENT', photoLink: null });
  });
});

describe('publish and unpublish', () => {
  it('publishes once, keeps the first publication time on a repeat, and unpublishes', async () => {
    const event = await createEventAs(t, owner);
    const first = (await manage('POST', `${event.id}/publish`)).json().data;
    expect(first).toMatchObject({ status: 'PUBLISHED', publishedAt: t.clock.now().toISOString() });
    t.clock.advance(60_000);
    expect((await manage('POST', `${event.id}/publish`)).json().data.publishedAt).toBe(first.publishedAt);
    expect((await manage('POST', `${event.id}/unpublish`)).json().data).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect((await manage('POST', `${event.id}/unpublish`)).json().data.status).toBe('DRAFT');
  });
});

describe('PATCH …/url', () => {
  it('changes the handle; the old link stops working', async () => {
    const event = await createEventAs(t, owner);
    await publish(t, owner, event.id);
    expect((await manage('PATCH', `${event.id}/url`, { handle: 'Brand-New-Handle' })).json().data.handle).toBe(
      'Brand-New-Handle',
    );
    expect((await t.app.inject({ url: `/v1/events/info?handle=${event.handle}` })).json().errorCode).toBe('G04002');
    expect((await t.app.inject({ url: '/v1/events/info?handle=brand-new-handle' })).statusCode).toBe(200);
  });

  it('may change the capitals of its own handle', async () => {
    const event = await createEventAs(t, owner, { handle: 'case-change' });
    expect((await manage('PATCH', `${event.id}/url`, { handle: 'Case-Change' })).json().data.handle).toBe('Case-Change');
  });

  it('refuses a handle in use by another event, or reserved, with 409 G09006', async () => {
    await createEventAs(t, owner, { handle: 'taken-handle' });
    const event = await createEventAs(t, owner);
    for (const handle of ['taken-handle', 'TAKEN-handle', 'new']) {
      expect((await manage('PATCH', `${event.id}/url`, { handle })).json()).toMatchObject({
        statusCode: 409,
        errorCode: 'G09006',
      });
    }
  });

  it('validates the handle', async () => {
    const event = await createEventAs(t, owner);
    for (const handle of ['ab', 'with space', 'x'.repeat(51), '']) {
      expect((await manage('PATCH', `${event.id}/url`, { handle })).json()).toMatchObject({
        statusCode: 400,
        errorCode: 'G00100',
      });
    }
    expect((await manage('PATCH', `${event.id}/url`, {})).json().errorCode).toBe('G00100');
  });
});

describe('PATCH …/photo-link and …/contents-link', () => {
  it('sets a normalised URL and clears it with null or an empty value', async () => {
    const event = await createEventAs(t, owner);
    expect(
      (await manage('PATCH', `${event.id}/photo-link`, { photoLink: 'photos.example.com/album/1' })).json().data.photoLink,
    ).toBe('https://photos.example.com/album/1');
    expect(
      (await manage('PATCH', `${event.id}/contents-link`, { contentsLink: 'http://http://slides.example.com' })).json().data
        .contentsLink,
    ).toBe('https://slides.example.com');
    expect((await manage('PATCH', `${event.id}/photo-link`, { photoLink: null })).json().data.photoLink).toBeNull();
    expect((await manage('PATCH', `${event.id}/contents-link`, { contentsLink: '' })).json().data.contentsLink).toBeNull();
  });

  it('refuses what is not a URL', async () => {
    const event = await createEventAs(t, owner);
    for (const value of ['javascript:alert(1)', 'not a url', 'https://', 42]) {
      expect((await manage('PATCH', `${event.id}/photo-link`, { photoLink: value })).json(), String(value)).toMatchObject({
        errorCode: 'G00100',
        fields: { photoLink: expect.any(String) },
      });
      expect((await manage('PATCH', `${event.id}/contents-link`, { contentsLink: value })).json().errorCode).toBe('G00100');
    }
  });
});

describe('DELETE /v1/event-managements/{id}', () => {
  it('deletes the event and its host team, and frees the handle', async () => {
    const event = await createEventAs(t, owner, { handle: 'to-be-freed' });
    expect((await manage('DELETE', event.id)).json()).toEqual({ data: { id: event.id } });
    expect((await manage('GET', event.id)).json().errorCode).toBe('G04002');
    expect(await t.db.select().from(eventHosts).where(eq(eventHosts.eventId, event.id))).toEqual([]);
    expect((await createEventAs(t, owner, { handle: 'to-be-freed' })).handle).toBe('to-be-freed');
    expect((await manage('DELETE', event.id)).json().errorCode).toBe('G04002');
  });
});
