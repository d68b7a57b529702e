import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventInput } from '../server/test/events.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';
import { startEventsSite, type EventsSite, type Person } from './events-site.ts';

// A link shared to KakaoTalk or Slack, opened by someone without a session: the server sends the
// public page's own small entry with the event written in (docs/decisions/006-public-event-page.md).
describeInBrowser('the public event page', () => {
  let site: EventsSite;
  let browser: Browser;
  let host: Person;
  const handle = 'hangang-night-run';

  beforeAll(async () => {
    [site, browser] = await Promise.all([startEventsSite(), launchBrowser()]);
    host = await site.person('Park Seoyeon', 'PRO');
    const startsAt = new Date(Date.now() + 14 * 86_400_000);
    const created = await site.api(host, 'POST', '/v1/events', {
      ...eventInput({
        title: 'Hangang Night Run',
        description: '<p>Five kilometres along the river, then <strong>chimaek</strong>.</p>',
      }),
      handle,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      maxParticipants: 20,
    });
    expect(created.status).toBe(201);
    expect((await site.api(host, 'POST', `/v1/event-managements/${created.body.data.id}/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Opens the page and adds up the JavaScript the browser downloaded for it, as sent (compressed). */
  async function open(person: Person | null, path: string, options: { locale?: string; width?: number } = {}) {
    const context = await browser.newContext({
      locale: options.locale ?? 'en-US',
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    if (person) await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
    });
    await page.goto(`${site.url}${path}`);
    const javascriptBytes = async () => {
      await page.waitForLoadState('networkidle');
      const sizes = await Promise.all(scripts.map(async (response) => (await response.request().sizes()).responseBodySize));
      return sizes.reduce((sum, size) => sum + size, 0);
    };
    return { page, javascriptBytes };
  }

  const entryScript = (page: Page) => page.locator('script[type="module"]').first().getAttribute('src');

  it('opens from its small entry, under 100 kB of JavaScript, with everything a visitor needs', async () => {
    const { page, javascriptBytes } = await open(null, `/events/${handle}?lng=en`);
    await poll(() => page.locator('h1').innerText()).toBe('Hangang Night Run');
    expect(await entryScript(page)).toMatch(/\/assets\/publicEvent-[\w-]+\.js$/);
    expect(await page.title()).toBe('Hangang Night Run · Moim');
    expect(await page.getByTestId('registration-state').innerText()).toMatch(/open/i);
    await poll(() => page.getByText('20 of 20 spots left').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Register', exact: true }).getAttribute('href')).toBe(
      `/events/${handle}/registration`,
    );
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/sign-in?redirect=${encodeURIComponent(`/events/${handle}`)}`,
    );
    expect(await page.locator('article').innerText()).toContain('Park Seoyeon');
    expect(await page.getByRole('link', { name: 'Manage event' }).count()).toBe(0);
    const bytes = await javascriptBytes();
    expect(bytes).toBeGreaterThan(20_000);
    expect(bytes).toBeLessThan(100_000);
    await expectAccessible(page, 'public event page (en)');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/events/${handle}`);
    await expectAccessible(page, 'public event page with its toast');
    expect(await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(/\/calendar\.ics$/);
    await page.context().close();
  });

  it('switches to Korean, keeps it for the app, and registers there', async () => {
    const { page } = await open(null, `/events/${handle}`, { width: 375 });
    await poll(() => page.getByRole('heading', { name: 'About this event' }).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await poll(() => page.getByRole('heading', { name: '이벤트 소개' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => [document.documentElement.lang, localStorage.getItem('i18nextLng')])).toEqual(['ko', 'ko']);
    expect(await page.title()).toBe('Hangang Night Run · 모임');
    await expectNoHorizontalScroll(page, 'public event page at 375px (ko)');
    await expectAccessible(page, 'public event page (ko, 375px)');

    await page.getByRole('link', { name: '신청하기' }).click();
    await page.waitForURL(`${site.url}/events/${handle}/registration`);
    await poll(() => page.getByRole('heading', { name: '참가 신청' }).isVisible()).toBe(true);
    expect(await entryScript(page)).not.toMatch(/publicEvent/);
    await page.context().close();
  });

  it('is the app for someone signed in, with the way to manage it', async () => {
    const { page } = await open(host, `/events/${handle}?lng=en`);
    await poll(() => page.getByRole('link', { name: 'Manage event' }).isVisible()).toBe(true);
    expect(await entryScript(page)).not.toMatch(/publicEvent/);
    await page.context().close();
  });

  it('hands over to the app for a non-member who proved their email in this tab', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${site.url}/events/${handle}?lng=en`);
    await poll(() => page.locator('h1').innerText()).toBe('Hangang Night Run');
    const eventId = (await site.api(null, 'GET', `/v1/events/info?handle=${handle}`)).body.data.id as string;
    // A stale proof is enough to show the hand-over: the app then asks the API, which decides.
    await page.evaluate(
      (id) =>
        sessionStorage.setItem(
          `moim.guest.${id}`,
          JSON.stringify({
            token: 'stale',
            email: 'guest@moim.example',
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        ),
      eventId,
    );
    await page.reload();
    await poll(() => page.locator('h1').innerText()).toBe('Hangang Night Run');
    // Only the app writes the theme's styles (MantineProvider); the public page brings them as a file.
    await poll(() => page.locator('style[data-mantine-styles]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
