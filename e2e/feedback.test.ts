import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../server/test/sign-in.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';

describeInBrowser('after the event: the host turns on the thank-you, an attendee rates the event, the host reads it', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Person;
  let attendee: Person;
  let event: { id: string; handle: string };

  beforeAll(async () => {
    site = await startCheckInSite();
    host = await site.person('Kim Minji', 'PRO');
    event = await site.api(host, 'POST', '/v1/events', {
      title: 'Seoul Builders Night',
      startsAt: '2026-06-08T10:00:00.000Z',
      endsAt: '2026-06-08T13:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
    });
    await site.api(host, 'POST', `/v1/event-managements/${event.id}/publish`);
    await site.api(host, 'POST', `/v1/event-managements/${event.id}/regist-forms/publish`);
    const form: { questions: { id: string; kind: string }[] } = await site.api(
      host,
      'GET',
      `/v1/event-managements/${event.id}/regist-forms`,
    );
    const question = (kind: string) => form.questions.find((q) => q.kind === kind)!.id;
    attendee = await site.person('Park Jiwoo');
    const registered: { registration: { id: string } } = await site.api(attendee, 'POST', `/v1/events/${event.id}/register`, {
      answers: [
        { questionId: question('NAME'), value: attendee.name },
        { questionId: question('EMAIL'), value: attendee.email },
      ],
    });
    await site.api(host, 'PATCH', `/v1/event-managements/${event.id}/participants/${registered.registration.id}`, {
      checkInStatus: 'CHECKED_IN',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(person: Person | null, path: string, locale: 'en' | 'ko', width: number): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    if (person) await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${path.startsWith('http') ? '' : site.url}${path}${path.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  it('in Korean at 375 px: the host turns the thank-you on; after the event the attendee rates it from the mail', async () => {
    const hostPage = await open(host, `/events/${event.id}/management/feedback`, 'ko', 375);
    await poll(() => hostPage.getByText('아직 받은 피드백이 없습니다.').count()).toBe(1);
    const thankYou = hostPage.getByRole('switch', { name: '이벤트가 끝나면 감사 메일 보내기' });
    await thankYou.click();
    await poll(() => thankYou.isChecked()).toBe(true);
    await expectNoHorizontalScroll(hostPage, 'feedback (ko, 375)');
    await expectAccessible(hostPage, 'feedback (ko, 375)');
    await hostPage.context().close();

    // The event ends; the sender thanks the attendee once.
    site.t.clock.set('2026-06-08T14:00:00.000Z');
    await site.t.drainAnnouncements();
    await site.t.drainOutbox();
    const thanked = () => site.mail.mailsTo(attendee.email).filter((m) => m.text?.includes('/feedback?t='));
    await poll(() => thanked().length).toBe(1);
    const link = /https?:\/\/\S+\/feedback\?t=[\w-]+/.exec(thanked()[0].text!)![0];

    const page = await open(null, link, 'ko', 375);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain('Seoul Builders Night');
    await expectAccessible(page, 'feedback form (ko, 375)');
    await page.getByRole('radio', { name: '별 5개' }).check();
    await page.getByLabel('호스트에게 남길 한마디 (선택)').fill('발표가 정말 좋았어요');
    await page.getByRole('button', { name: '피드백 보내기' }).click();
    await poll(() => page.getByTestId('feedback-given').innerText()).toContain('별 5개');
    await expectNoHorizontalScroll(page, 'feedback form (ko, 375)');
    await expectAccessible(page, 'feedback given (ko, 375)');
    await page.context().close();
  });

  it('in English at 1280 px: the host sees the rating and the comment', async () => {
    // A week on, the host signs in again.
    host.cookies = await signIn(site.t, site.mail, host.email);
    const page = await open(host, `/events/${event.id}/management/feedback`, 'en', 1280);
    await poll(() => page.getByTestId('feedback-average').innerText()).toBe('Average 5.0 of 5 · 1 rating');
    await poll(() => page.getByTestId('feedback-comment').innerText()).toContain('발표가 정말 좋았어요');
    expect(await page.getByRole('switch', { name: 'Send a thank-you after the event' }).isChecked()).toBe(true);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`${event.handle}-feedback.csv`);
    await expectAccessible(page, 'feedback (en, 1280)');
    await page.context().close();
  });
});
