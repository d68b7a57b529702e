// Heavy reads on a server (heavy-reads.ts): their own connections carry the short statement
// timeout and read-only from the start, and a read whose client went away is cancelled on the
// server without ever stopping another read's statement on the same connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.ts';
import { runHeavyRead } from './heavy-reads.ts';
import { onServerDatabase, openTestDatabase } from '../../test/test-database.ts';

const LIMITS = { timeoutMs: 2_000, perHost: 3 };

const pidOf = async (db: DbOrTx) =>
  ((await db.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] }).rows[0].pid;

const codeOf = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;

describe.skipIf(!onServerDatabase())('heavy reads on a server', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 2 });
  });
  afterAll(async () => database?.close());

  it('run under the short statement timeout and read-only, without a transaction of their own', async () => {
    const slow = runHeavyRead(database.db, { timeoutMs: 100, perHost: 3 }, undefined, (db) =>
      db.execute(sql`select pg_sleep(2)`),
    );
    await expect(slow).rejects.toSatisfy((error) => codeOf(error) === '57014');
    const settings = await runHeavyRead(database.db, LIMITS, undefined, (db) =>
      db.execute(
        sql`select current_setting('statement_timeout') as timeout, current_setting('transaction_read_only') as read_only, now() = statement_timestamp() as own_statement`,
      ),
    );
    expect((settings as { rows: unknown[] }).rows[0]).toEqual({ timeout: '2s', read_only: 'on', own_statement: true });
    const write = runHeavyRead(database.db, LIMITS, undefined, (db) => db.execute(sql`create temporary table scratch (id int)`));
    await expect(write).rejects.toSatisfy((error) => codeOf(error) === '25006');
  });

  it('cancels the statement of a read whose client went away', async () => {
    const gone = new AbortController();
    const started = Date.now();
    const read = runHeavyRead(database.db, LIMITS, gone.signal, (db) => db.execute(sql`select pg_sleep(1.5)`));
    setTimeout(() => gone.abort(), 100);
    await expect(read).rejects.toSatisfy((error) => codeOf(error) === '57014');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('leaves the next statement alone: PostgreSQL ignores a cancel that reaches an idle backend', async () => {
    const client = new pg.Client({ connectionString: database.url });
    const admin = new pg.Client({ connectionString: database.url });
    await Promise.all([client.connect(), admin.connect()]);
    try {
      const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      const [{ sent }] = (await admin.query<{ sent: boolean }>('select pg_cancel_backend($1) as sent', [pid])).rows;
      expect(sent).toBe(true);
      await expect(client.query('select pg_sleep(0.3)')).resolves.toBeDefined();
    } finally {
      await Promise.all([client.end(), admin.end()]);
    }
  });

  it('holds the connection until the cancel has answered, so the next read on it runs to its end', async () => {
    // The client goes away just after the read's last statement: the cancel reaches an idle backend.
    const gone = new AbortController();
    const first = await runHeavyRead(database.db, LIMITS, gone.signal, async (db) => {
      const pid = await pidOf(db);
      gone.abort();
      return pid;
    });
    const next = await runHeavyRead(database.db, LIMITS, undefined, async (db) => {
      await db.execute(sql`select pg_sleep(0.3)`);
      return pidOf(db);
    });
    expect(next).toBe(first);
  });

  it('answers G00341 without taking a connection when the client is already gone', async () => {
    const gone = new AbortController();
    gone.abort();
    await expect(runHeavyRead(database.db, LIMITS, gone.signal, (db) => pidOf(db))).rejects.toMatchObject({ code: 'G00341' });
  });
});
