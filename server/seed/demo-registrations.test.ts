import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventSeats, events, registrations, tickets } from '../platform/db/schema/index.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('seeds forms, tickets and registrations on the demo events once, with the seats counted', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('registrations');
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const [meetup] = await t.db.select().from(events).where(eq(events.handle, 'seoul-ai-meetup-12'));
  const form = (await t.app.inject({ url: `/v1/events/${meetup.id}/regist-forms` })).json().data;
  expect(form.questions.map((q: { kind: string }) => q.kind)).toEqual([
    'NAME',
    'EMAIL',
    'ORGANIZATION',
    'SINGLE_CHOICE',
    'TEXT_TERMS',
  ]);
  const counts = await t.db
    .select({ eventId: registrations.eventId, held: sql<number>`count(*) filter (where status in ('APPROVED', 'PENDING'))::int` })
    .from(registrations)
    .groupBy(registrations.eventId);
  expect(counts.length).toBeGreaterThanOrEqual(3);
  for (const { eventId, held } of counts) {
    const [seats] = await t.db.select().from(eventSeats).where(eq(eventSeats.eventId, eventId));
    const issued = await t.db
      .select({ n: sql<number>`sum(issued_count)::int` })
      .from(tickets)
      .where(eq(tickets.eventId, eventId));
    expect([seats.taken, issued[0].n]).toEqual([held, held]);
  }
  const info = (await t.app.inject({ url: `/v1/events/${meetup.id}/tickets/info` })).json().data;
  expect(info).toMatchObject({ registrationState: 'OPEN', taken: 14, maxParticipants: 80 });
});
