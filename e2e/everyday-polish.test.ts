// The small things a demanding person notices, in Korean on a phone and in English on a laptop:
// phone numbers typed as people dial them, Korean with no "(으)로" left, and asking for PRO access.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';
import { startEventsSite, type EventsSite } from './events-site.ts';

const fallback = /\(으\)로|을\(를\)|이\(가\)|은\(는\)/u;

const words = {
  en: {
    edit: 'Edit profile',
    phone: 'Phone number',
    save: 'Save changes',
    saved: 'Changes saved',
    invalidPhone: 'Please enter a valid phone number.',
    signedIn: (email: string) => `Signed in as ${email}: this is the account that gets PRO access.`,
    organization: 'Organisation',
    plans: 'What you plan to run',
    send: 'Send the request',
    pending: 'Your request is with the operators',
    changeLink: 'Change link',
    newHandle: 'New handle',
    handleTaken: 'This event handle is already in use.',
  },
  ko: {
    edit: '프로필 수정',
    phone: '전화번호',
    save: '변경사항 저장',
    saved: '변경사항이 저장되었습니다',
    invalidPhone: '올바른 전화번호를 입력해 주세요.',
    signedIn: (email: string) => `지금 ${email} 계정으로 로그인되어 있어요.`,
    organization: '소속',
    plans: '열고 싶은 행사',
    send: '요청 보내기',
    pending: '운영팀이 요청을 확인하고 있어요',
    changeLink: '주소 변경',
    newHandle: '새 주소',
    handleTaken: '이미 사용 중인 이벤트 주소입니다.',
  },
} as const;

describeInBrowser('everyday polish: phone numbers, Korean wording, asking for PRO access and a taken event link', () => {
  let site: EventsSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startEventsSite(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  for (const [width, lng, typed] of [
    [1280, 'en', '010-1234-5678'],
    [375, 'ko', '01012345678'],
  ] as const) {
    it(`at ${width}px in ${lng === 'ko' ? 'Korean' : 'English'}`, async () => {
      const w = words[lng];
      const person = await site.person(lng === 'ko' ? 'Jung Yujin' : 'Mina Park');
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lng === 'ko' ? 'ko-KR' : 'en-US' });
      await site.signInBrowser(context, person);
      const page = await context.newPage();

      // A phone number as dialled at home: refused when it is not one, stored as E.164, shown nationally.
      await page.goto(`${site.url}/profile?lng=${lng}`);
      await page.getByRole('button', { name: w.edit }).click();
      await page.getByLabel(w.phone, { exact: true }).fill('010-1234');
      await page.getByRole('button', { name: w.save }).click();
      await poll(() => page.getByText(w.invalidPhone).isVisible()).toBe(true);
      await page.getByLabel(w.phone, { exact: true }).fill(typed);
      await page.getByRole('button', { name: w.save }).click();
      await poll(() => page.getByText(w.saved).isVisible()).toBe(true);
      await poll(() => page.getByText('010-1234-5678', { exact: true }).isVisible()).toBe(true);
      expect((await site.api(person, 'GET', '/v1/me/profile')).body.data.phoneNumber).toBe('+821012345678');
      await expectNoHorizontalScroll(page, `profile at ${width}px`);
      await expectAccessible(page, `profile at ${width}px (${lng})`);

      // PRO access: a request, not a dead end; the operators' command is for development servers only.
      await page.goto(`${site.url}/pro-access?lng=${lng}`);
      await poll(() => page.getByText(w.signedIn(person.email), { exact: false }).isVisible()).toBe(true);
      expect(await page.getByText('npm run cli').count()).toBe(0);
      expect(await page.locator('body').innerText()).not.toMatch(fallback);
      await expectAccessible(page, `PRO access form at ${width}px (${lng})`);
      await page.getByLabel(w.organization).fill('Seoul Dev Club');
      await page.getByRole('button', { name: w.send }).click();
      await poll(() => page.getByLabel(w.plans).getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel(w.plans).fill('Monthly meetups for 80 frontend developers.');
      await page.getByRole('button', { name: w.send }).click();
      await poll(() => page.getByTestId('pro-access-pending').isVisible()).toBe(true);
      await poll(() => page.getByText(w.pending).isVisible()).toBe(true);
      expect(await page.locator('body').innerText()).not.toMatch(fallback);
      await expectNoHorizontalScroll(page, `PRO access at ${width}px`);
      await expectAccessible(page, `PRO access requested at ${width}px (${lng})`);
      expect((await site.api(person, 'GET', '/v1/me/pro-access-request')).body.data).toMatchObject({
        status: 'PENDING',
        organization: 'Seoul Dev Club',
      });
      await context.close();

      // A host giving an event the link another event already has is told exactly that (G09006).
      const host = await site.person(lng === 'ko' ? 'Oh Hyerin' : 'Ben Carter', 'PRO');
      const draft = async (title: string): Promise<{ id: string; handle: string }> =>
        (
          await site.api(host, 'POST', '/v1/events', {
            title,
            startsAt: '2027-03-04T10:00:00.000Z',
            endsAt: '2027-03-04T12:00:00.000Z',
            timezone: 'Asia/Seoul',
            location: { mode: 'ONLINE', url: 'https://meet.example/room' },
            eventTypes: ['MEETUP'],
            eventFields: ['IT_PROGRAMMING'],
          })
        ).body.data;
      const [first, second] = [await draft(`Spring meetup ${lng}`), await draft(`Summer meetup ${lng}`)];
      const hostContext = await browser.newContext({
        viewport: { width, height: 900 },
        locale: lng === 'ko' ? 'ko-KR' : 'en-US',
      });
      await site.signInBrowser(hostContext, host);
      const settings = await hostContext.newPage();
      await settings.goto(`${site.url}/events/${second.id}/management/settings?lng=${lng}`);
      await settings.getByRole('button', { name: w.changeLink }).click();
      const dialog = settings.getByRole('dialog');
      await dialog.getByLabel(w.newHandle).fill(first.handle);
      await dialog.getByRole('button', { name: w.changeLink }).click();
      await poll(() => dialog.getByText(w.handleTaken).isVisible()).toBe(true);
      await expectAccessible(settings, `a taken event link at ${width}px (${lng})`);
      expect((await site.api(host, 'GET', `/v1/event-managements/${second.id}`)).body.data.handle).toBe(second.handle);
      await hostContext.close();
    });
  }
});
