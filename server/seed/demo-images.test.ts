// The demo's pictures after seeding: every demo person's avatar, the demo hosts' covers, the demo
// community's banner and icon, and the hackathon teams' thumbnails, each served by the files route
// as webp of its kind's size; drawn once.
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { communities, events, hackathonProjects, users } from '../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { demoPicture } from './demo-images.ts';
import { demoUsers } from './demo-users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function served(url: string | null) {
  expect(url).toMatch(/^\/v1\/files\/[a-z-]+\/[A-Za-z0-9_-]{24}\.webp$/);
  const res = await t.app.inject({ url: url! });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const { format, width, height } = await sharp(res.rawPayload).metadata();
  return { format, width, height };
}

it('draws every demo picture once, and serves each as webp of its kind', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('images');
  const people = await t.db.select({ email: users.email, avatarUrl: users.avatarUrl }).from(users);
  for (const { email } of demoUsers) expect(people.find((p) => p.email === email)?.avatarUrl, email).not.toBeNull();
  expect(await served(people[0].avatarUrl)).toEqual({ format: 'webp', width: 512, height: 512 });

  const listed = (await t.app.inject({ url: '/v1/events' })).json().data.items as { coverImageUrl: string | null }[];
  expect(listed.length).toBeGreaterThan(0);
  for (const event of listed) expect(await served(event.coverImageUrl)).toEqual({ format: 'webp', width: 1200, height: 1200 });

  const [community] = await t.db.select().from(communities);
  expect(await served(community.bannerUrl)).toEqual({ format: 'webp', width: 2400, height: 1200 });
  expect(await served(community.faviconUrl)).toEqual({ format: 'webp', width: 128, height: 128 });
  const projects = await t.db.select({ thumbnailUrl: hackathonProjects.thumbnailUrl }).from(hackathonProjects);
  expect(projects.length).toBeGreaterThan(0);
  for (const project of projects) expect(await served(project.thumbnailUrl)).toEqual({ format: 'webp', width: 960, height: 540 });

  // Once: a second start draws nothing, and a picture a host took away stays away.
  await t.db.update(events).set({ coverImageUrl: null });
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  expect((await t.db.select({ coverImageUrl: events.coverImageUrl }).from(events)).every((e) => e.coverImageUrl === null)).toBe(
    true,
  );
});

it('draws the same picture for the same owner, and another for another', () => {
  expect(demoPicture('seoul-ai-meetup-12', 1200, 1200)).toBe(demoPicture('seoul-ai-meetup-12', 1200, 1200));
  expect(demoPicture('seoul-ai-meetup-12', 1200, 1200)).not.toBe(demoPicture('frontend-friday-react-19', 1200, 1200));
});
