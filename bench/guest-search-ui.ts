// "Typing in search shows results within 100 ms on the page": the built app serving an event with
// 10,000 guests, Chromium on the guest list, a search typed into the box, and the time from the
// last keystroke to the matching rows being painted (the median of many runs). It prints the
// figure against the goal and never fails the run: a busy machine is not a bug.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { findChromium } from '../scripts/find-chromium.ts';
import { users } from '../server/platform/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH, openSession } from '../server/identity/index.ts';
import { insertGuests } from '../server/test/guests.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import { createTestApp, type TestApp } from '../server/test/create-test-app.ts';
import { createUser } from '../server/test/factories.ts';

const GOAL_MS = 100;
const RUNS = 20;
const WARM_UP = 3;
const GUESTS = 10_000;
const FIRST = ['Minji', 'Joon', 'Seoyeon', 'Alex', 'Hana', 'Doyun', 'Sora', 'Jiwoo', 'Yuna', 'Taeho'];
const LAST = ['Kim', 'Lee', 'Park', 'Choi', 'Jung', '김', '이', '박', '최', '정'];

/** A published event of a PRO host with `GUESTS` guests, and the host's session cookies. */
async function seed(t: TestApp) {
  const host = await createUser(t, { name: 'Bench Host', accessLevel: 'PRO' });
  const [row] = await t.db.select().from(users).where(eq(users.id, host.id));
  const tokens = await openSession(t.db, { clock: t.clock, sessionSecret: loadSessionSecret(t.env) }, row);
  const cookie = `${ACCESS_COOKIE}=${tokens.accessToken}`;
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie } });
    if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json().data;
  };
  const event = await call('POST', '/v1/events', {
    title: 'Bench Conference',
    startsAt: '2026-06-08T10:00:00.000Z',
    endsAt: '2026-06-08T18:00:00.000Z',
    timezone: 'Asia/Seoul',
    location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '152 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
    eventTypes: ['MEETUP'],
    eventFields: ['IT_PROGRAMMING'],
  });
  await call('POST', `/v1/event-managements/${event.id}/publish`);
  const [ticket] = await call('GET', `/v1/event-managements/${event.id}/tickets`);
  await insertGuests(t.db, {
    eventId: event.id,
    ticketId: ticket.id,
    guests: Array.from({ length: GUESTS }, (_, i) => ({
      name: `${LAST[i % LAST.length]} ${FIRST[(i * 7) % FIRST.length]} ${i}`,
    })),
  });
  return { eventId: event.id as string, tokens };
}

/** Resolves with ms from the last keydown in the search box to the first frame painted after rows naming `expected` are on screen. */
function armTimer(page: Page, expected: string) {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
        let keyAt = 0;
        input.addEventListener('keydown', (event) => (keyAt = event.timeStamp), { capture: true });
        const shown = () => {
          const list = document.querySelector<HTMLElement>('[data-testid="guest-list"]');
          const first = list?.querySelector('[data-testid="guest-row"] button')?.textContent ?? '';
          return keyAt > 0 && list?.dataset.stale === 'false' && first.endsWith(name);
        };
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          // The frame is painted once the callback after the next animation frame runs.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - keyAt)));
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    expected,
  );
}

async function waitForFullList(page: Page) {
  await page.waitForFunction((total) => {
    const list = document.querySelector<HTMLElement>('[data-testid="guest-list"]');
    return list?.dataset.stale === 'false' && list.dataset.total === String(total);
  }, GUESTS);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints the measurement (or why there is none); never throws. */
export async function measureGuestSearchUi(): Promise<void> {
  try {
    await measure();
  } catch (error) {
    console.log(`skip guest search in the browser: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function measure() {
  const executablePath = findChromium();
  const webDistDir = fileURLToPath(new URL('../dist/web', import.meta.url));
  if (!executablePath || !existsSync(`${webDistDir}/index.html`)) {
    console.log('skip guest search in the browser: needs Chromium and a build (npm run build)');
    return;
  }
  const t = await createTestApp({ webDistDir });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const { eventId, tokens } = await seed(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
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
    const page = await context.newPage();
    await page.goto(`${url}/events/${eventId}/management/guest?lng=en`);
    await waitForFullList(page);
    const search = page.getByRole('searchbox', { name: 'Search guests' });
    const times: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      // A different guest each time, so no answer comes from a cache.
      const number = String(1000 + run * 397);
      await search.click();
      const timing = armTimer(page, ` ${number}`);
      await page.keyboard.type(number);
      const ms = await timing;
      if (run >= WARM_UP) times.push(ms);
      await search.fill('');
      await waitForFullList(page);
    }
    const result = median(times);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${result <= GOAL_MS ? 'ok  ' : 'MISS'} guest search in the browser (${GUESTS.toLocaleString('en')} guests): keystroke to painted results ` +
        `median ${result.toFixed(0)} ms (goal ≤ ${GOAL_MS} ms), fastest ${sorted[0].toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms, ${RUNS} runs`,
    );
  } finally {
    await browser.close();
    await t.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await measureGuestSearchUi();
