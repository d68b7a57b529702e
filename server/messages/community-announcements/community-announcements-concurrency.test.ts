// A community's daily cap and its sending under concurrency, on the PostgreSQL server only (PGlite
// has one connection and can never race): a dozen sends at once through two app instances take
// exactly the day's five places; without the places' unique index (the negative control) the same
// race overshoots; two senders draining the same announcement queue each member's mail once.
import { sql, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementLimits } from '../../../contract/announcements.ts';
import { announcements, communityAnnouncementRecipients, communityMembers, outbox } from '../../platform/db/schema/index.ts';
import { asActor, communityWithOwner, managerIn, type Setup } from '../../test/communities.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { onServerDatabase } from '../../test/test-database.ts';

const SENDS = 12;
const MEMBERS = 1_200;

describe.runIf(onServerDatabase())('community announcements under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let setup: Setup;
  let manager: Awaited<ReturnType<typeof managerIn>>;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ shareDatabaseWith: a, clock: a.clock });
    setup = await communityWithOwner(a);
    manager = await managerIn(a, setup, { name: 'Manager Min' });
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
          url: `/v1/communities/${setup.community.id}/announcements`,
          headers: asActor(i % 3 ? setup.owner : manager),
          payload: { en: { subject: `Race ${i}`, body: '<p>x</p>' }, sendAt: later },
        }),
      ),
    );
    const rows = await a.db.select().from(announcements).where(eq(announcements.communityId, setup.community.id));
    await a.db.delete(announcements).where(eq(announcements.communityId, setup.community.id));
    return { statuses: results.map((res) => res.statusCode), slots: rows.map((row) => row.daySlot).sort() };
  };

  it('takes exactly the day’s places, however many managers send at once', async () => {
    const { statuses, slots } = await race();
    expect(statuses.filter((s) => s === 201)).toHaveLength(announcementLimits.perCommunityPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(SENDS - announcementLimits.perCommunityPerDay);
    expect(slots).toEqual([1, 2, 3, 4, 5]);
  });

  it('overshoots the cap without the places’ unique index (negative control)', async () => {
    await a.db.execute(sql`drop index announcements_community_day_slot_unique`);
    try {
      const outcome = await raceUntilBroken(race, ({ slots }) => slots.length > announcementLimits.perCommunityPerDay);
      expect(outcome.slots.length).toBeGreaterThan(announcementLimits.perCommunityPerDay);
    } finally {
      await a.db.execute(sql`create unique index announcements_community_day_slot_unique
        on announcements (community_id, send_day, day_slot) where status <> 'CANCELLED'`);
    }
  });

  it('queues each member’s mail once when two senders drain the same announcement, in batches', async () => {
    const now = a.clock.now();
    for (let start = 0; start < MEMBERS; start += 200) {
      const users = await Promise.all(
        Array.from({ length: Math.min(200, MEMBERS - start) }, (_, i) =>
          createUser(a, { email: `member${start + i}@moim.example`, name: `Member ${start + i}` }),
        ),
      );
      await a.db.insert(communityMembers).values(
        users.map((user) => ({
          communityId: setup.community.id,
          userId: user.id,
          status: 'APPROVED' as const,
          joinTypeId: setup.joinType.id,
          appliedAt: now,
          decidedAt: now,
          updatedAt: now,
        })),
      );
    }
    const res = await a.app.inject({
      method: 'POST',
      url: `/v1/communities/${setup.community.id}/announcements`,
      headers: asActor(setup.owner),
      payload: { en: { subject: 'To everyone', body: '<p>x</p>' }, audience: { joinTypeIds: [setup.joinType.id] } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    await Promise.all([a.drainAnnouncements(), b.drainAnnouncements(), a.drainAnnouncements()]);
    const recipients = await a.db
      .select()
      .from(communityAnnouncementRecipients)
      .where(eq(communityAnnouncementRecipients.announcementId, id));
    const mails = await a.db
      .select({ key: outbox.dedupKey, priority: outbox.priority })
      .from(outbox)
      .where(like(outbox.dedupKey, `announcement:${id}:%`));
    // The bulk members and the manager (a founder too); the owner holds no member type.
    const expected = MEMBERS + 1;
    expect(recipients).toHaveLength(expected);
    expect(new Set(mails.map((mail) => mail.key)).size).toBe(expected);
    expect(mails).toHaveLength(expected);
    expect(new Set(mails.map((mail) => mail.priority))).toEqual(new Set([2]));
    const [row] = await a.db.select().from(announcements).where(eq(announcements.id, id));
    expect([row.status, row.recipientCount]).toEqual(['SENT', expected]);
  });
});
