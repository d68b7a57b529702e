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
import { openDatabase, type Db } from '../server/platform/db/client.ts';
import { registrations } from '../server/platform/db/schema/index.ts';
import { readEnv } from '../server/platform/env.ts';
import { ticketQrPayload } from '../server/registrations/index.ts';
import {
  participantConditions,
  participantOrder,
  searchCondition,
} from '../server/registrations/guest-list/participant-filters.ts';
import { matchesSql, windowOf } from '../server/registrations/guest-list/searched-page.ts';
import { exportBatchQuery } from '../server/registrations/exports/export-queries.ts';
import { EXPORT_BATCH } from '../server/registrations/exports/export-participants.service.ts';
import { hostedEvent, seedGuests, SEARCH_FIFTH } from './guest-cases.ts';

const SIZES = (process.env.BENCH_GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** `BENCH_GROWTH_PART=export`: only the CSV export and its plan (with BENCH_GROWTH_SIZES=100000, only that event is seeded) */
const PART = process.env.BENCH_GROWTH_PART;
const runs = (part: string) => !PART || PART === part;
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
  const settings = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-0123456789abcdefghij',
    LOG_LEVEL: 'warn',
    // The host's limit of reads at once (G00342) raised to the load's connections: the search under
    // load measures the search, not the limit's refusals.
    HEAVY_READS_PER_HOST: String(LOAD_CONNECTIONS),
  };
  // Every search counts its matches: the growth of a search is the growth of its count.
  const env = readEnv({ ...settings, SEARCH_COUNT_KEPT_MS: '0' });
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
  if (runs('reads'))
    console.log(
      `  ${'read'.padEnd(30)} ${SIZES.map((s) => `${String(s).padStart(11)}`).join(' ')}   growth min / median / max (goal)`,
    );
  for (const read of runs('reads') ? reads : []) {
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
  // The same searches as a host's list sends them: the count kept a moment (decision 057).
  const keptEnv = readEnv(settings);
  const keptDefault = keptEnv.SEARCH_COUNT_KEPT_MS;
  const keptApp = await buildApp({ db, env: keptEnv, clock: systemClock, logger: false });
  await keptApp.listen({ port: 0, host: '127.0.0.1' });
  const keptUrl = `http://127.0.0.1:${(keptApp.server.address() as AddressInfo).port}`;

  // The search under load: 20 connections on the largest event, against one query per request.
  const oneQuery = Fastify();
  oneQuery.get('/', async () => {
    await db.execute(sql`select 1`);
    return { data: { status: 'ok' } };
  });
  await oneQuery.listen({ port: 0, host: '127.0.0.1' });
  const oneQueryUrl = `http://127.0.0.1:${(oneQuery.server.address() as AddressInfo).port}/`;
  const loads = [
    { label: `count kept ${keptDefault} ms`, url: keptUrl, goal: true },
    { label: 'every request counts', url: appUrl, goal: false },
  ];
  for (const search of runs('reads') ? [SEARCH_FIFTH, 'nobody-here'] : [])
    for (const { label, url, goal } of loads) {
      const ratios: number[] = [];
      const rates: number[] = [];
      let failed = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const reference = await load(oneQueryUrl);
        const searched = await load(`${url}${searchUrl(eventId, search)}`, { cookie: largest.setup.cookie });
        rates.push(searched.rate);
        ratios.push(searched.rate / reference.rate);
        failed += searched.failed + reference.failed;
      }
      const met = goal ? ` (≥ 0.1×) ${verdict(Math.min(...ratios) >= 0.1 && failed === 0)}` : '';
      console.log(
        `  search "${search}" at ${largest.size}, ${LOAD_CONNECTIONS} connections, ${label}: ${spread(rates, 0)} answered req/s, ` +
          `${spread(ratios, 3)}× one query${met}; not answered 2xx: ${failed}`,
      );
    }
  await oneQuery.close();
  await keptApp.close();

  // The CSV export, streamed as a client reads it, beside the database's own COPY … TO STDOUT of the
  // same data (the guests' columns, their profiles and their answers), read by this process. The
  // COPY of the guests' own columns alone (no answers) is printed beside it, for comparison.
  if (database.driver === 'pg' && runs('export')) {
    const { exportCopy, guestsCopy, readCopy } = exportBaselines(eventId);
    const measured = { exports: [] as number[], copies: [] as number[], guestCopies: [] as number[] };
    const { ratios, guestRatios, rss, heap, cpu } = {
      ratios: [] as number[],
      guestRatios: [] as number[],
      rss: [] as number[],
      heap: [] as number[],
      cpu: [] as number[],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const copyMs = await readCopy(db, exportCopy);
      const guestCopyMs = await readCopy(db, guestsCopy);
      globalThis.gc?.();
      const before = process.memoryUsage();
      let peak = { rss: before.rss, heap: before.heapUsed };
      const sample = setInterval(() => {
        const now = process.memoryUsage();
        peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
      }, 5);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const res = await fetch(`${appUrl}${base(eventId)}/participants/export-csv`, {
        method: 'POST',
        headers: { cookie: largest.setup.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      let lines = 0;
      for await (const chunk of res.body!) {
        const bytes = chunk as Uint8Array;
        for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines += 1;
      }
      const exportMs = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      clearInterval(sample);
      if (res.status !== 200 || lines !== largest.size + 1) throw new Error(`CSV export: ${res.status}, ${lines} lines`);
      measured.copies.push(copyMs);
      measured.guestCopies.push(guestCopyMs);
      measured.exports.push(exportMs);
      ratios.push(exportMs / copyMs);
      guestRatios.push(exportMs / guestCopyMs);
      rss.push((peak.rss - before.rss) / 1e6);
      heap.push((peak.heap - before.heapUsed) / 1e6);
      cpu.push((used.user + used.system) / 1000);
    }
    console.log(
      `  CSV export at ${largest.size}: ${spread(measured.exports, 0)} ms (this process's CPU ${spread(cpu, 0)} ms, server and client); ` +
        `COPY TO STDOUT of the same data ${spread(measured.copies, 0)} ms; export ÷ COPY ${spread(ratios)}× (≤ 4×) ${verdict(Math.max(...ratios) <= 4)}\n` +
        `    COPY TO STDOUT of the guests' own columns only ${spread(measured.guestCopies, 0)} ms; export ÷ that ${spread(guestRatios)}×\n` +
        `    memory growth while streaming: RSS ${spread(rss)} MB (< 50 MB) ${verdict(Math.max(...rss) < 50)}; ` +
        `peak heap ${spread(heap)} MB (garbage V8 has not collected yet included)`,
    );
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
  // The search as the app sends it (server/registrations/guest-list/searched-page.ts): the share of
  // the newest guests that match runs one of its two branches, walking the list's index or reading
  // the trigram index; the other shows "never executed".
  for (const search of [SEARCH_FIFTH, 'nobody-here']) {
    const others = participantConditions(eventId, {});
    const query = {
      others,
      search: searchCondition(search),
      order: participantOrder('NEWEST'),
      sort: 'NEWEST' as const,
      window: windowOf(1, 20),
    };
    await explain(`search "${search}", page 1 and total`, matchesSql(query));
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
    .select({ createdAt: sql<string>`${registrations.createdAt}::text`, id: registrations.id })
    .from(registrations)
    .where(eq(registrations.eventId, eventId))
    .orderBy(registrations.createdAt, registrations.id)
    .offset(Math.floor(largest.size / 2))
    .limit(1);
  // The export's batch as the app sends it (server/registrations/exports/export-queries.ts): a page
  // of guests by the keyset, each with the answers kept on its row.
  const everyone = participantConditions(eventId, {});
  await explain(
    'export batch (keyset, middle of the event)',
    exportBatchQuery({ where: everyone, after: middle, limit: EXPORT_BATCH }),
  );
  await explain(
    "export's columns",
    sql`select q.id, latest.question from registration_questions q
      cross join lateral (select a.question from registration_answers a join registrations r on r.id = a.registration_id
        where a.question_id = q.id and a.question ->> 'kind' not in ('NAME', 'EMAIL') and r.event_id = ${eventId}
        order by (a.question ->> 'revision')::int desc limit 1) latest
      where q.event_id = ${eventId} order by q.rank collate "C"`,
  );
  if (PART) {
    await app.close();
    await database.close();
    return;
  }
  await (await import('./for-you-growth.ts')).measureForYouGrowth({ db, env });
  await app.close();
  await database.close();
}

/** The export's baselines: the database's COPY … TO STDOUT of the same data, and of the guests' own columns alone. */
function exportBaselines(eventId: string) {
  const event = sql.raw(`'${eventId}'::uuid`);
  const exportCopy = sql`copy (
      select r.name, r.email, p.organization, r.status, r.check_in_status, r.checked_in_at, r.ticket_id, r.created_at, r.user_id,
        a.question_id, a.value
      from registrations r
      left join user_profiles p on p.user_id = r.user_id
      left join registration_answers a on a.registration_id = r.id and a.question ->> 'kind' not in ('NAME', 'EMAIL')
      where r.event_id = ${event} order by r.created_at, r.id
    ) to stdout`;
  const guestsCopy = sql`copy (
      select name, email, status, check_in_status, checked_in_at, created_at, ticket_id, user_id
      from registrations where event_id = ${event} order by created_at, id
    ) to stdout`;
  /** milliseconds until the last row reached this process (node-postgres reads COPY data and drops it) */
  const readCopy = async (db: Db, copy: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(copy);
    return performance.now() - started;
  };
  return { exportCopy, guestsCopy, readCopy };
}
