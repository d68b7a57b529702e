import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';
import { startEventsSite, type EventsSite, type Person } from './events-site.ts';

const longTitle = 'Seoul Developer Community Year-End Party and Lightning Talks — Everyone Welcome';

describeInBrowser('events: small screens, tabs and who may create', () => {
  let site: EventsSite;
  let browser: Browser;
  let host: Person;
  let event: { id: string; handle: string };

  beforeAll(async () => {
    [site, browser] = await Promise.all([startEventsSite(), launchBrowser()]);
    host = await site.person('Park Seoyeon', 'PRO');
    const created = await site.api(host, 'POST', '/v1/events', {
      title: longTitle,
      startsAt: '2026-12-19T09:00:00.000Z',
      endsAt: '2026-12-19T13:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: {
        mode: 'OFFLINE',
        venue: { type: 'MANUAL', fullAddress: '서울특별시 강남구 테헤란로 231, 센터필드 웨스트타워 18층 대회의실', city: '서울' },
        detail: 'https://very-long-link.example.com/with/a/path/that/does/not/break/anywhere/at/all',
      },
      eventTypes: ['MEETUP', 'SEMINAR_SPEECH_LECTURE', 'WORKSHOP'],
      eventFields: ['IT_PROGRAMMING', 'STARTUPS_ENTREPRENEURSHIP'],
      description:
        '<h2>Programme</h2><p>Supercalifragilisticexpialidocious-and-other-very-long-unbreakable-words-that-test-wrapping.</p>',
      maxParticipants: 80,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    event = created.body.data;
    expect((await site.api(host, 'POST', `/v1/event-managements/${event.id}/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it("asks for the host's list beside the session's renewal, not after it", async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    await site.signInBrowser(context, host);
    const page = await context.newPage();
    let answerRenewal: () => void = () => {};
    const renewalHeld = new Promise<void>((resolve) => (answerRenewal = resolve));
    await page.route('**/v1/auth/token', async (route) => {
      await renewalHeld;
      await route.continue();
    });
    const listAsked = page.waitForRequest((request) => new URL(request.url()).pathname === '/v1/me/events', { timeout: 15_000 });
    await page.goto(`${site.url}/events/my?tab=hosting`, { waitUntil: 'commit' });
    await listAsked;
    answerRenewal();
    await poll(() => page.getByRole('heading', { name: longTitle }).isVisible()).toBe(true);
    await context.close();
  });

  for (const [width, lng] of [
    [640, 'en'],
    [375, 'ko'],
  ] as const) {
    it(`every events page is usable at ${width}px (${lng}) with no horizontal scroll`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lng === 'ko' ? 'ko-KR' : 'en-US' });
      await site.signInBrowser(context, host);
      const page = await context.newPage();
      const paths = [
        '/events',
        '/events?tab=past',
        `/events/${event.handle}`,
        '/events/my?tab=hosting',
        `/events/${event.id}/management`,
        `/events/${event.id}/management/edit`,
        `/events/${event.id}/management/edit/preview`,
        `/events/${event.id}/management/settings`,
        '/events/new?eventType=Hackathon',
      ];
      for (const path of paths) {
        await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoHorizontalScroll(page, `${path} at ${width}px`);
        await expectAccessible(page, `${path} at ${width}px (${lng})`);
      }
      await context.close();
    });
  }

  it('says honestly when a tab has nothing, and keeps the tab in the address', async () => {
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(`${site.url}/events`);
    await poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('tab', { name: 'Past' }).click();
    await page.waitForURL(/\/events\?tab=past$/);
    await poll(() => page.getByRole('heading', { name: 'No past events' }).isVisible()).toBe(true);
    await page.goBack();
    await poll(() => page.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });

  it('sends people who are not PRO to the page on PRO access (no request form is set), and strangers to sign in', async () => {
    const member = await site.person('Choi Member');
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 375, height: 800 } });
    await site.signInBrowser(context, member);
    const page = await context.newPage();
    await page.goto(`${site.url}/events/new?eventType=Event&lng=ko`);
    await page.waitForURL(`${site.url}/pro-access`);
    await poll(() => page.locator('h1').innerText()).toBe('PRO 권한으로 모임에서 이벤트를 열어 보세요');
    await poll(() => page.getByText(`지금 ${member.email} 계정으로 로그인되어 있어요.`, { exact: false }).isVisible()).toBe(true);
    await expectAccessible(page, 'PRO access at 375px (ko)');
    // The header's "New event" shows only its sign at 375px, and is still named.
    const newEvent = page.getByRole('link', { name: '새 이벤트' });
    expect(await newEvent.getAttribute('href')).toBe('/pro-access');
    // Signed in, the landing page is no use: `/` opens their events.
    await page.goto(`${site.url}/?lng=en`);
    await page.waitForURL(`${site.url}/events/my?lng=en`);
    await poll(() => page.locator('h1').innerText()).toBe('My events');

    const anonymous = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await anonymous.goto(`${site.url}/?lng=en`);
    await anonymous.getByRole('link', { name: 'Request a demo' }).first().click();
    await anonymous.waitForURL(`${site.url}/pro-access`);
    await poll(() => anonymous.locator('h1').innerText()).toBe('Host events on Moim with PRO access');
    await expectAccessible(anonymous, 'PRO access at 375px (en)');
    await anonymous.goto(`${site.url}/events/my`);
    await anonymous.waitForURL(/\/sign-in\?redirect=%2Fevents%2Fmy$/);
    await anonymous.goto(`${site.url}/events/${event.id}/management`);
    await anonymous.waitForURL(/\/sign-in\?redirect=/);
    expect(new URL(anonymous.url()).searchParams.get('redirect')).toBe(`/events/${event.id}/management`);

    // Someone signed in but not on the host team learns nothing: the event's 404.
    await page.goto(`${site.url}/events/${event.id}/management?lng=en`);
    await poll(() => page.locator('h1').innerText()).toBe('Event unavailable');
    await context.close();
    await anonymous.context().close();
  });
});
