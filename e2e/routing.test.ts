import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startSite, type Site } from './site.ts';
import { poll } from './event-pages.ts';

describeInBrowser('routing', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('redirects an unknown path to /events', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${site.url}/no/such/page?x=1`);
    await page.waitForURL(`${site.url}/events`);
    await poll(() => page.locator('h1').innerText()).toBe('Events');
    await page.close();
  });

  it('moves between pages from the header without reloading', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${site.url}/`);
    await page.locator('h1').waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
    await poll(() => page.locator('h1').innerText()).toBe('Events');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await page.close();
  });

  it('shows the API-down screen when the API does not answer', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.route('**/v1/**', (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, errorCode: 'G00008', message: 'restarting' } }),
    );
    await page.goto(`${site.url}/events`);
    await poll(() => page.locator('h1').innerText()).toBe('Service unavailable');
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await expectAccessible(page, 'API-down screen');
    await context.close();
  });
});
