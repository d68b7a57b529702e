import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { xssPayloads } from '../server/test/xss-corpus.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { poll } from './event-pages.ts';
import { startEventsSite, type EventsSite } from './events-site.ts';

type Planted = { handle: string; payload: string };

// Every payload that runs calls window.__xss(); an alert() shows a dialog. The context ignores the
// site's Content-Security-Policy, so an injected handler would really run: only the escaping, the
// server's sanitiser and the page's allow-list renderer stand in the way.
const trap = () => {
  const target = window as unknown as { __xss: () => void; __xssHits: number };
  target.__xssHits = 0;
  target.__xss = () => {
    target.__xssHits += 1;
  };
};

/** Anything on the page that could run script or load what it should not. */
function injectedElements(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('main *'))) {
    const tag = element.tagName.toLowerCase();
    // The page's own icons and Mantine's own style tags.
    if (element.closest('[aria-hidden="true"]') || (tag === 'style' && element.hasAttribute('data-mantine-styles'))) continue;
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'frame',
        'frameset',
        'applet',
        'base',
        'meta',
        'link',
        'style',
        'svg',
        'math',
        'form',
        'template',
      ].includes(tag)
    )
      found.push(tag);
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
        /^\s*(javascript|vbscript|data):/i.test(attribute.value)
      )
        found.push(`${tag}[${attribute.name}=${attribute.value}]`);
    }
  }
  return found;
}

describeInBrowser('events: the XSS corpus never executes', () => {
  let site: EventsSite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const dialogs: string[] = [];
  const planted: Planted[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startEventsSite(), launchBrowser()]);
    const host = await site.person('Xss Host', 'PRO');
    for (const [index, payload] of xssPayloads.entries()) {
      const created = await site.api(host, 'POST', '/v1/events', {
        title: payload.slice(0, 100),
        startsAt: new Date(Date.UTC(2026, 11, 1 + (index % 28), 10)).toISOString(),
        endsAt: new Date(Date.UTC(2026, 11, 1 + (index % 28), 12)).toISOString(),
        timezone: 'Asia/Seoul',
        location: {
          mode: 'OFFLINE',
          venue: { type: 'MANUAL', fullAddress: payload.slice(0, 200), shortAddress: payload.slice(0, 200) },
          detail: payload.slice(0, 200),
        },
        description: `<p>before</p>${payload}<p>after</p>`,
      });
      // A payload the form's own rules refuse (e.g. only control characters left) never reaches a page.
      if (created.status === 400) continue;
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect((await site.api(host, 'POST', `/v1/event-managements/${created.body.data.id}/publish`)).status).toBe(200);
      planted.push({ handle: created.body.data.handle, payload });
    }
    context = await browser.newContext({ bypassCSP: true, locale: 'en-US' });
    await context.addInitScript(trap);
    page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const hits = () => page.evaluate(() => (window as unknown as { __xssHits: number }).__xssHits);

  it('plants at least 100 payloads, and the trap catches a payload that does run', async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(100);
    expect(planted.length).toBeGreaterThanOrEqual(100);
    await page.goto(`${site.url}/events`);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="x:" onerror="window.__xss()">'));
    await poll(hits).toBe(1);
  });

  // In batches, so each test stays well inside its time limit.
  const batch = 20;
  for (let start = 0; start < xssPayloads.length; start += batch) {
    it(`renders event pages ${start + 1}–${Math.min(start + batch, xssPayloads.length)} without running anything`, async () => {
      for (const { handle, payload } of planted.slice(start, start + batch)) {
        await page.goto(`${site.url}/events/${handle}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // The description is drawn (what follows a payload may have become its text).
        await poll(() => page.getByText('before', { exact: true }).count()).toBeGreaterThan(0);
        expect(await hits(), payload).toBe(0);
        expect(await page.evaluate(injectedElements), payload).toEqual([]);
        const shown = (await page.locator('h1').innerText()).replace(/\s+/g, ' ').trim();
        expect(shown, payload).toBe(
          payload
            .slice(0, 100)
            .replace(/[\u0000-\u001F\u007F\s]+/g, ' ')
            .trim(),
        );
      }
      expect(dialogs).toEqual([]);
    });
  }

  it('lists them all without running anything', async () => {
    await page.goto(`${site.url}/events`);
    const more = page.getByRole('button', { name: 'Show more events' });
    await page.locator('article').first().waitFor();
    while (await more.isVisible()) {
      const before = await page.locator('article').count();
      await more.click();
      await poll(() => page.locator('article').count()).toBeGreaterThan(before);
    }
    expect(await page.locator('article').count()).toBe(planted.length);
    expect(await hits()).toBe(0);
    expect(await page.evaluate(injectedElements)).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
