import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoIfEmpty } from './demo.ts';
import { events } from '../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('seeds real-looking events after the users, once', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual(expect.arrayContaining(['users', 'events']));
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const rows = await t.db.select().from(events);
  expect(new Set(rows.map((row) => row.visibility))).toEqual(new Set(['PUBLIC', 'MEMBER_ONLY', 'SECRET']));
  expect(rows.some((row) => row.status === 'DRAFT')).toBe(true);
  expect(rows.some((row) => /[가-힣]/.test(row.title)) && rows.some((row) => /^[\x20-\x7e]+$/.test(row.title))).toBe(true);
  const listed = (await t.app.inject({ url: '/v1/events' })).json().data.items.map((item: { handle: string }) => item.handle);
  // The demo community's public demo day (demo-community-people.ts) is listed among them.
  expect(listed.filter((handle: string) => handle !== 'seoul-builders-demo-day')).toEqual([
    'seoul-ai-meetup-12',
    'frontend-friday-react-19',
    'moim-spring-hackathon-2026',
  ]);
  expect(listed).toContain('seoul-builders-demo-day');
  const page = (await t.app.inject({ url: '/v1/events/info?handle=frontend-friday-react-19' })).json().data;
  expect(page.hosts.map((h: { role: string }) => h.role)).toEqual(['HOST', 'CO_HOST']);
  const past = (await t.app.inject({ url: '/v1/events?tab=past' }))
    .json()
    .data.items.map((item: { handle: string }) => item.handle);
  expect(past.slice(0, 2)).toEqual(['seoul-startup-demo-day', 'moim-winter-hackathon-2025']);
  // The finished hackathon, open to signed-out visitors, with its co-host (a judge: demo-judging.ts).
  const winter = (await t.app.inject({ url: '/v1/events/info?handle=moim-winter-hackathon-2025' })).json().data;
  expect(winter).toMatchObject({ type: 'HACKATHON', title: 'Moim Winter Hackathon 2025 · 모임 겨울 해커톤' });
  expect(winter.hosts.map((h: { role: string }) => h.role)).toEqual(['HOST', 'CO_HOST']);
  expect(new Date(winter.endsAt).getTime()).toBeLessThan(t.clock.now().getTime());
});
