// Only a community's event can be MEMBER_ONLY: the API refuses it elsewhere with 400 G20018 on the
// visibility field, and the check constraint events_member_only_in_community refuses what skips the API.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createCommunity, createCommunityEventAs, type TestCommunity } from '../../test/community-people.ts';
import { createEventAs, eventInput, proUser, type Actor } from '../../test/events.ts';

let t: TestApp;
let host: Actor;
let acme: TestCommunity;
beforeAll(async () => {
  t = await createTestApp();
  host = await proUser(t);
  acme = await createCommunity(t, 'Acme');
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/events', headers: { cookie: host.cookie, ...headers }, payload });
const patch = (actor: Actor, eventId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/v1/event-managements/${eventId}`, headers: { cookie: actor.cookie }, payload });
const stored = async (eventId: string) => (await t.db.select().from(events).where(eq(events.id, eventId)))[0];

const refusal = {
  statusCode: 400,
  errorCode: 'G20018',
  message: "Only a community's events can be for members only.",
  fields: { visibility: "Only a community's events can be for members only." },
};

describe('an ordinary event (no community)', () => {
  it('cannot be created MEMBER_ONLY: 400 G20018 on visibility, in either language, and nothing is stored', async () => {
    const title = 'Members only, but of nothing';
    expect((await create(eventInput({ title, visibility: 'MEMBER_ONLY' }))).json()).toEqual(refusal);
    const korean = (await create(eventInput({ title, visibility: 'MEMBER_ONLY' }), { 'accept-language': 'ko' })).json();
    expect(korean).toMatchObject({
      statusCode: 400,
      errorCode: 'G20018',
      message: '커뮤니티 이벤트만 멤버 전용으로 할 수 있습니다.',
    });
    expect(korean.fields.visibility).toBe('커뮤니티 이벤트만 멤버 전용으로 할 수 있습니다.');
    expect(await t.db.select().from(events).where(eq(events.title, title))).toEqual([]);
    for (const visibility of ['PUBLIC', 'SECRET'] as const) {
      expect((await create(eventInput({ visibility }))).statusCode).toBe(201);
    }
  });

  it('cannot be changed to MEMBER_ONLY: 400 G20018, and nothing else in that request is saved', async () => {
    const event = await createEventAs(t, host, { visibility: 'SECRET' });
    const res = await patch(host, event.id, { title: 'Renamed', visibility: 'MEMBER_ONLY' });
    expect(res.json()).toEqual(refusal);
    expect(await stored(event.id)).toMatchObject({ title: 'Seoul AI Meetup', visibility: 'SECRET', communityId: null });
    expect((await patch(host, event.id, { visibility: 'PUBLIC' })).json().data.visibility).toBe('PUBLIC');
  });
});

describe("a community's event", () => {
  it('may be created MEMBER_ONLY, and changed to and from it', async () => {
    const members = await createCommunityEventAs(t, acme, { visibility: 'MEMBER_ONLY' });
    expect(members).toMatchObject({ communityId: acme.id, visibility: 'MEMBER_ONLY' });
    const open = await createCommunityEventAs(t, acme, { visibility: 'PUBLIC' });
    const closed = await patch(acme.owner, open.id, { visibility: 'MEMBER_ONLY' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ communityId: acme.id, visibility: 'MEMBER_ONLY' });
    expect((await patch(acme.owner, open.id, { visibility: 'SECRET' })).json().data.visibility).toBe('SECRET');
    // Editing a MEMBER_ONLY event's other fields leaves it as it is.
    expect((await patch(acme.owner, members.id, { title: 'Members dinner' })).json().data).toMatchObject({
      title: 'Members dinner',
      visibility: 'MEMBER_ONLY',
    });
  });
});

describe('the events table', () => {
  type DatabaseErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };
  /** The PostgreSQL error a write failed with (drivers wrap it), as code and constraint. */
  async function failureOf(write: Promise<unknown>) {
    const error = await write.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    for (
      let current = error as DatabaseErrorLike | undefined;
      current;
      current = current.cause as DatabaseErrorLike | undefined
    ) {
      if (current.code) return { code: current.code, constraint: current.constraint };
    }
    return error;
  }
  const violation = { code: '23514', constraint: 'events_member_only_in_community' };

  it('refuses a MEMBER_ONLY row without a community, inserted or updated directly', async () => {
    const now = t.clock.now();
    const row = {
      handle: 'no-community-members',
      type: 'EVENT' as const,
      title: 'Direct insert',
      startsAt: now,
      endsAt: now,
      timezone: 'Asia/Seoul',
      locationMode: 'ONLINE' as const,
      onlineUrl: 'https://meet.example.com/direct',
      createdAt: now,
      updatedAt: now,
    };
    expect(await failureOf(t.db.insert(events).values({ ...row, visibility: 'MEMBER_ONLY' }))).toEqual(violation);
    const [plain] = await t.db.insert(events).values(row).returning();
    expect(plain).toMatchObject({ visibility: 'PUBLIC', communityId: null });
    expect(await failureOf(t.db.update(events).set({ visibility: 'MEMBER_ONLY' }).where(eq(events.id, plain.id)))).toEqual(
      violation,
    );
    const [inCommunity] = await t.db
      .insert(events)
      .values({ ...row, handle: 'community-members', visibility: 'MEMBER_ONLY', communityId: acme.id })
      .returning();
    expect(inCommunity).toMatchObject({ visibility: 'MEMBER_ONLY', communityId: acme.id });
  });
});
