import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startSite, type Site } from './site.ts';
import { poll } from './event-pages.ts';

const pages = [
  { path: '/', heading: { en: 'Bring your people together.', ko: '사람이 모이는 곳, 모임' } },
  { path: '/events', heading: { en: 'Events', ko: '이벤트' } },
  { path: '/404', heading: { en: 'Page not found', ko: '페이지를 찾을 수 없어요' } },
] as const;

describeInBrowser('public pages', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}${path}`);
    return { page, errors };
  }

  for (const lng of ['en', 'ko'] as const) {
    it(`pass axe in ${lng === 'en' ? 'English' : 'Korean'} (?lng=${lng})`, async () => {
      const { page, errors } = await open(`/?lng=${lng}`);
      for (const { path, heading } of pages) {
        if (path !== '/') await page.goto(`${site.url}${path}`);
        await poll(() => page.locator('h1').innerText()).toBe(heading[lng]);
        expect(await page.getAttribute('html', 'lang')).toBe(lng);
        await expectAccessible(page, `${path} (${lng})`);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('switch to Korean from the header and pass axe', async () => {
    const { page } = await open('/events');
    await poll(() => page.locator('h1').innerText()).toBe('Events');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
    await poll(() => page.locator('h1').innerText()).toBe('이벤트');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await page.getByRole('link', { name: '로그인' }).isVisible()).toBe(true);
    await expectAccessible(page, '/events after switching to Korean');
    await page.context().close();
  });

  it('link Request Demo to the request form of the current language, or to the in-app PRO page without one', async () => {
    const { page } = await open('/?lng=ko');
    const demo = page
      .getByRole('main')
      .getByRole('link', { name: /데모 신청하기/ })
      .first();
    const config = await page.evaluate(() => fetch('/v1/config').then((r) => r.json()));
    const external: string | null = config.data.proRequestUrl.ko;
    expect(await demo.getAttribute('href')).toBe(external ?? '/pro-access');
    if (!external) {
      await demo.click();
      await poll(() => page.locator('h1').innerText()).toMatch(/PRO/);
      await expectAccessible(page, '/pro-access (ko)');
    }
    await page.context().close();
  });

  for (const width of [640, 375]) {
    it(`have no horizontal scroll at ${width}px`, async () => {
      for (const lng of ['en', 'ko']) {
        const { page } = await open(`/?lng=${lng}`, { width, height: 800 });
        for (const { path } of pages) {
          if (path !== '/') await page.goto(`${site.url}${path}`);
          await page.locator('h1').waitFor();
          const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
          expect(scrollWidth, `${path} (${lng}) at ${width}px`).toBeLessThanOrEqual(width);
        }
        await page.context().close();
      }
    });
  }
});
