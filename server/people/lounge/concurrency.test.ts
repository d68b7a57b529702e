// The lounge's "exactly one" rules under concurrency, on the PostgreSQL server only (PGlite has one
// connection and can never race), through two app instances sharing the database: one like per
// pair, one pending coffee chat per pair per event with exactly one email, and the daily cap. The
// negative controls run the same parallel writes as read-then-insert against scratch tables without
// the database's guard, and must duplicate, so a green run means the guard is what holds.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLimits } from '../../../contract/people.ts';
import type { Db } from '../../platform/db/client.ts';
import { contactRequests, likes, outbox } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { asActor } from '../../test/registrations.ts';
import { loungeTeam, makeCard, memberWithStatus } from '../../test/lounge.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onServerDatabase())('the lounge under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let receiver: SmtpReceiver;
  let team: Awaited<ReturnType<typeof loungeTeam>>;
  const instance = (i: number) => (i % 2 === 0 ? a : b);

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    a = await createTestApp({ env: { SMTP_URL: receiver.url } });
    b = await createTestApp({ env: { SMTP_URL: receiver.url }, sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
    team = await loungeTeam(a);
    await a.db.execute(sql`create table scratch_likes (liker_id uuid not null, liked_id uuid not null)`);
    await a.db.execute(
      sql`create table scratch_contacts (event_id uuid not null, requester_id uuid not null, receiver_id uuid not null, status text not null)`,
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await receiver?.close();
  });

  async function guest() {
    const member = await memberWithStatus(a, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED');
    await makeCard(a, member);
    return member;
  }

  it('50 parallel saves of one person by one user leave exactly one like: one 201, the rest 409 G09002', async () => {
    const [liker, liked] = [await guest(), await guest()];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        instance(i).app.inject({
          method: 'POST',
          url: `/v1/events/${team.event.id}/users/${liked.user.id}/likes`,
          headers: asActor(liker),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(49).fill(409)]);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().errorCode === 'G09002')).toBe(true);
    const rows = await a.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, liker.user.id), eq(likes.likedId, liked.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('20 parallel coffee chats for one pair leave one request and send exactly one email', async () => {
    const [requester, target] = [await guest(), await guest()];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instance(i).app.inject({
          method: 'POST',
          url: `/v1/events/${team.event.id}/users/${target.user.id}/contacts`,
          headers: asActor(requester),
          payload: { message: `Coffee? (${i})`, channel: 'EMAIL', contact: 'me@moim.example' },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().errorCode === 'G20091')).toBe(true);
    const requests = await a.db
      .select()
      .from(contactRequests)
      .where(and(eq(contactRequests.requesterId, requester.user.id), eq(contactRequests.receiverId, target.user.id)));
    expect(requests).toHaveLength(1);
    await Promise.all([a.drainOutbox(), b.drainOutbox()]);
    await receiver.waitFor(1);
    // Give a duplicate the time to arrive, were there one.
    await pause(300);
    await Promise.all([a.drainOutbox(), b.drainOutbox()]);
    expect(receiver.mailsTo(target.user.email)).toHaveLength(1);
    const queued = await a.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'to' = ${target.user.email}`);
    expect(queued).toHaveLength(1);
  });

  it(`30 parallel coffee chats to 30 people by one requester: exactly ${cardLimits.contactRequestsPerDay} go through, the rest 429 G20090`, async () => {
    const requester = await guest();
    const targets = await Promise.all(Array.from({ length: 30 }, () => guest()));
    const answers = await Promise.all(
      targets.map((target, i) =>
        instance(i).app.inject({
          method: 'POST',
          url: `/v1/events/${team.event.id}/users/${target.user.id}/contacts`,
          headers: asActor(requester),
          payload: { message: 'Coffee?', channel: 'OTHERS', contact: 'kakao: me' },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(cardLimits.contactRequestsPerDay);
    expect(answers.filter((res) => res.statusCode !== 201).map((res) => res.json().errorCode)).toEqual(
      Array(30 - cardLimits.contactRequestsPerDay).fill('G20090'),
    );
    const [counted] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactRequests)
      .where(eq(contactRequests.requesterId, requester.user.id));
    expect(counted.n).toBe(cardLimits.contactRequestsPerDay);
  });

  /** Read, then insert when nothing was there: the check without the database's guard. */
  async function unguarded(db: Db, exists: () => Promise<boolean>, insert: () => Promise<unknown>): Promise<void> {
    if (await exists()) return;
    await pause(5);
    await insert();
  }

  it('negative control: the same 50 saves as read-then-insert into a table without the primary key leave duplicates', async () => {
    const saveAtOnce = async () => {
      const [liker, liked] = [await guest(), await guest()];
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const { db } = instance(i);
          return unguarded(
            db,
            async () =>
              (
                (await db.execute(
                  sql`select 1 from scratch_likes where liker_id = ${liker.user.id} and liked_id = ${liked.user.id}`,
                )) as { rows: unknown[] }
              ).rows.length > 0,
            () => db.execute(sql`insert into scratch_likes values (${liker.user.id}, ${liked.user.id})`),
          );
        }),
      );
      return (await a.db.execute(sql`select count(*)::int as n from scratch_likes where liker_id = ${liker.user.id}`)) as {
        rows: { n: number }[];
      };
    };
    const result = await raceUntilBroken(saveAtOnce, ({ rows }) => rows[0].n > 1);
    console.log(`negative control: ${result.rows[0].n} likes for one pair`);
    expect(result.rows[0].n).toBeGreaterThan(1);
  });

  it('negative control: the same 20 coffee chats as read-then-insert into a table without the partial unique index leave duplicates', async () => {
    const chatAtOnce = async () => {
      const [requester, target] = [await guest(), await guest()];
      const pending = sql`event_id = ${team.event.id} and requester_id = ${requester.user.id} and receiver_id = ${target.user.id} and status = 'PENDING'`;
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const { db } = instance(i);
          return unguarded(
            db,
            async () =>
              ((await db.execute(sql`select 1 from scratch_contacts where ${pending}`)) as { rows: unknown[] }).rows.length > 0,
            () =>
              db.execute(
                sql`insert into scratch_contacts values (${team.event.id}, ${requester.user.id}, ${target.user.id}, 'PENDING')`,
              ),
          );
        }),
      );
      return (await a.db.execute(sql`select count(*)::int as n from scratch_contacts where ${pending}`)) as {
        rows: { n: number }[];
      };
    };
    const result = await raceUntilBroken(chatAtOnce, ({ rows }) => rows[0].n > 1);
    console.log(`negative control: ${result.rows[0].n} pending requests for one pair`);
    expect(result.rows[0].n).toBeGreaterThan(1);
  });
});
