import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startSite, type Site } from './site.ts';
import { poll } from './event-pages.ts';

const kakaoAndroid =
  'Mozilla/5.0 (Linux; Android 13; SM-S908N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 KAKAOTALK 10.3.5';
const kakaoIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.2.0';

describeInBrowser('KakaoTalk in-app browser', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function openInKakao(userAgent: string, path: string) {
    const context = await browser.newContext({ userAgent, locale: 'en-US', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const attempts: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http')) attempts.push(request.url());
    });
    // The page hands itself to another app, so it never reaches "load".
    await page.goto(`${site.url}${path}`, { waitUntil: 'commit' });
    return { context, page, attempts };
  }

  it('on Android, tries Chrome once and offers a button to retry', async () => {
    const { context, page, attempts } = await openInKakao(kakaoAndroid, '/events?lng=en');
    const open = page.getByRole('link', { name: 'Open in your browser' });
    await open.waitFor();
    const host = new URL(site.url).host;
    const intent = `intent://${host}/events?lng=en#Intent;scheme=http;package=com.android.chrome;end`;
    await poll(() => attempts).toEqual([intent.split('#')[0]]);
    expect(await open.getAttribute('href')).toBe(intent);
    await expectAccessible(page, 'in-app browser fallback');

    // Back in KakaoTalk (same tab session): no second redirect, the site simply renders.
    await page.reload({ waitUntil: 'commit' });
    await poll(() => page.locator('h1').innerText()).toBe('Events');
    expect(attempts).toHaveLength(1);
    await context.close();
  });

  it('on iOS, asks KakaoTalk to open the page externally', async () => {
    const { context, page } = await openInKakao(kakaoIos, '/');
    const open = page.getByRole('link', { name: 'Open in your browser' });
    await open.waitFor();
    expect(await open.getAttribute('href')).toBe(`kakaotalk://web/openExternal?url=${encodeURIComponent(`${site.url}/`)}`);
    await page.getByRole('button', { name: 'Continue in KakaoTalk' }).click();
    await poll(() => page.locator('h1').innerText()).toBe('Bring your people together.');
    await context.close();
  });
});
