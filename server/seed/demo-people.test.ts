import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { events, users } from '../platform/db/schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { sessionCookieFor } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('opens the demo meetup lounge with a dozen cards, reasons in For You, saved people and a coffee chat waiting', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('people');
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const [meetup] = await t.db.select().from(events).where(eq(events.handle, 'seoul-ai-meetup-12'));
  const [alex] = await t.db.select().from(users).where(eq(users.email, 'alex.morgan@moim.example'));
  const headers = { cookie: await sessionCookieFor(t, alex) };
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };

  const lounge = await get(`/v1/events/${meetup.id}/lounge`);
  expect(lounge).toMatchObject({ viewerRole: 'GUEST', hasCard: true });
  expect(lounge.cardCount).toBeGreaterThanOrEqual(12);
  const all = await get(`/v1/events/${meetup.id}/participants?take=50`);
  expect(all.items.length).toBe(lounge.cardCount - 1);
  const sora = all.items.find((card: { name: string }) => card.name === '정소라');
  expect(sora).not.toHaveProperty('organization');

  const forYou = await get(`/v1/events/${meetup.id}/participants/recommendations`);
  expect(forYou.items.length).toBeGreaterThanOrEqual(3);
  for (const item of forYou.items) expect(item.reasons.length).toBeGreaterThan(0);

  const saved = await get(`/v1/events/${meetup.id}/participants?tab=SAVED`);
  expect(saved.items.map((card: { name: string }) => card.name)).toEqual(['강현우']);
  const received = await get(`/v1/events/${meetup.id}/me/contacts?direction=RECEIVED`);
  expect(received.items).toMatchObject([{ status: 'PENDING', channel: 'LINKEDIN', person: { name: '최유나' } }]);
  const sent = await get(`/v1/events/${meetup.id}/me/contacts?direction=SENT`);
  expect(sent.items).toMatchObject([
    { status: 'ACCEPTED', channel: 'LINKEDIN', contact: 'https://www.linkedin.com/in/seojun-lee' },
  ]);
});
