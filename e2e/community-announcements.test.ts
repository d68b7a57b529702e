// Announcements to a community's members: the owner writes in the console, previews, schedules (in
// UTC) and cancels, in Korean at 375 px; filters by member type, sends a test and sends now, in
// English at 1280 px; a member reads it on the community's home, mutes there, and mutes by the
// mail's link read at the SMTP receiver. Every screen axe-clean.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE, openSession } from '../server/identity/index.ts';
import { users } from '../server/platform/db/schema/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCommunitySite, type CommunitySite, type Person } from './community-site.ts';
import { setDateTime } from './date-time-field.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';

type Locale = 'en' | 'ko';
const HANDLE = 'orbit';

describeInBrowser('community announcements: the owner writes to the members; a member reads and mutes', () => {
  let site: CommunitySite;
  let browser: Browser;
  let owner: Person;
  let member: Person;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCommunitySite(), launchBrowser()]);
    site.t.app.announcementSender.start();
    owner = await site.person('Kim Haneul', 'PRO');
    member = await site.person('Choi Minho');
    const community = await site.api(owner, 'POST', '/v1/communities', {
      handle: HANDLE,
      name: 'Orbit Makers',
      joinTypes: [{ name: 'Founder' }, { name: 'Investor' }],
    });
    const founder = community.joinTypes[0];
    const form = await site.api(owner, 'PUT', `/v1/communities/${community.id}/profile-forms/${founder.profileFormId}`, {
      title: 'About you',
      questions: [{ kind: 'NAME', requirement: 'REQUIRED' }],
    });
    // Allow-listed, so a member as soon as they apply.
    await site.api(owner, 'POST', `/v1/communities/${community.id}/allowed`, { entry: member.email });
    await site.api(member, 'POST', `/v1/communities/${community.id}/members`, {
      joinTypeId: founder.id,
      answers: [{ questionId: form.questions[0].id, value: member.name }],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A browser of its own for `person`, signed in on `origin` (the main site unless given). */
  async function open(person: Person, path: string, locale: Locale, width: number, origin?: string): Promise<Page> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
    const [row] = await site.t.db.select().from(users).where(eq(users.id, person.id));
    const tokens = await openSession(
      site.t.db,
      { clock: site.t.clock, sessionSecret: loadSessionSecret(site.t.env) },
      row,
      origin ?? null,
    );
    await site.signInBrowser(
      context,
      { ...person, cookies: { [ACCESS_COOKIE]: tokens.accessToken, [REFRESH_COOKIE]: tokens.refreshToken } },
      origin ?? site.mainOrigin,
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${origin ?? site.mainOrigin}${path}${path.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  async function write(page: Page, subject: string, body: string) {
    await page.getByTestId('announcement-subject').fill(subject);
    await page.locator('.ProseMirror').click();
    await page.keyboard.type(body);
  }

  it('in Korean at 375 px: writes, previews, schedules in UTC and cancels', async () => {
    const page = await open(owner, `/communities/${HANDLE}/console`, 'ko', 375);
    await page.getByRole('navigation', { name: '커뮤니티 콘솔' }).getByRole('link', { name: '공지' }).click();
    await poll(() => page.getByTestId('audience-count').innerText()).toBe('멤버 2명이 받습니다');
    await expectAccessible(page, 'community announcements (ko, 375)');
    await page.getByRole('radiogroup', { name: '언어' }).getByText('한국어').click();
    await write(page, '다음 주 모임 안내', '성수에서 저녁 7시에 만나요.');
    await page.getByRole('button', { name: '미리 보기' }).click();
    await poll(() => page.getByRole('dialog').innerText()).toContain('성수에서 저녁 7시에 만나요.');
    await expectAccessible(page, 'community announcement preview (ko, 375)');
    await page.keyboard.press('Escape');
    await page.getByLabel('나중에 보내기').check();
    await setDateTime(page, 'ko', '보낼 시각', '2026-06-03', '오후 6:00');
    expect(await page.getByTestId('date-time-zone').innerText()).toContain('UTC');
    await page.getByRole('button', { name: '예약하기' }).click();
    const item = page.getByTestId('announcement-item').first();
    await poll(() => item.innerText()).toContain('예약됨');
    await poll(() => item.innerText()).toMatch(/6월 3일.*오후 6:00/s);
    await expectNoHorizontalScroll(page, 'community announcements (ko, 375)');
    await expectAccessible(page, 'community announcement history (ko, 375)');
    await item.getByRole('button', { name: '취소' }).click();
    await poll(() => item.innerText()).toContain('취소됨');
    await page.context().close();
  });

  it('in English at 1280 px: narrows by member type, tests and sends now, and follows it to sent', async () => {
    const page = await open(owner, `/communities/${HANDLE}/console/announcements`, 'en', 1280);
    await poll(() => page.getByTestId('audience-count').innerText()).toBe('2 members will receive it');
    await page.getByRole('checkbox', { name: 'Founder' }).check();
    await poll(() => page.getByTestId('audience-count').innerText()).toBe('1 member will receive it');
    await page.getByRole('checkbox', { name: 'Founder' }).uncheck();
    await poll(() => page.getByTestId('audience-count').innerText()).toBe('2 members will receive it');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('English').click();
    await write(page, 'Demo night on Friday', 'Bring what you built.');
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await poll(() => site.mail.mailsTo(owner.email).some((m) => m.subject === '[Test] Demo night on Friday')).toBe(true);
    await page.getByRole('button', { name: 'Send now' }).click();
    const sent = page.getByTestId('announcement-item').filter({ hasText: 'Demo night on Friday' }).first();
    await poll(() => sent.innerText()).toContain('2 of 2 sent · 0 failed');
    await expectAccessible(page, 'community announcement history (en, 1280)');
    await page.context().close();
  });

  it('a member reads it on the community’s home and mutes, there and by the mail’s link', async () => {
    await poll(() => site.mail.mailsTo(member.email).some((m) => m.subject === 'Demo night on Friday')).toBe(true);
    const origin = site.origin(HANDLE);
    const page = await open(member, '/', 'en', 375, origin);
    const received = page.getByTestId('received-announcements');
    await poll(() => received.innerText()).toContain('Bring what you built.');
    await expectAccessible(page, 'community home with announcements');
    const mute = page.getByRole('switch', { name: "Mute this community's announcements" });
    await mute.click();
    await poll(() => mute.isChecked()).toBe(true);
    await mute.click();
    await poll(() => mute.isChecked()).toBe(false);

    const mail = site.mail.mailsTo(member.email).find((m) => m.subject === 'Demo night on Friday')!;
    const link = /https?:\/\/\S+\/announcements\/mute\?t=[\w-]+/.exec(mail.text ?? '')![0];
    await page.goto(`${link}&lng=en`);
    await poll(() => page.getByTestId('mute-done').innerText()).toContain('Orbit Makers');
    await expectAccessible(page, 'mute link page (community)');
    await page.goto(`${origin}/?lng=en`);
    await poll(() => page.getByRole('switch', { name: "Mute this community's announcements" }).isChecked()).toBe(true);
    await page.context().close();
  });
});
