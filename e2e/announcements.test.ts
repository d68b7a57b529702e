import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { setDateTime } from './date-time-field.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';

describeInBrowser('announcements: a host writes, previews, schedules and sends; a guest reads and mutes', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Person;
  let guest: Person;
  let event: { id: string; handle: string };

  beforeAll(async () => {
    site = await startCheckInSite();
    site.t.app.announcementSender.start();
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
    guest = await site.person('Park Jiwoo');
    await site.api(guest, 'POST', `/v1/events/${event.id}/register`, {
      answers: [
        { questionId: question('NAME'), value: guest.name },
        { questionId: question('EMAIL'), value: guest.email },
      ],
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(person: Person, path: string, locale: 'en' | 'ko', width: number): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  async function write(page: Page, subject: string, body: string) {
    await page.getByTestId('announcement-subject').fill(subject);
    await page.locator('.ProseMirror').click();
    await page.keyboard.type(body);
  }

  it('in Korean at 375 px: writes, previews and schedules an announcement in the event’s time zone', async () => {
    const page = await open(host, `/events/${event.id}/management/announcements`, 'ko', 375);
    await poll(() => page.getByTestId('audience-count').innerText()).toBe('1명이 받습니다');
    await expectAccessible(page, 'announcements (ko, 375)');
    await page.getByRole('radiogroup', { name: '언어' }).getByText('한국어').click();
    await write(page, '내일 일정 안내', '6시 30분에 입장을 시작합니다.');
    await page.getByRole('button', { name: '미리 보기' }).click();
    const preview = page.getByRole('dialog');
    await poll(() => preview.innerText()).toContain('6시 30분에 입장을 시작합니다.');
    await expectAccessible(page, 'announcement preview (ko, 375)');
    await page.keyboard.press('Escape');
    await page.getByLabel('나중에 보내기').check();
    await setDateTime(page, 'ko', '보낼 시각', '2026-06-07', '오후 6:00');
    expect(await page.getByTestId('date-time-zone').innerText()).toBe('Asia/Seoul, GMT+9 기준 시간');
    await page.getByRole('button', { name: '예약하기' }).click();
    const item = page.getByTestId('announcement-item').first();
    await poll(() => item.innerText()).toContain('예약됨');
    await poll(() => item.innerText()).toMatch(/6월 7일.*오후 6:00/s);
    await expectNoHorizontalScroll(page, 'announcements (ko, 375)');
    await expectAccessible(page, 'announcement history (ko, 375)');
    await page.context().close();
  });

  it('in English at 1280 px: sends one now and follows it to sent', async () => {
    const page = await open(host, `/events/${event.id}/management/announcements`, 'en', 1280);
    await poll(() => page.getByTestId('audience-count').innerText()).toBe('1 guest will receive it');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('English').click();
    await write(page, 'Doors open at 6:30', 'Room B on the 3rd floor.');
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await poll(() => site.mail.mailsTo(host.email).some((m) => m.subject === '[Test] Doors open at 6:30')).toBe(true);
    await page.getByRole('button', { name: 'Send now' }).click();
    const sent = page.getByTestId('announcement-item').filter({ hasText: 'Doors open at 6:30' }).first();
    await poll(() => sent.innerText()).toContain('1 of 1 sent · 0 failed');
    await expectAccessible(page, 'announcement history (en, 1280)');
    await page.context().close();
  });

  it('a guest reads it on the event page and mutes, on the page and by the mail’s link', async () => {
    await poll(() => site.mail.mailsTo(guest.email).some((m) => m.subject === 'Doors open at 6:30')).toBe(true);
    const page = await open(guest, `/events/${event.handle}`, 'en', 375);
    const received = page.getByTestId('received-announcements');
    await poll(() => received.innerText()).toContain('Room B on the 3rd floor.');
    await expectAccessible(page, 'event page with announcements');
    const mute = page.getByRole('switch', { name: "Mute this event's announcements" });
    // The switch follows the server: it turns once the mute is saved.
    await mute.click();
    await poll(() => mute.isChecked()).toBe(true);
    await mute.click();
    await poll(() => mute.isChecked()).toBe(false);

    const mail = site.mail.mailsTo(guest.email).find((m) => m.subject === 'Doors open at 6:30')!;
    const link = /https?:\/\/\S+\/announcements\/mute\?t=[\w-]+/.exec(mail.text ?? '')![0];
    await page.goto(`${link}&lng=en`);
    await poll(() => page.getByTestId('mute-done').innerText()).toContain('Seoul Builders Night');
    await expectAccessible(page, 'mute link page');
    await page.goto(`${site.url}/events/${event.handle}?lng=en`);
    await poll(() => page.getByRole('switch', { name: "Mute this event's announcements" }).isChecked()).toBe(true);
    await page.context().close();
  });
});
