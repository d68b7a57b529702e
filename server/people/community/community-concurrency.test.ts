// A community's "exactly one" rules under concurrency, on the PostgreSQL server only (PGlite has one
// connection and can never race), through two app instances sharing the database: one like per
// pair, one pending coffee chat per pair per community with exactly one email, and the day's cap
// per community. The negative controls run the same parallel writes as read-then-write against
// scratch tables without the database's guard, and must overshoot, so a green run means the guard
// is what holds.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardLimits } from '../../../contract/people.ts';
import { contactRequests, likes, outbox } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { asActor } from '../../test/registrations.ts';
import { createCommunity, memberIn, type TestCommunity } from '../../test/community-people.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(onServerDatabase())('a community under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let receiver: SmtpReceiver;
  let community: TestCommunity;
  const instance = (i: number) => (i % 2 === 0 ? a : b);
  const member = () => memberIn(a, community, 'APPROVED');
  const rows = async (query: ReturnType<typeof sql>) => ((await a.db.execute(query)) as { rows: { n: number }[] }).rows[0].n;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    a = await createTestApp({ env: { SMTP_URL: receiver.url } });
    b = await createTestApp({ env: { SMTP_URL: receiver.url }, sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
    community = await createCommunity(a);
    await a.db.execute(
      sql`create table scratch_community_contacts (community_id uuid not null, requester_id uuid not null, receiver_id uuid not null, status text not null)`,
    );
    await a.db.execute(
      sql`create table scratch_community_quotas (community_id uuid not null, requester_id uuid not null, sent int not null)`,
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await receiver?.close();
  });

  const chat = (i: number, requester: { cookie: string }, targetId: string) =>
    instance(i).app.inject({
      method: 'POST',
      url: `/v1/communities/${community.id}/users/${targetId}/contacts`,
      headers: { cookie: requester.cookie },
      payload: { message: `Coffee? (${i})`, channel: 'EMAIL', contact: 'me@moim.example' },
    });

  it('50 parallel saves of one member by one member leave one like: one 201, the rest 409 G09002', async () => {
    const [liker, liked] = [await member(), await member()];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        instance(i).app.inject({
          method: 'POST',
          url: `/v1/communities/${community.id}/users/${liked.user.id}/likes`,
          headers: asActor(liker),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(49).fill(409)]);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().errorCode === 'G09002')).toBe(true);
    expect(
      await a.db
        .select()
        .from(likes)
        .where(and(eq(likes.likerId, liker.user.id), eq(likes.likedId, liked.user.id))),
    ).toHaveLength(1);
  });

  it('20 parallel coffee chats for one pair leave one request in the community and send exactly one email', async () => {
    const [requester, target] = [await member(), await member()];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => chat(i, requester, target.user.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((res) => res.statusCode === 409).every((res) => res.json().errorCode === 'G20091')).toBe(true);
    const requests = await a.db
      .select()
      .from(contactRequests)
      .where(and(eq(contactRequests.communityId, community.id), eq(contactRequests.requesterId, requester.user.id)));
    expect(requests).toHaveLength(1);
    await Promise.all([a.drainOutbox(), b.drainOutbox()]);
    await receiver.waitFor(1);
    await pause(300);
    await Promise.all([a.drainOutbox(), b.drainOutbox()]);
    expect(receiver.mailsTo(target.user.email)).toHaveLength(1);
    expect(
      await a.db
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'to' = ${target.user.email}`),
    ).toHaveLength(1);
  });

  it(`30 parallel coffee chats to 30 members by one requester: exactly ${cardLimits.contactRequestsPerDay} go through, the rest 429 G20090`, async () => {
    const requester = await member();
    const targets = await Promise.all(Array.from({ length: 30 }, () => member()));
    const answers = await Promise.all(targets.map((target, i) => chat(i, requester, target.user.id)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(cardLimits.contactRequestsPerDay);
    expect(answers.filter((res) => res.statusCode !== 201).map((res) => res.json().errorCode)).toEqual(
      Array(30 - cardLimits.contactRequestsPerDay).fill('G20090'),
    );
    expect(await rows(sql`select count(*)::int as n from contact_requests where requester_id = ${requester.user.id}`)).toBe(
      cardLimits.contactRequestsPerDay,
    );
  });

  it('negative control: the same 20 coffee chats as read-then-insert without the partial unique index leave duplicates', async () => {
    const chatAtOnce = async () => {
      const [requester, target] = [await member(), await member()];
      const pending = sql`community_id = ${community.id} and requester_id = ${requester.user.id} and receiver_id = ${target.user.id} and status = 'PENDING'`;
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const { db } = instance(i);
          if (
            ((await db.execute(sql`select 1 from scratch_community_contacts where ${pending}`)) as { rows: unknown[] }).rows
              .length > 0
          )
            return;
          await pause(5);
          await db.execute(
            sql`insert into scratch_community_contacts values (${community.id}, ${requester.user.id}, ${target.user.id}, 'PENDING')`,
          );
        }),
      );
      return rows(sql`select count(*)::int as n from scratch_community_contacts where ${pending}`);
    };
    const n = await raceUntilBroken(chatAtOnce, (pendingRequests) => pendingRequests > 1);
    console.log(`negative control: ${n} pending requests for one pair in a community`);
    expect(n).toBeGreaterThan(1);
  });

  it(`negative control: the same 30 requests counted by read-then-write without the conditional upsert go past ${cardLimits.contactRequestsPerDay}`, async () => {
    const requestAtOnce = async () => {
      const requester = await member();
      await a.db.execute(sql`insert into scratch_community_quotas values (${community.id}, ${requester.user.id}, 0)`);
      const where = sql`community_id = ${community.id} and requester_id = ${requester.user.id}`;
      let granted = 0;
      await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const { db } = instance(i);
          const sent = (
            (await db.execute(sql`select sent as n from scratch_community_quotas where ${where}`)) as { rows: { n: number }[] }
          ).rows[0].n;
          if (sent >= cardLimits.contactRequestsPerDay) return;
          await pause(5);
          await db.execute(sql`update scratch_community_quotas set sent = ${sent + 1} where ${where}`);
          granted += 1;
        }),
      );
      return granted;
    };
    const granted = await raceUntilBroken(requestAtOnce, (count) => count > cardLimits.contactRequestsPerDay);
    console.log(`negative control: ${granted} requests granted against a cap of ${cardLimits.contactRequestsPerDay}`);
    expect(granted).toBeGreaterThan(cardLimits.contactRequestsPerDay);
  });
});
