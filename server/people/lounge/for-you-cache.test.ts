// For You pages kept under the viewer's version (decision 039): another person's change shows once
// the page has been kept its time, and my own save, card edit or profile change at once, even when
// the change reaches the database without passing through this instance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { userProfiles } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { attachForYouCache, createForYouCache } from '../for-you/for-you-cache.ts';
import { asActor } from '../../test/registrations.ts';
import { loungeTeam, makeCard, memberWithStatus, type Actor } from '../../test/lounge.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof loungeTeam>>;
let now = 0;
beforeAll(async () => {
  t = await createTestApp();
  team = await loungeTeam(t);
  attachForYouCache(
    t.db,
    createForYouCache(10_000, () => now),
  );
});
afterAll(async () => {
  await t?.close();
});

async function lounger(name: string) {
  const member = await memberWithStatus(t, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED', { name });
  return member;
}

async function forYouNames(actor: Actor) {
  const res = await t.app.inject({ url: `/v1/events/${team.event.id}/participants/recommendations`, headers: asActor(actor) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items.map((item: { card: { name: string } }) => item.card.name);
}

it("shows another person's change once the page's time is up, and my own save, card edit and profile change at once", async () => {
  const me = await lounger('Me Cached');
  const go = await lounger('Go Person');
  const late = await lounger('Late Person');
  await makeCard(t, me, { skills: ['GO'] });
  await makeCard(t, go, { skills: ['GO'] });
  // a later card wins the tie it will have with Go Person's
  t.clock.advance(1000);
  await makeCard(t, late, { skills: ['JAVA'] });
  expect(await forYouNames(me)).toEqual(['Go Person']);

  const patch = await t.app.inject({
    method: 'PATCH',
    url: '/v1/me/profile-card',
    headers: asActor(late),
    payload: { skills: ['GO', 'JAVA'] },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  // The page is kept: someone else's change waits for its time.
  now += 9_000;
  expect(await forYouNames(me)).toEqual(['Go Person']);
  now += 1_001;
  expect(await forYouNames(me)).toEqual(['Late Person', 'Go Person']);

  const save = await t.app.inject({
    method: 'POST',
    url: `/v1/events/${team.event.id}/users/${late.user.id}/likes`,
    headers: asActor(me),
  });
  expect(save.statusCode, save.body).toBe(201);
  expect(await forYouNames(me)).toEqual(['Go Person']);

  const unsave = await t.app.inject({
    method: 'DELETE',
    url: `/v1/events/${team.event.id}/users/${late.user.id}/likes`,
    headers: asActor(me),
  });
  expect(unsave.statusCode, unsave.body).toBe(200);
  expect(await forYouNames(me)).toEqual(['Late Person', 'Go Person']);

  // Written to the database as another instance would: this one is not told, and still shows it.
  await t.db
    .update(userProfiles)
    .set({ skills: ['JAVA'] })
    .where(eq(userProfiles.userId, me.user.id));
  expect(await forYouNames(me)).toEqual(['Late Person']);

  const mine = await t.app.inject({
    method: 'PATCH',
    url: '/v1/me/profile-card',
    headers: asActor(me),
    payload: { skills: ['TYPESCRIPT'] },
  });
  expect(mine.statusCode, mine.body).toBe(200);
  expect(await forYouNames(me)).toEqual([]);
});
