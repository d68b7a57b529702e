// The database blinks (a restart, a failover, an idle-in-transaction timeout): the app's
// connections die under it. Every instance stays up, the requests that lost their connection answer
// 503 G00001, and the next requests run on fresh connections (decision 024).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservePort } from '../../../e2e/reserved-port.ts';
import { createFakeClock } from '../clock.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { startAppProcess, stopAppProcess, type AppProcess } from '../../test/app-process.ts';
import { sessionCookieFor, signedInUser } from '../../test/factories.ts';
import { onServerDatabase } from '../../test/test-database.ts';

/** Ends every connection to the test database but the one asking; returns how many it ended. */
async function terminateBackends(admin: pg.Client): Promise<number> {
  const result = await admin.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return result.rows.filter((row) => row.ended).length;
}

describe.skipIf(!onServerDatabase())('a database blink', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    // Sessions made here are checked by the server processes' real clocks.
    t = await createTestApp({
      clock: createFakeClock(new Date()),
      beforeReady(app) {
        // A transaction whose connection is ended between two of its statements, as an
        // idle-in-transaction timeout or a failover would: the connection is checked out, not idle.
        app.post('/v1/test/blink-in-transaction', async () =>
          t.db.transaction(async (tx) => {
            const result = await tx.execute(sql`select pg_backend_pid() as pid`);
            const [row] = (result as { rows: { pid: number }[] }).rows;
            await admin.query('select pg_terminate_backend($1)', [row.pid]);
            // The server's goodbye reaches the idle, checked-out connection as an 'error' event.
            await new Promise((resolve) => setTimeout(resolve, 200));
            await tx.execute(sql`select 1`);
            return { data: 'unreachable' };
          }),
        );
      },
    });
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('answers 503 G00001 to a transaction whose connection died, and the next request succeeds', async () => {
    const { cookie } = await signedInUser(t);
    const lost = await t.app.inject({ method: 'POST', url: '/v1/test/blink-in-transaction' });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('1');
    expect(lost.json()).toEqual({
      statusCode: 503,
      errorCode: 'G00001',
      message: 'A database error has occurred. Please try again later.',
    });
    const next = await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: { cookie } });
    expect(next.statusCode).toBe(200);
  });

  it('tells a load balancer it is not ready while its database cannot be reached', async () => {
    const nobody = await reservePort();
    await nobody.release();
    const url = new URL(t.databaseUrl!);
    url.port = String(nobody.port);
    const stranded = await createTestApp({ sharedDatabaseUrl: url.toString() });
    try {
      const ready = await stranded.app.inject({ method: 'GET', url: '/v1/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ statusCode: 503, errorCode: 'G00001' });
      expect((await stranded.app.inject({ method: 'GET', url: '/v1/healthz' })).statusCode).toBe(200);
    } finally {
      await stranded.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/v1/readyz' })).statusCode).toBe(200);
  });

  describe('under load, on two server processes', () => {
    let a: AppProcess | undefined;
    let b: AppProcess | undefined;
    afterAll(async () => {
      await stopAppProcess(a);
      await stopAppProcess(b);
    });

    it('keeps both processes alive, answers 2xx or 503 G00001, then serves 100 requests and has lost no acknowledged write', async () => {
      const options = { databaseUrl: t.databaseUrl!, sessionSecret: t.env.SESSION_SECRET! };
      [a, b] = await Promise.all([startAppProcess(options), startAppProcess(options)]);
      const instances = [a, b];
      const people = await Promise.all(Array.from({ length: 30 }, () => signedInUser(t)));
      const update = (i: number, bio: string) =>
        fetch(`${instances[i % 2].origin}/v1/me/profile`, {
          method: 'PATCH',
          headers: { cookie: people[i % 30].cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ bio }),
        });

      // Warm both pools, so there are connections to lose.
      expect((await Promise.all(people.map((_, i) => update(i, 'before')))).map((r) => r.status)).toEqual(people.map(() => 200));

      // Three rounds of 30 writes in flight, the backends ended again and again while they run: a
      // connection held between a transaction's statements is what used to take the process down.
      const answers: { i: number; round: number; status: number; body: { errorCode?: string } }[] = [];
      let ended = 0;
      for (let round = 0; round < 3; round++) {
        let settled = false;
        const writes = Promise.all(
          people.map(async (_, i) => {
            // A process that died mid-request shows as status 0.
            const response = await update(i, `during ${round} ${i}`).catch(() => undefined);
            const body = ((await response?.json().catch(() => undefined)) ?? {}) as { errorCode?: string };
            return { i, status: response?.status ?? 0, body };
          }),
        ).finally(() => (settled = true));
        while (!settled) {
          ended += await terminateBackends(admin);
          await new Promise((resolve) => setTimeout(resolve, 30));
        }
        answers.push(...(await writes).map((answer) => ({ ...answer, round })));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(ended).toBeGreaterThan(0);

      expect(a.alive() && b.alive(), `${a.output()}\n${b.output()}`).toBe(true);
      for (const answer of answers) {
        if (answer.status === 200) continue;
        expect({ status: answer.status, errorCode: answer.body.errorCode }).toEqual({ status: 503, errorCode: 'G00001' });
      }

      const after = await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          fetch(`${instances[n % 2].origin}/v1/me/profile`, { headers: { cookie: people[n % 30].cookie } }),
        ),
      );
      expect(after.map((r) => r.status)).toEqual(after.map(() => 200));

      // The last write of each person that was answered 200 is there (a later round may have changed it again).
      const lastAcknowledged = new Map(answers.filter((x) => x.status === 200).map((x) => [x.i, x]));
      for (const answer of lastAcknowledged.values()) {
        const cookie = await sessionCookieFor(t, people[answer.i].user);
        const profile = await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: { cookie } });
        // A later round's write that lost its answer after committing may stand there instead; never an older one.
        const [, round, i] = /^during (\d) (\d+)$/.exec(profile.json<{ data: { bio: string } }>().data.bio) ?? [];
        expect(Number(i)).toBe(answer.i);
        expect(Number(round)).toBeGreaterThanOrEqual(answer.round);
      }
      expect(a.alive() && b.alive()).toBe(true);
    }, 120_000);
  });
});
