// `BENCH_ONLY=growth npm run bench`: how the host's reads grow with the event. Events of 1,000,
// 10,000 and 100,000 guests side by side on one database (PostgreSQL: set DATABASE_URL), each
// seeded once by set-based SQL (seedGuests) and vacuumed as a settled table would be. Every goal
// is measured in 3 rounds and printed as min / median / max: each read's growth factor from the
// smallest event to the largest (a round's cost at a size is the median of a few requests through
// inject: the whole request, no network); the search at the largest event under 20 connections
// against a bare one-query server (autocannon in a child process, so the client takes no time from
// the server; only 2xx answers count, and the others are printed); and the CSV export at the largest event streamed over HTTP beside a bare COPY of the
// same columns, with the process's memory growth while it streams. Then the database's plans of the
// largest event's reads. Printed, never a failure: a busy machine is not a bug.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { systemClock } from '../server/platform/clock.ts';
import { openDatabase, type DbOrTx } from '../server/platform/db/client.ts';
import { registrations } from '../server/platform/db/schema/index.ts';
import { readEnv } from '../server/platform/env.ts';
import { ticketQrPayload } from '../server/registrations/index.ts';
import {
  participantConditions,
  participantOrder,
  searchCondition,
} from '../server/registrations/guest-list/participant-filters.ts';
import { chooseIndexSql, matchesSql } from '../server/registrations/guest-list/searched-page.ts';
import { hostedEvent, seedGuests, SEARCH_FIFTH } from './guest-cases.ts';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** requests per size in a round; the round's cost is their median */
const RUNS = Number(process.env.BENCH_GROWTH_RUNS ?? 7);
const ROUNDS = 3;
const CHECKED_IN_SHARE = 0.1;
const LOAD_CONNECTIONS = 20;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)];
/** min / median / max */
const spread = (values: number[], digits = 1) => {
  const s = sorted(values);
  return `${s[0].toFixed(digits)} / ${median(s).toFixed(digits)} / ${s.at(-1)!.toFixed(digits)}`;
};
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Answered requests (2xx) per second at `url` under LOAD_CONNECTIONS connections, from a child
 * process, and how many were not: a refusal (the host's limit, a timeout) is not a served read.
 */
async function load(url: string, headers: Record<string, string> = {}) {
  const args = [autocannonCli, '-j', '-c', String(LOAD_CONNECTIONS), '-d', String(LOAD_SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { '2xx': number; duration: number; non2xx: number; errors: number };
  return { rate: result['2xx'] / result.duration, failed: result.non2xx + result.errors };
}

export async function measureGrowth(): Promise<void> {
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-0123456789abcdefghij',
    LOG_LEVEL: 'warn',
    // The host's limit of reads at once (G00342) raised to the load's connections: the search under
    // load measures the search, not the limit's refusals.
    HEAVY_READS_PER_HOST: String(LOAD_CONNECTIONS),
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
  await database.migrate();
  const { db } = database;
  const app = await buildApp({ db, env, clock: systemClock, logger: false });
  console.log(
    `growth: database ${database.driver}; sizes ${SIZES.join(' / ')}; ${ROUNDS} rounds, median of ${RUNS} requests each`,
  );

  const events: { size: number; setup: Awaited<ReturnType<typeof hostedEvent>>; doorQueue: string[] }[] = [];
  for (const size of SIZES) {
    const started = performance.now();
    const setup = await hostedEvent({ db, app, env }, `growth-${size}`);
    // Some of them at the door already, for the summary and the dashboard.
    const arrived = Math.floor(size * CHECKED_IN_SHARE);
    const guests = await seedGuests(db, setup, size, arrived);
    events.push({ size, setup, doorQueue: guests.slice(arrived).map((g) => ticketQrPayload(g)) });
    console.log(`  seeded ${size} guests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // As autovacuum leaves a table that has settled: statistics, and a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze registrations`);
  await db.execute(sql`vacuum analyze registration_answers`);

  const base = (eventId: string) => `/v1/event-managements/${eventId}`;
  type Read = {
    name: string;
    goal: number;
    request(e: { setup: { eventId: string }; doorQueue: string[] }): { method: 'GET' | 'POST'; url: string; payload?: object };
  };
  const searchUrl = (eventId: string, search: string) => `${base(eventId)}/participants?take=20&search=${search}`;
  const reads: Read[] = [
    {
      name: 'guest list, page 1',
      goal: 2,
      request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/participants?take=20` }),
    },
    {
      name: `search, 20% match (${SEARCH_FIFTH})`,
      goal: 4,
      request: (e) => ({ method: 'GET', url: searchUrl(e.setup.eventId, SEARCH_FIFTH) }),
    },
    { name: 'search, no match', goal: 4, request: (e) => ({ method: 'GET', url: searchUrl(e.setup.eventId, 'nobody-here') }) },
    { name: 'dashboard', goal: 2, request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/dashboard` }) },
    { name: 'check-in summary', goal: 2, request: (e) => ({ method: 'GET', url: `${base(e.setup.eventId)}/check-in/summary` }) },
    {
      name: 'check-in (a new ticket each)',
      goal: 2,
      request: (e) => ({ method: 'POST', url: `${base(e.setup.eventId)}/check-in`, payload: { qr: e.doorQueue.pop() } }),
    },
  ];
  console.log(
    `  ${'read'.padEnd(30)} ${SIZES.map((s) => `${String(s).padStart(11)}`).join(' ')}   growth min / median / max (goal)`,
  );
  for (const read of reads) {
    const costs: number[][] = SIZES.map(() => []);
    // One request per size first, not counted: the first of a kind plans its statements.
    for (const e of events) {
      const { method, url, payload } = read.request(e);
      await app.inject({ method, url, payload, headers: { cookie: e.setup.cookie } });
    }
    // The sizes take turns request by request, so a burst of load elsewhere on the machine falls on all of them.
    for (let round = 0; round < ROUNDS; round += 1) {
      const times: number[][] = SIZES.map(() => []);
      for (let run = 0; run < RUNS; run += 1)
        for (const [i, e] of events.entries()) {
          const { method, url, payload } = read.request(e);
          const started = performance.now();
          const res = await app.inject({ method, url, payload, headers: { cookie: e.setup.cookie } });
          times[i].push(performance.now() - started);
          if (res.statusCode !== 200) throw new Error(`${read.name} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        }
      for (const [i, sizeTimes] of times.entries()) costs[i].push(median(sizeTimes));
    }
    const factors = costs[0].map((smallest, round) => costs.at(-1)![round] / smallest);
    console.log(
      `  ${read.name.padEnd(30)} ${costs.map((c) => `${median(c).toFixed(1).padStart(8)} ms`).join(' ')}   ` +
        `${spread(factors)}× (≤ ${read.goal}×) ${verdict(Math.max(...factors) <= read.goal)}`,
    );
  }

  const largest = events.at(-1)!;
  const eventId = largest.setup.eventId;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The search under load: 20 connections on the largest event, against one query per request.
  const oneQuery = Fastify();
  oneQuery.get('/', async () => {
    await db.execute(sql`select 1`);
    return { data: { status: 'ok' } };
  });
  await oneQuery.listen({ port: 0, host: '127.0.0.1' });
  const oneQueryUrl = `http://127.0.0.1:${(oneQuery.server.address() as AddressInfo).port}/`;
  for (const search of [SEARCH_FIFTH, 'nobody-here']) {
    const ratios: number[] = [];
    const rates: number[] = [];
    let failed = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const reference = await load(oneQueryUrl);
      const searched = await load(`${appUrl}${searchUrl(eventId, search)}`, { cookie: largest.setup.cookie });
      rates.push(searched.rate);
      ratios.push(searched.rate / reference.rate);
      failed += searched.failed + reference.failed;
    }
    console.log(
      `  search "${search}" at ${largest.size}, ${LOAD_CONNECTIONS} connections: ${spread(rates, 0)} answered req/s, ` +
        `${spread(ratios, 3)}× one query (≥ 0.1×) ${verdict(Math.min(...ratios) >= 0.1 && failed === 0)}; not answered 2xx: ${failed}`,
    );
  }
  await oneQuery.close();

  // The CSV export, streamed as a client reads it, beside the database's own COPY of the same columns.
  if (database.driver === 'pg') {
    const ratios: number[] = [];
    const exports: number[] = [];
    const copies: number[] = [];
    const growths: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const copyStarted = performance.now();
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
      const copyMs = performance.now() - copyStarted;
      globalThis.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const started = performance.now();
      const res = await fetch(`${appUrl}${base(eventId)}/participants/export-csv`, {
        method: 'POST',
        headers: { cookie: largest.setup.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      let lines = 0;
      for await (const chunk of res.body!) for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
      const exportMs = performance.now() - started;
      clearInterval(sample);
      peak = Math.max(peak, process.memoryUsage().rss);
      if (res.status !== 200 || lines !== largest.size + 1) throw new Error(`CSV export: ${res.status}, ${lines} lines`);
      copies.push(copyMs);
      exports.push(exportMs);
      ratios.push(exportMs / copyMs);
      growths.push((peak - before) / 1e6);
    }
    console.log(
      `  CSV export at ${largest.size}: ${spread(exports, 0)} ms; bare COPY ${spread(copies, 0)} ms; ` +
        `export ÷ COPY ${spread(ratios)}× (≤ 4×) ${verdict(Math.max(...ratios) <= 4)}; ` +
        `memory growth ${spread(growths)} MB (< 50 MB) ${verdict(Math.max(...growths) < 50)}`,
    );
  }

  const explain = async (name: string, query: ReturnType<typeof sql>, on: DbOrTx = db) => {
    const result = await on.execute(sql`explain (analyze, buffers, costs off) ${query}`);
    const lines = (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]);
    console.log(`\n  EXPLAIN ${name} at ${largest.size}:\n    ${lines.join('\n    ')}`);
  };
  await explain(
    'guest list page 1',
    sql`select id from registrations where event_id = ${eventId} order by created_at desc, id desc limit 20`,
  );
  // The search as the app sends it (server/registrations/guest-list/searched-page.ts): the share of
  // the newest guests that match chooses the index, kept for the read's transaction.
  for (const search of [SEARCH_FIFTH, 'nobody-here']) {
    const others = participantConditions(eventId, {});
    const condition = searchCondition(search);
    const query = { others, search: condition, order: participantOrder('NEWEST'), sort: 'NEWEST' as const, page: 1, take: 20 };
    await db.transaction(async (tx) => {
      const chosen = await tx.execute(chooseIndexSql(others, condition, true));
      const walk = (chosen as { rows: { common: boolean }[] }).rows[0].common;
      await explain(
        `search "${search}", page 1 and total (${walk ? 'walking the list index' : 'trigram index'})`,
        matchesSql(query),
        tx,
      );
    });
  }
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
  // The export's batch (server/registrations/exports/export-queries.ts): the rows by the keyset,
  // then their answers by registration id.
  await explain(
    'export batch (keyset, middle of the event)',
    sql`select id, name, email, status, check_in_status, checked_in_at, ticket_id, created_at, user_id, participation_type
      from registrations where event_id = ${eventId} and (created_at, id) > (${middle.createdAt.toISOString()}::timestamptz, ${middle.id}::uuid)
      order by created_at, id limit 1000`,
  );
  await explain(
    "export batch's answers",
    sql`select registration_id, question_id, question, value from registration_answers
      where registration_id = any(array(select id from registrations where event_id = ${eventId} and (created_at, id) > (${middle.createdAt.toISOString()}::timestamptz, ${middle.id}::uuid) order by created_at, id limit 1000))
        and question ->> 'kind' not in ('NAME', 'EMAIL')`,
  );
  await (await import('./for-you-growth.ts')).measureForYouGrowth({ db, env });
  await app.close();
  await database.close();
}
