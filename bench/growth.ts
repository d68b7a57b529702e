// `BENCH_ONLY=growth npm run bench`: how the host's reads grow with the event. Events of 1,000,
// 10,000 and 100,000 guests side by side on one database (PostgreSQL: set DATABASE_URL), each read
// timed in the app (inject: the whole request, no network) as the median of a few runs (the CSV
// export: one run), with the growth factor from the smallest event to the largest; the CSV export
// beside a bare COPY of the same columns; and the database's plans of the largest event's reads.
// Printed, never a failure. Lounge cards are not part of it yet.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { systemClock } from '../server/platform/clock.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { registrations } from '../server/platform/db/schema/index.ts';
import { readEnv } from '../server/platform/env.ts';
import { ticketQrPayload } from '../server/registrations/index.ts';
import { hostedEvent, insertGuests } from './guest-cases.ts';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 7);
const CHECKED_IN_SHARE = 0.1;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function measureGrowth(): Promise<void> {
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-0123456789abcdefghij',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
  await database.migrate();
  const { db } = database;
  const app = await buildApp({ db, env, clock: systemClock, logger: false });
  console.log(`growth: database ${database.driver}; sizes ${SIZES.join(' / ')}; median of ${RUNS} runs each`);

  const events: { size: number; setup: Awaited<ReturnType<typeof hostedEvent>>; doorQueue: string[] }[] = [];
  for (const size of SIZES) {
    const started = performance.now();
    const setup = await hostedEvent({ db, app, env }, `growth-${size}`);
    const guests = await insertGuests(db, setup, size);
    // Some of them at the door already, for the summary and the dashboard.
    const arrived = guests.slice(0, Math.floor(size * CHECKED_IN_SHARE)).map((g) => g.id);
    for (let i = 0; i < arrived.length; i += 5000)
      await db
        .update(registrations)
        .set({ checkInStatus: 'CHECKED_IN', checkedInAt: new Date() })
        .where(sql`${registrations.id} in ${arrived.slice(i, i + 5000)}`);
    await db.execute(sql`analyze registrations`);
    events.push({ size, setup, doorQueue: guests.slice(arrived.length).map((g) => ticketQrPayload(g)) });
    console.log(`  seeded ${size} guests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const base = (eventId: string) => `/v1/event-managements/${eventId}`;
  type Read = {
    name: string;
    request(e: { setup: { eventId: string }; doorQueue: string[] }): { method: 'GET' | 'POST'; url: string; payload?: object };
  };
  const reads: Read[] = [
    { name: 'guest list, page 1', request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/participants?take=20` }) },
    {
      name: 'search, 10% match (park)',
      request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/participants?take=20&search=park` }),
    },
    {
      name: 'search, no match',
      request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/participants?take=20&search=nobody-here` }),
    },
    { name: 'dashboard', request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/dashboard` }) },
    { name: 'check-in summary', request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/check-in/summary` }) },
    {
      name: 'check-in (a new ticket each)',
      request: (e) => ({ method: 'POST', url: `${base(e.setup.eventId)}/check-in`, payload: { qr: e.doorQueue.pop() } }),
    },
    {
      name: 'CSV export (whole)',
      request: (e) => ({ method: 'POST', url: `${base(e.setup.eventId)}/participants/export-csv`, payload: {} }),
    },
  ];
  const rows: string[] = [];
  for (const read of reads) {
    const costs: number[] = [];
    for (const e of events) {
      const times: number[] = [];
      const runs = read.name.startsWith('CSV') ? 1 : RUNS;
      for (let i = 0; i < runs; i += 1) {
        const { method, url, payload } = read.request(e);
        const started = performance.now();
        const res = await app.inject({ method, url, payload, headers: { cookie: e.setup.cookie } });
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${read.name} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      }
      costs.push(median(times));
    }
    rows.push(
      `  ${read.name.padEnd(30)} ${costs.map((c) => `${c.toFixed(1).padStart(9)} ms`).join(' ')}   growth ${(costs.at(-1)! / costs[0]).toFixed(1)}×`,
    );
  }
  console.log(`  ${'read'.padEnd(30)} ${SIZES.map((s) => `${String(s).padStart(12)}`).join(' ')}`);
  for (const row of rows) console.log(row);

  const largest = events.at(-1)!;
  const eventId = largest.setup.eventId;
  if (database.driver === 'pg') {
    const copyMs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      await db
        .execute(
          sql`copy (select name, email, status, check_in_status, checked_in_at, created_at, ticket_id, user_id from registrations where event_id = ${sql.raw(`'${eventId}'`)} order by created_at, id) to '/dev/null'`,
        )
        .catch(async () => {
          // Not a superuser: the same rows read and dropped by the database instead.
          await db.execute(
            sql`select count(*) from (select name, email, status, check_in_status, checked_in_at, created_at, ticket_id, user_id from registrations where event_id = ${eventId} order by created_at, id) r`,
          );
        });
      copyMs.push(performance.now() - started);
    }
    console.log(`  bare COPY of the same columns at ${largest.size}: ${median(copyMs).toFixed(1)} ms`);
  }

  const explain = async (name: string, query: ReturnType<typeof sql>) => {
    const result = await db.execute(sql`explain (analyze, buffers, costs off) ${query}`);
    const lines = (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]);
    console.log(`\n  EXPLAIN ${name} at ${largest.size}:\n    ${lines.join('\n    ')}`);
  };
  await explain(
    'guest list page 1',
    sql`select id from registrations where event_id = ${eventId} order by created_at desc, id desc limit 20`,
  );
  await explain(
    'search (park)',
    sql`select id from registrations where event_id = ${eventId} and search_text like '%park%' order by created_at desc, id desc limit 20`,
  );
  await explain(
    'search total (park)',
    sql`select count(*) from registrations where event_id = ${eventId} and search_text like '%park%'`,
  );
  await explain(
    'dashboard counts',
    sql`select status, sum(count), sum(checked_in) from registration_counts where event_id = ${eventId} group by status`,
  );
  await explain(
    'dashboard series',
    sql`select to_char(quarter at time zone 'Asia/Seoul', 'YYYY-MM-DD'), sum(registered) from registration_activity where event_id = ${eventId} and registered <> 0 group by 1 order by 1`,
  );
  const [middle] = await db
    .select({ createdAt: registrations.createdAt, id: registrations.id })
    .from(registrations)
    .where(eq(registrations.eventId, eventId))
    .orderBy(registrations.createdAt, registrations.id)
    .offset(Math.floor(largest.size / 2))
    .limit(1);
  await explain(
    'export batch (keyset, middle of the event)',
    sql`select id from registrations where event_id = ${eventId} and (created_at, id) > (${middle.createdAt.toISOString()}::timestamptz, ${middle.id}::uuid) order by created_at, id limit 500`,
  );
  await (await import('./for-you-growth.ts')).measureForYouGrowth({ db, env });
  await app.close();
  await database.close();
}
