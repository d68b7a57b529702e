// The first paint on a slow phone (`BENCH_ONLY=paint`): the built app on a fresh database, Chromium
// at 375 px with DevTools' "Fast 3G" (1.6 Mbps down, 750 kbps up, 562.5 ms latency) and the CPU
// slowed 4×, a cold cache each run. Prints, as min / median / max of `PAINT_RUNS` runs, the first
// contentful paint of `/events` and of `/events/my` (signed in), when the list's first card is on
// screen, and the largest contentful paint of a public event page. Printed, never a failure of the
// run's other cases: a busy machine is not a bug.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.ts';
import { eq } from 'drizzle-orm';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  insertUserWithProfile,
  openSession,
} from '../server/identity/index.ts';
import { users } from '../server/platform/db/schema/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { systemClock } from '../server/platform/clock.ts';
import { openDatabase, type Db } from '../server/platform/db/client.ts';
import { readEnv, type Env } from '../server/platform/env.ts';
import { reservePort } from '../e2e/reserved-port.ts';

const RUNS = Number(process.env.PAINT_RUNS ?? 3);
const GOALS = { eventsFcp: 3000, eventPageLcp: 2500 };
// DevTools' "Fast 3G" preset, as Chromium defines it (bytes per second, ms).
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

/** A PRO host with a dozen upcoming public events, one of them with a long description. */
async function seed(t: { db: Db; app: FastifyInstance; env: Env }) {
  const host = await insertUserWithProfile(t.db, systemClock, {
    email: `paint.host.${Date.now()}@moim.example`,
    name: 'Paint Host',
    bio: '',
    locale: 'en',
    accessLevel: 'PRO',
  });
  const [row] = await t.db.select().from(users).where(eq(users.id, host.id));
  // A new session for each signed-in run: a run rotates its refresh token.
  const newSession = () => openSession(t.db, { clock: systemClock, sessionSecret: loadSessionSecret(t.env) }, row);
  const cookie = `${ACCESS_COOKIE}=${(await newSession()).accessToken}`;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie } });
    if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  let handle = '';
  for (let i = 0; i < 12; i += 1) {
    const startsAt = new Date(Date.now() + (i + 2) * 86_400_000);
    const event = await call('POST', '/v1/events', {
      title: `Seoul Builders Meetup #${i + 1}: shipping fast on slow networks`,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '152 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      description: `<h2>About</h2>${'<p>Talks, <strong>demos</strong> and <a href="https://moim.example">links</a> about the web on real phones.</p>'.repeat(8)}`,
    });
    await call('POST', `/v1/event-managements/${event.id}/publish`);
    if (i === 0) handle = event.handle as string;
  }
  return { handle, newSession };
}

type Measure = (context: BrowserContext) => Promise<Record<string, number>>;

/** One cold, throttled page load in a fresh context; `measure` reads the figures off the page. */
async function throttledRun(browser: Browser, setUp: (context: BrowserContext) => Promise<void>, measure: Measure) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'ko-KR',
    isMobile: true,
    hasTouch: true,
  });
  try {
    await setUp(context);
    return await measure(context);
  } finally {
    await context.close();
  }
}

async function throttle(context: BrowserContext) {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** FCP and LCP (ms from navigation) once `selector` is on screen and the network is quiet. */
function paintMeasure(url: string, selector: string): Measure {
  return async (context) => {
    const page = await throttle(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.locator(selector).first().waitFor({ timeout: 120_000 });
    const shownAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({ fcp, lcp: entries.at(-1)?.startTime ?? Number.NaN });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { ...paints, shown: shownAt, scripts: scripts.length };
  };
}

const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  return {
    median: sorted[Math.floor(sorted.length / 2)],
    text: `min ${ms(sorted[0])} / median ${ms(sorted[Math.floor(sorted.length / 2)])} / max ${ms(sorted.at(-1)!)}`,
  };
};

/** Prints the measurement (or why there is none); never throws. */
export async function measureFirstPaint(): Promise<void> {
  try {
    await measure();
  } catch (error) {
    console.log(`skip first paint: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function measure() {
  const executablePath = findChromium();
  const webDistDir = fileURLToPath(new URL('../dist/web', import.meta.url));
  if (!executablePath || !existsSync(`${webDistDir}/index.html`)) {
    console.log('skip first paint: needs Chromium and a build (npm run build)');
    return;
  }
  // The app must know its own address: sign-in's cookies and the origin check depend on it.
  const { port, release } = await reservePort();
  const url = `http://localhost:${port}`;
  const env = readEnv({
    ...process.env,
    APP_ORIGIN: url,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-0123456789abcdefghij',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await database.migrate();
  const app = await buildApp({ db: database.db, env, clock: systemClock, logger: false, webDistDir });
  const t = { db: database.db, app, env };
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  try {
    const { handle, newSession } = await seed(t);
    await release();
    await t.app.listen({ port, host: '127.0.0.1' });
    const anonymous = async () => {};
    const signedIn = async (context: BrowserContext) => {
      const tokens = await newSession();
      // As the server sets them: the refresh token only on its own path.
      await context.addCookies([
        { name: ACCESS_COOKIE, value: tokens.accessToken, url, httpOnly: true, sameSite: 'Lax' },
        {
          name: REFRESH_COOKIE,
          value: tokens.refreshToken,
          url: `${url}${REFRESH_COOKIE_PATH}`,
          httpOnly: true,
          sameSite: 'Strict',
        },
      ]);
    };
    const cases = [
      { name: '/events', setUp: anonymous, measure: paintMeasure(`${url}/events`, 'article h3 a') },
      { name: '/events/my (signed in)', setUp: signedIn, measure: paintMeasure(`${url}/events/my?tab=hosting`, 'article h3 a') },
      { name: 'public event page', setUp: anonymous, measure: paintMeasure(`${url}/events/${handle}`, 'h1') },
    ];
    const results = new Map<string, Record<string, number>[]>();
    // Interleaved rounds, so a slow moment of the machine touches every case alike.
    for (let run = 0; run < RUNS; run += 1) {
      for (const { name, setUp, measure } of cases) {
        const result = await throttledRun(browser, setUp, measure);
        results.set(name, [...(results.get(name) ?? []), result]);
      }
    }
    console.log(`First paint, Chromium at 375 px, Fast 3G, CPU ${CPU_SLOWDOWN}× slower, cold cache, ${RUNS} runs:`);
    for (const [name, runs] of results) {
      const fcp = figures(runs.map((r) => r.fcp));
      const lcp = figures(runs.map((r) => r.lcp));
      const shown = figures(runs.map((r) => r.shown));
      const goal =
        name === '/events'
          ? ` (goal FCP ≤ ${GOALS.eventsFcp / 1000} s: ${fcp.median <= GOALS.eventsFcp ? 'ok' : 'MISS'})`
          : name === 'public event page'
            ? ` (goal LCP ≤ ${GOALS.eventPageLcp / 1000} s: ${lcp.median <= GOALS.eventPageLcp ? 'ok' : 'MISS'})`
            : '';
      console.log(`  ${name}${goal}, ${runs[0].scripts} script files`);
      console.log(`    FCP   ${fcp.text}`);
      console.log(`    LCP   ${lcp.text}`);
      console.log(`    shown ${shown.text} (the first event's title, or the page's heading, on screen)`);
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await measureFirstPaint();
