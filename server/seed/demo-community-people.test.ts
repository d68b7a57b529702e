// The demo community's people after seeding: curations a member sees on Home and Members, a
// member-only event its members open and a non-member is refused, and a public community event.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../platform/db/schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { sessionCookieFor } from '../test/factories.ts';
import { demoLoungeGuests, demoUsers } from './demo-users.ts';
import { DEMO_COMMUNITY, DEMO_MEMBER_ONLY_EVENT, DEMO_PUBLIC_COMMUNITY_EVENT } from './demo-community-people.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('seeds curations and a member-only and a public event in Seoul Builders, once', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('community people');
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const info = (await t.app.inject({ url: `/v1/communities/info?org=${DEMO_COMMUNITY}` })).json().data;
  const everyone = await t.db.select().from(users);
  const as = async (email: string) => ({
    cookie: await sessionCookieFor(
      t,
      everyone.find((u) => u.email === email)!,
    ),
  });
  const member = await as(demoLoungeGuests[0].email);
  const stranger = await as(demoUsers[2].email);

  const curations = (await t.app.inject({ url: `/v1/communities/${info.id}/members/curations`, headers: member })).json().data;
  expect(curations.map((c: { title: string }) => c.title)).toEqual(['New faces · 새 얼굴', 'Mentors this month · 이달의 멘토']);
  expect(curations[1].members.length).toBeGreaterThanOrEqual(2);
  const directory = (await t.app.inject({ url: `/v1/communities/${info.id}/members`, headers: member })).json().data;
  expect(directory.items.length).toBeGreaterThanOrEqual(5);
  const recommended = (await t.app.inject({ url: `/v1/communities/${info.id}/members/recommendations`, headers: member })).json()
    .data;
  expect(recommended.items.length).toBeGreaterThan(0);

  const listed = (await t.app.inject({ url: `/v1/communities/${info.id}/events`, headers: member }))
    .json()
    .data.items.map((e: { handle: string }) => e.handle);
  expect(listed).toEqual(expect.arrayContaining([DEMO_MEMBER_ONLY_EVENT, DEMO_PUBLIC_COMMUNITY_EVENT]));
  expect((await t.app.inject({ url: `/v1/events/info?handle=${DEMO_MEMBER_ONLY_EVENT}`, headers: member })).statusCode).toBe(200);
  expect(
    (await t.app.inject({ url: `/v1/events/info?handle=${DEMO_MEMBER_ONLY_EVENT}`, headers: stranger })).json().errorCode,
  ).toBe('G20300');
  expect((await t.app.inject({ url: `/v1/events/info?handle=${DEMO_MEMBER_ONLY_EVENT}` })).json().errorCode).toBe('G20300');
  expect((await t.app.inject({ url: `/v1/events/info?handle=${DEMO_PUBLIC_COMMUNITY_EVENT}` })).statusCode).toBe(200);
  const publicList = (await t.app.inject({ url: `/v1/communities/${info.id}/events`, headers: stranger }))
    .json()
    .data.items.map((e: { handle: string }) => e.handle);
  expect(publicList).toEqual([DEMO_PUBLIC_COMMUNITY_EVENT]);
});
