import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startSite, type Site } from './site.ts';
import { poll } from './event-pages.ts';

describeInBrowser('language', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('keeps Korean across a reload once chosen in the header', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const acceptLanguages: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/')) acceptLanguages.push(request.headers()['accept-language']);
    });
    await page.goto(`${site.url}/`);
    await poll(() => page.locator('h1').innerText()).toBe('Bring your people together.');
    // The config and the session refresh on load: every call in the page's language.
    expect([...new Set(acceptLanguages)]).toEqual(['en']);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await poll(() => page.locator('h1').innerText()).toBe('사람이 모이는 곳, 모임');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ko');

    await page.reload();
    await poll(() => page.locator('h1').innerText()).toBe('사람이 모이는 곳, 모임');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await page.title()).toBe('모임 — 이벤트, 해커톤, 커뮤니티');
    expect(acceptLanguages.at(-1)).toBe('ko');
    await context.close();
  });

  it("follows the browser's language when nothing was chosen", async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${site.url}/events`);
    await poll(() => page.locator('h1').innerText()).toBe('이벤트');
    await context.close();
  });

  it('lets ?lng= win over a stored choice', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${site.url}/events?lng=ko`);
    await poll(() => page.locator('h1').innerText()).toBe('이벤트');
    await page.goto(`${site.url}/events?lng=en`);
    await poll(() => page.locator('h1').innerText()).toBe('Events');
    await context.close();
  });
});
