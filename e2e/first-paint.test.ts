// /events paints from its HTML before any JavaScript runs (server/events/pages/event-list-shell.ts),
// in the visitor's language, and the app takes the page over from the shell once the list is ready.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { poll } from './event-pages.ts';
import { startSite, type Site } from './site.ts';

describeInBrowser('the first paint of /events', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Opens `path` with the app's scripts held back, checks the shell, then lets them through. */
  async function openWithScriptsHeld(page: Page, path: string) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
    return release;
  }

  it('shows the Korean shell at 375 px before the scripts, then the app', async () => {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    // The config comes written into the page (server/platform/http/config.routes.ts): no round trip before the list's.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = await openWithScriptsHeld(page, '/events');
    const shell = page.locator('#page-shell');
    await poll(() => shell.locator('h1').innerText()).toBe('이벤트');
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ko');
    expect(await page.locator('#root').innerHTML()).toBe('');
    await expectAccessible(page, 'shell (ko)');

    release();
    await poll(() => page.getByRole('tab', { name: '예정' }).isVisible()).toBe(true);
    expect(await shell.count()).toBe(0);
    await poll(() => page.locator('h1').innerText()).toBe('이벤트');
    expect(asked).toContain('/v1/events');
    expect(asked).not.toContain('/v1/config');
    // A list only shows things: the chunk of forms and schemas (zod, phone numbers, dates) stays out
    // of its download (scripts/first-load-chunks.ts).
    expect(asked.filter((path) => path.startsWith('/assets/forms-'))).toEqual([]);
    await expectAccessible(page, 'events (ko)');
    await context.close();
  });

  it('follows the language chosen in the app on the next visit, in English at 1280 px', async () => {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // ?lng= picks English; the app keeps the choice in a cookie the server reads next time.
    await page.goto(`${site.url}/events?lng=en`);
    await poll(() => page.getByRole('tab', { name: 'Upcoming' }).isVisible()).toBe(true);
    expect((await context.cookies()).find((cookie) => cookie.name === 'moim_lng')?.value).toBe('en');

    const next = await context.newPage();
    const release = await openWithScriptsHeld(next, '/events/my');
    await poll(() => next.locator('#page-shell h1').innerText()).toBe('My events');
    await expectAccessible(next, 'shell (en)');
    release();
    // Signed out: the app takes over and sends the visitor to sign in.
    await next.waitForURL(/\/sign-in\?redirect=/);
    expect(await next.locator('#page-shell').count()).toBe(0);
    await expectAccessible(next, 'sign in (en)');
    await context.close();
  });
});
