import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { judgingPaths, type AssignmentList, type Criteria, type JudgeQueue, type JudgingProgress } from '../../../contract/judging.ts';
import { eventHosts, events, users } from '../../db/schema/index.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { sessionCookieFor } from '../../test/factories.ts';
import { DEMO_HACKATHON } from '../hackathons/hackathons.module.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return { cookie: await sessionCookieFor(t, { ...user }) };
};

it('gives the demo hackathon criteria, judges, balanced assignments and a few scores, once', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock)).toContain('judging');
  expect(await seedDemoIfEmpty(t.db, t.clock)).toEqual([]);
  const [event] = await t.db.select().from(events).where(eq(events.handle, DEMO_HACKATHON));
  const [host] = await t.db
    .select({ email: users.email })
    .from(eventHosts)
    .innerJoin(users, eq(users.id, eventHosts.userId))
    .where(and(eq(eventHosts.eventId, event.id), eq(eventHosts.role, 'HOST')));
  const hostCookie = await as(host.email);

  const criteria = (await t.app.inject({ url: judgingPaths.criteria(event.id), headers: hostCookie })).json().data as Criteria;
  expect(criteria.criteria.map((c) => c.name.ko)).toEqual(['임팩트', '완성도', '발표']);
  expect(criteria.locked).toBe(true);

  const judges = (await t.app.inject({ url: judgingPaths.judges(event.id), headers: hostCookie })).json().data.items as { source: string }[];
  expect(new Set(judges.map((j) => j.source))).toEqual(new Set(['GUEST', 'HOST']));

  const assignments = (await t.app.inject({ url: judgingPaths.assignments(event.id), headers: hostCookie })).json().data as AssignmentList;
  expect(assignments.items.length).toBeGreaterThan(2);
  for (const item of assignments.items) expect(item.judges).toHaveLength(Math.min(2, judges.length));
  const progress = (await t.app.inject({ url: judgingPaths.progress(event.id), headers: hostCookie })).json().data as JudgingProgress;
  expect(progress.totals.submitted).toBeGreaterThanOrEqual(2);
  expect(progress.judges.some((j) => j.drafts > 0)).toBe(true);

  const queue = (await t.app.inject({ url: judgingPaths.queue(event.id), headers: await as('priya.nair@guest.example') })).json().data as JudgeQueue;
  expect(queue.items.length).toBeGreaterThan(0);
  expect(queue.criteria).toHaveLength(3);
});
