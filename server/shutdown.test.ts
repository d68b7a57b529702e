// SIGTERM on one of two server processes sharing a database, with requests in flight and mail
// claimed: the process stops accepting, finishes what it accepted, gives its claimed mail back so
// the other process sends it at once, and exits 0.
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from './platform/clock.ts';
import { outbox } from './platform/db/schema/index.ts';
import { createTestApp, type TestApp } from './test/create-test-app.ts';
import { startAppProcess, stopAppProcess, type AppProcess } from './test/app-process.ts';
import { sessionCookieFor, signedInUser } from './test/factories.ts';
import { startSmtpReceiver, type SmtpReceiver } from './test/smtp-receiver.ts';
import { onServerDatabase } from './test/test-database.ts';

const MAILS = 10;

describe.skipIf(!onServerDatabase())('SIGTERM on one of two server processes', () => {
  let t: TestApp;
  let slowReceiver: SmtpReceiver;
  let receiver: SmtpReceiver;
  let a: AppProcess | undefined;
  let b: AppProcess | undefined;
  beforeAll(async () => {
    t = await createTestApp({ clock: createFakeClock(new Date()) });
    // A's SMTP server takes 1.5 s a mail: A is in the middle of the batch it claimed when it is told to stop.
    [slowReceiver, receiver] = await Promise.all([
      startSmtpReceiver({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 1_500)) }),
      startSmtpReceiver(),
    ]);
  });
  afterAll(async () => {
    await stopAppProcess(a);
    await stopAppProcess(b);
    await Promise.all([slowReceiver?.close(), receiver?.close()]);
    await t?.close();
  });

  it('completes every request it accepted, and its claimed mail is sent by the other within 5 s', async () => {
    const options = { databaseUrl: t.databaseUrl!, sessionSecret: t.env.SESSION_SECRET! };
    a = await startAppProcess({ ...options, env: { SMTP_URL: slowReceiver.url } });
    const people = await Promise.all(Array.from({ length: 50 }, () => signedInUser(t)));

    // All the mail is A's: it claims it before B starts, and B finds nothing to take.
    const now = new Date();
    await t.db.insert(outbox).values(
      Array.from({ length: MAILS }, (_, n) => ({
        dedupKey: `shutdown-${n}`,
        payload: { to: `reader${n}@example.com`, subject: `News ${n}`, text: 'Hello' },
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
    await slowReceiver.waitFor(1, 15_000);
    b = await startAppProcess({ ...options, env: { SMTP_URL: receiver.url } });
    expect(receiver.mails).toHaveLength(0);

    // 100 requests at A, writes and reads; SIGTERM while they are in flight.
    const requests = Array.from({ length: 100 }, async (_, n) => {
      // One write per person: what is stored is then exactly what was acknowledged.
      const person = people[Math.floor(n / 2)];
      const write = n % 2 === 0;
      const response = await fetch(`${a!.origin}/v1/me/profile`, {
        method: write ? 'PATCH' : 'GET',
        headers: { cookie: person.cookie, 'content-type': 'application/json' },
        ...(write ? { body: JSON.stringify({ bio: `request ${n}` }) } : {}),
      }).then(
        async (r) => ({ n, status: r.status, body: (await r.json()) as { errorCode?: string } }),
        (error: Error & { cause?: { code?: string } }) => ({
          n,
          status: 0,
          body: { errorCode: error.cause?.code ?? error.message },
        }),
      );
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalled = Date.now();
    a.kill('SIGTERM');
    // The load balancer hears at once that A takes nothing new: as soon as A has taken the signal,
    // which under this load can be a turn after a readiness request already on the wire.
    let ready = await fetch(`${a.origin}/v1/readyz`);
    for (let tries = 0; ready.status === 200 && tries < 10; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ready = await fetch(`${a.origin}/v1/readyz`);
    }
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { errorCode: string }).errorCode).toBe('G00008');
    const answers = await Promise.all(requests);

    // Accepted and completed, or refused outright: never cut off half way.
    for (const answer of answers) {
      if (answer.status === 200) continue;
      if (answer.status === 503) expect(answer.body.errorCode).toBe('G00008');
      else expect(answer.body.errorCode).toBe('ECONNREFUSED');
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(await a.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);

    // The mail A had claimed and not sent is B's at once, not after A's 60 s lease.
    expect(slowReceiver.mails.length).toBeLessThan(MAILS);
    for (;;) {
      const [{ left }] = await t.db
        .select({ left: sql<number>`count(*)::int` })
        .from(outbox)
        .where(isNull(outbox.sentAt));
      if (left === 0) break;
      expect(Date.now() - signalled, `${left} mails still unsent`).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const subjects = new Set([...slowReceiver.mails, ...receiver.mails].map((mail) => mail.subject));
    expect(subjects.size).toBe(MAILS);
    expect(receiver.mails.length).toBeGreaterThan(0);
    expect(b.alive()).toBe(true);

    // Every write A acknowledged is there.
    for (const { n } of answers.filter((x) => x.status === 200 && x.n % 2 === 0)) {
      const cookie = await sessionCookieFor(t, people[n / 2].user);
      const profile = await fetch(`${b.origin}/v1/me/profile`, { headers: { cookie } });
      expect(((await profile.json()) as { data: { bio: string } }).data.bio).toBe(`request ${n}`);
    }
  }, 120_000);
});
