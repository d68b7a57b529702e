// The daily cap and the sending under concurrency, on the PostgreSQL server only (PGlite has one
// connection and can never race): a dozen sends at once through two app instances take exactly the
// day's five places; without the places' unique index (the negative control) the same race
// overshoots; two senders draining the same due announcement queue each guest's mail once.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementLimits } from '../../../contract/announcements.ts';
import { announcementRecipients, announcements, outbox } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, managementUrl, type Team } from '../../test/guests.ts';
import { asActor } from '../../test/registrations.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { onServerDatabase } from '../../test/test-database.ts';

const SENDS = 12;
const GUESTS = 1_200;

describe.runIf(onServerDatabase())('announcements under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let team: Team;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ shareDatabaseWith: a, clock: a.clock });
    team = await guestTeam(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const race = async () => {
    const later = new Date(a.clock.now().getTime() + 3_600_000).toISOString();
    const results = await Promise.all(
      Array.from({ length: SENDS }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: managementUrl(team.event.id, '/announcements'),
          headers: asActor(i % 3 ? team.owner : team.coHost),
          payload: { en: { subject: `Race ${i}`, body: '<p>x</p>' }, sendAt: later },
        }),
      ),
    );
    const rows = await a.db.select().from(announcements).where(eq(announcements.eventId, team.event.id));
    await a.db.delete(announcements).where(eq(announcements.eventId, team.event.id));
    return { statuses: results.map((res) => res.statusCode), slots: rows.map((row) => row.daySlot).sort() };
  };

  it('takes exactly the day’s places, however many hosts send at once', async () => {
    const { statuses, slots } = await race();
    expect(statuses.filter((s) => s === 201)).toHaveLength(announcementLimits.perEventPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(SENDS - announcementLimits.perEventPerDay);
    expect(slots).toEqual([1, 2, 3, 4, 5]);
  });

  it('overshoots the cap without the places’ unique index (negative control)', async () => {
    await a.db.execute(sql`drop index announcements_day_slot_unique`);
    try {
      const outcome = await raceUntilBroken(race, ({ slots }) => slots.length > announcementLimits.perEventPerDay);
      expect(outcome.slots.length).toBeGreaterThan(announcementLimits.perEventPerDay);
    } finally {
      await a.db.execute(sql`create unique index announcements_day_slot_unique
        on announcements (event_id, send_day, day_slot) where status <> 'CANCELLED'`);
    }
  });

  it('queues each guest’s mail once when two senders drain the same announcement, in batches', async () => {
    await insertGuests(a.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: Array.from({ length: GUESTS }, () => ({ status: 'APPROVED' as const })),
    });
    const res = await a.app.inject({
      method: 'POST',
      url: managementUrl(team.event.id, '/announcements'),
      headers: asActor(team.owner),
      payload: { en: { subject: 'To everyone', body: '<p>x</p>' } },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    await Promise.all([a.drainAnnouncements(), b.drainAnnouncements(), a.drainAnnouncements()]);
    const recipients = await a.db.select().from(announcementRecipients).where(eq(announcementRecipients.announcementId, id));
    const mails = await a.db
      .select({ key: outbox.dedupKey, priority: outbox.priority })
      .from(outbox)
      .where(like(outbox.dedupKey, `announcement:${id}:%`));
    expect(recipients).toHaveLength(GUESTS);
    expect(new Set(mails.map((mail) => mail.key)).size).toBe(GUESTS);
    expect(mails).toHaveLength(GUESTS);
    expect(new Set(mails.map((mail) => mail.priority))).toEqual(new Set([2]));
    const [row] = await a.db.select().from(announcements).where(eq(announcements.id, id));
    expect([row.status, row.recipientCount]).toEqual(['SENT', GUESTS]);
  });
});
