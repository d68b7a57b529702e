// A search matching more than 1,000 guests says "1,000+" in both languages, and the list learns
// the rest as the host scrolls to its end (decision 049).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tickets } from '../server/platform/db/schema/index.ts';
import { ensureRegistrationSetup } from '../server/registrations/index.ts';
import { insertGuests } from '../server/test/guests.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';

const GUESTS = 1200;

describeInBrowser('a guest search past 1,000 matches', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Person;
  let eventId: string;

  beforeAll(async () => {
    site = await startCheckInSite();
    host = await site.person('Kim Minji', 'PRO');
    const event = await site.api(host, 'POST', '/v1/events', {
      title: 'Seoul Builders Conference',
      startsAt: '2026-06-08T10:00:00.000Z',
      endsAt: '2026-06-08T13:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETING_CONFERENCE'],
      eventFields: ['IT_PROGRAMMING'],
    });
    eventId = event.id;
    await ensureRegistrationSetup(site.t.db, eventId, new Date());
    const [ticket] = await site.t.db.select().from(tickets).where(eq(tickets.eventId, eventId));
    await insertGuests(site.t.db, {
      eventId,
      ticketId: ticket.id,
      guests: Array.from({ length: GUESTS }, (_, i) => ({ name: `Builder ${i}` })),
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(locale: 'en' | 'ko', width: number): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    await site.signInBrowser(context, host);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}/events/${eventId}/management/guest?lng=${locale}`);
    return page;
  }

  it('says "1,000+ guests", then the whole count once the host scrolls to the end', async () => {
    const page = await open('en', 1280);
    await poll(() => page.getByTestId('guest-count').innerText()).toBe('1,200 guests');
    await page.getByRole('searchbox', { name: 'Search guests' }).fill('builder');
    await poll(() => page.getByTestId('guest-count').innerText()).toBe('1,000+ guests');
    await expectAccessible(page, 'guest list with a capped count');
    // Scrolling to the thousandth row asks for the page that counts on.
    await poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.getByTestId('guest-count').innerText();
    }).toBe('1,200 guests');
    await poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.getByTestId('guest-row').last().innerText();
    }).toContain('Builder 0\n');
  });

  it('says it in Korean on a phone', async () => {
    const page = await open('ko', 375);
    await page.getByRole('searchbox', { name: '게스트 검색' }).fill('builder');
    await poll(() => page.getByTestId('guest-count').innerText()).toBe('게스트 1,000명 이상');
    await expectNoHorizontalScroll(page, 'guest list at 375 px');
    await expectAccessible(page, 'guest list with a capped count, in Korean');
  });
});
