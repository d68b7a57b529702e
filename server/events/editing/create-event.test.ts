import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventHosts, events } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { createEventAs, eventInput, proUser, type Actor } from '../../test/events.ts';

let t: TestApp;
let host: Actor;
beforeAll(async () => {
  t = await createTestApp();
  host = await proUser(t);
});
afterAll(async () => {
  await t.close();
});

const create = (payload: unknown, cookie = host.cookie, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/events', headers: { cookie, ...headers }, payload: payload as object });

describe('POST /v1/events: who may create', () => {
  it('creates a draft for a PRO user, who becomes its owner (HOST)', async () => {
    const res = await create(eventInput());
    expect(res.statusCode).toBe(201);
    const event = res.json().data;
    expect(event).toMatchObject({
      status: 'DRAFT',
      publishedAt: null,
      myRole: 'HOST',
      type: 'EVENT',
      visibility: 'PUBLIC',
      listed: true,
    });
    expect(event).toMatchObject({
      maxParticipants: null,
      loungeEnabled: false,
      waitlistEnabled: false,
      approvalRequired: false,
      photoLink: null,
    });
    const team = await t.db.select().from(eventHosts).where(eq(eventHosts.eventId, event.id));
    expect(team).toEqual([expect.objectContaining({ userId: host.user.id, role: 'HOST' })]);
  });

  it('refuses a signed-in user without PRO with 403 G01019, before looking at the body', async () => {
    const member = await signedInUser(t);
    expect((await create(eventInput(), member.cookie)).json()).toMatchObject({ statusCode: 403, errorCode: 'G01019' });
    expect((await create({ title: '' }, member.cookie)).json()).toMatchObject({ statusCode: 403, errorCode: 'G01019' });
  });

  it('asks anonymous visitors to sign in (401 G01001)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/events', payload: eventInput() });
    expect(res.json()).toMatchObject({ statusCode: 401, errorCode: 'G01001' });
  });

  it('creates a hackathon when asked', async () => {
    expect((await create(eventInput({ type: 'HACKATHON' }))).json().data.type).toBe('HACKATHON');
  });
});

describe('POST /v1/events: the handle', () => {
  it('generates a unique, readable handle from the title', async () => {
    const handles = new Set<string>();
    for (let i = 0; i < 5; i += 1) handles.add((await createEventAs(t, host, { title: 'Seoul AI Meetup!' })).handle);
    expect(handles.size).toBe(5);
    for (const handle of handles) expect(handle).toMatch(/^seoul-ai-meetup-[a-z0-9]{6}$/);
  });

  it('generates a random handle for a title without Latin letters', async () => {
    expect((await createEventAs(t, host, { title: '서울 개발자 밋업' })).handle).toMatch(/^[a-z0-9]{10}$/);
  });

  it('keeps a chosen handle as written and refuses it again in any capitals (409 G09006)', async () => {
    expect((await createEventAs(t, host, { handle: 'Chosen-Handle-1' })).handle).toBe('Chosen-Handle-1');
    const again = await create(eventInput({ handle: 'chosen-HANDLE-1' }));
    expect(again.json()).toMatchObject({ statusCode: 409, errorCode: 'G09006', message: 'This event handle is already in use.' });
  });

  it("refuses the app's own paths as handles (409 G09006)", async () => {
    for (const handle of ['new', 'MyTicket', 'management'])
      expect((await create(eventInput({ handle }))).json().errorCode).toBe('G09006');
  });

  it.each([
    ['ab', 'The handle must be 3 to 50 characters.'],
    ['a'.repeat(51), 'The handle must be 3 to 50 characters.'],
    ['has space', 'Use only English letters, numbers and hyphens.'],
    ['한글핸들', 'Use only English letters, numbers and hyphens.'],
    ['under_score', 'Use only English letters, numbers and hyphens.'],
  ])('refuses the handle %j', async (handle, message) => {
    expect((await create(eventInput({ handle }))).json()).toMatchObject({
      statusCode: 400,
      errorCode: 'G00100',
      fields: { handle: message },
    });
  });

  it('accepts 3 and 50 characters', async () => {
    expect((await create(eventInput({ handle: 'abc' }))).statusCode).toBe(201);
    expect((await create(eventInput({ handle: 'b'.repeat(50) }))).statusCode).toBe(201);
  });
});

describe('POST /v1/events: the fields', () => {
  const invalid = async (overrides: Record<string, unknown>, field: string, message?: string) => {
    const body = (await create({ ...eventInput(), ...overrides })).json();
    expect(body).toMatchObject({ statusCode: 400, errorCode: 'G00100' });
    expect(Object.keys(body.fields)).toContain(field);
    if (message) expect(body.fields[field]).toBe(message);
  };

  it('requires a title of at most 100 characters', async () => {
    await invalid({ title: '   ' }, 'title', 'This field is required.');
    await invalid({ title: undefined }, 'title');
    await invalid({ title: 'x'.repeat(101) }, 'title', 'The title can be at most 100 characters.');
    expect((await create(eventInput({ title: 'x'.repeat(100) }))).statusCode).toBe(201);
  });

  it('answers the messages in Korean when asked', async () => {
    const body = (await create({ ...eventInput(), title: '' }, host.cookie, { 'accept-language': 'ko' })).json();
    expect(body.fields.title).toBe('필수 항목입니다.');
  });

  it('requires times with an offset, the end after the start, and a real timezone', async () => {
    await invalid({ startsAt: '2026-06-08 10:00' }, 'startsAt', 'Please enter a valid date.');
    await invalid({ endsAt: 'tomorrow' }, 'endsAt');
    await invalid({ endsAt: '2026-06-08T09:00:00.000Z' }, 'endsAt', 'The end must be after the start.');
    await invalid({ endsAt: '2026-06-08T10:00:00.000Z' }, 'endsAt', 'The end must be after the start.');
    await invalid({ timezone: 'Mars/Olympus' }, 'timezone', 'Please choose a valid time zone.');
    await invalid({ timezone: undefined }, 'timezone');
  });

  it('stores an all-day event as whole days in its timezone', async () => {
    const event = await createEventAs(t, host, {
      allDay: true,
      timezone: 'Asia/Seoul',
      startsAt: '2026-06-09T09:30:00+09:00',
      endsAt: '2026-06-10T08:00:00+09:00',
    });
    expect(event).toMatchObject({ allDay: true, startsAt: '2026-06-08T15:00:00.000Z', endsAt: '2026-06-10T14:59:59.999Z' });
  });

  it('accepts a one-day all-day event', async () => {
    const event = await createEventAs(t, host, {
      allDay: true,
      timezone: 'America/New_York',
      startsAt: '2026-11-01T00:00:00-04:00',
      endsAt: '2026-11-01T00:00:00-04:00',
    });
    // 1 November 2026 is the day New York leaves daylight saving time: the day has 25 hours.
    expect(event).toMatchObject({ startsAt: '2026-11-01T04:00:00.000Z', endsAt: '2026-11-02T04:59:59.999Z' });
  });

  it('requires a location: a venue with a full address, or an online URL', async () => {
    await invalid({ location: undefined }, 'location');
    await invalid(
      { location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '' } } },
      'location.venue.fullAddress',
      'This field is required.',
    );
    await invalid({ location: { mode: 'OFFLINE', venue: { type: 'PIGEON', fullAddress: 'x' } } }, 'location.venue.type');
    await invalid({ location: { mode: 'ONLINE', url: 'not a url' } }, 'location.url', 'Please enter a valid URL.');
    await invalid({ location: { mode: 'ONLINE' } }, 'location.url');
    await invalid({ location: { mode: 'MOON' } }, 'location.mode');
  });

  it('limits every location text to 200 characters', async () => {
    const venue = { type: 'MANUAL' as const, fullAddress: 'x' };
    await invalid(
      { location: { mode: 'OFFLINE', venue: { ...venue, fullAddress: 'x'.repeat(201) } } },
      'location.venue.fullAddress',
      'Location can be at most 200 characters.',
    );
    await invalid({ location: { mode: 'OFFLINE', venue: { ...venue, city: 'x'.repeat(201) } } }, 'location.venue.city');
    await invalid(
      { location: { mode: 'OFFLINE', venue, detail: 'x'.repeat(201) } },
      'location.detail',
      'Location can be at most 200 characters.',
    );
    const ok = await createEventAs(t, host, {
      location: { mode: 'OFFLINE', venue: { ...venue, fullAddress: 'y'.repeat(200) }, detail: 'z'.repeat(200) },
    });
    expect(ok.location).toMatchObject({ venue: { fullAddress: 'y'.repeat(200) }, detail: 'z'.repeat(200) });
  });

  it('keeps a suggested place as type GOOGLE with its place id', async () => {
    const venue = {
      type: 'GOOGLE' as const,
      country: 'South Korea',
      region: 'Seoul',
      city: 'Seoul',
      shortAddress: 'COEX',
      fullAddress: '513 Yeongdong-daero, Seoul',
      placeId: 'ChIJ123',
    };
    expect((await createEventAs(t, host, { location: { mode: 'OFFLINE', venue, detail: null } })).location).toEqual({
      mode: 'OFFLINE',
      venue,
      detail: null,
    });
  });

  it('normalises an online URL', async () => {
    const event = await createEventAs(t, host, { location: { mode: 'ONLINE', url: '  https://https://Zoom.us/j/123?pwd=abc ' } });
    expect(event.location).toEqual({ mode: 'ONLINE', url: 'https://zoom.us/j/123?pwd=abc' });
  });

  it('checks categories against the two lists: unknown ones answer 400 G20008', async () => {
    for (const overrides of [
      { eventTypes: ['PARTY'] },
      { eventFields: ['MEETUP'] },
      { eventTypes: ['MEETUP', 'x'.repeat(65)] },
    ]) {
      const body = (await create({ ...eventInput(), ...overrides })).json();
      expect(body).toMatchObject({ statusCode: 400, errorCode: 'G20008', message: 'This category could not be found.' });
    }
    const event = await createEventAs(t, host, { eventTypes: ['WORKSHOP', 'DEMO_DAY', 'WORKSHOP'], eventFields: [] });
    expect(event).toMatchObject({ eventTypes: ['WORKSHOP', 'DEMO_DAY'], eventFields: [] });
  });

  it('takes maximum participants as a positive whole number, or null for unlimited', async () => {
    for (const value of [0, -3, 1.5, '10', 100_001]) await invalid({ maxParticipants: value }, 'maxParticipants');
    expect((await createEventAs(t, host, { maxParticipants: 1 })).maxParticipants).toBe(1);
    expect((await createEventAs(t, host, { maxParticipants: null })).maxParticipants).toBeNull();
  });

  it('knows three visibilities, a listing flag and the settings switches', async () => {
    await invalid({ visibility: 'PRIVATE' }, 'visibility');
    await invalid({ listed: 'yes' }, 'listed');
    const event = await createEventAs(t, host, {
      visibility: 'SECRET',
      listed: false,
      approvalRequired: true,
      loungeEnabled: true,
      waitlistEnabled: true,
    });
    expect(event).toMatchObject({
      visibility: 'SECRET',
      listed: false,
      approvalRequired: true,
      loungeEnabled: true,
      waitlistEnabled: true,
    });
  });

  it('takes a cover image we stored, or an https address, and nothing else', async () => {
    const own = '/v1/files/cover/abcdefghijklmnopqrstuvwx.webp';
    expect((await createEventAs(t, host, { coverImageUrl: own })).coverImageUrl).toBe(own);
    expect((await createEventAs(t, host, { coverImageUrl: 'https://images.example.com/a.jpg' })).coverImageUrl).toBe(
      'https://images.example.com/a.jpg',
    );
    for (const url of [
      'javascript:alert(1)',
      'http://images.example.com/a.jpg',
      '/v1/files/avatars/../../secret',
      'data:image/png;base64,AAAA',
      'https://x.example/a" onerror="x',
    ]) {
      await invalid({ coverImageUrl: url }, 'coverImageUrl');
    }
  });

  it('sanitises the description before storing it', async () => {
    const event = await createEventAs(t, host, {
      description:
        '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p style="color:red">ok <a href="https://a.example">a</a></p>',
    });
    expect(event.description).toBe(
      '<h2>Hi</h2><p>ok <a href="https://a.example" rel="noopener nofollow" target="_blank">a</a></p>',
    );
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row.description).toBe(event.description);
  });

  it('limits the description the editor may send', async () => {
    await invalid({ description: 'x'.repeat(100_001) }, 'description', 'The description is too long.');
  });

  it('refuses an unknown kind of event', async () => {
    await invalid({ type: 'CONFERENCE' }, 'type');
  });
});
