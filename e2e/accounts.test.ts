import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setAccessLevel } from '../server/identity/index.ts';
import { createUser } from '../server/test/factories.ts';
import { startAccountsSite, type AccountsSite } from './accounts-site.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { poll } from './event-pages.ts';

const email = 'mina.journey@example.com';

async function me(page: Page): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  return page.evaluate(async () => {
    const response = await fetch('/v1/me', { credentials: 'include' });
    return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
  });
}

/** Types a code into the pin input, digit by digit, as a person would. */
async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /^(Digit 1 of 6|6자리 중 1번째 숫자)$/ }).click();
  await page.keyboard.type(code, { delay: 20 });
}

async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
}

describeInBrowser('accounts', () => {
  let site: AccountsSite;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      startAccountsSite({
        'oidc-emoji': { email: 'emoji.person@example.com', email_verified: true, name: '🙂 Sunny' },
        'oidc-plain': { email: 'plain.person@example.com', email_verified: true, name: 'Plain Person' },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  // The longest journey, from the first visit to signing in again: it has twice the usual time.
  it('signs up with the emailed code, sets the profile and avatar, switches to Korean, signs out and in again', async () => {
    const context: BrowserContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await context.clock.install();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // A signed-in page sends the visitor to sign in, and brings them back afterwards.
    await page.goto(`${site.url}/profile`);
    await page.waitForURL(/\/sign-in\?redirect=%2Fprofile$/);
    await poll(() => page.locator('h1').innerText()).toBe('Sign in to Moim');
    await expectAccessible(page, 'sign-in (en)');

    // A new email under Sign in: one code, and on to the name step.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await poll(() => page.getByText(`We sent a 6-digit code to ${email}.`).isVisible()).toBe(true);
    await poll(() => page.getByText(/^The code expires in [45]:\d\d\.$/).isVisible()).toBe(true);
    await expectAccessible(page, 'sign-in code step (en)');

    // A wrong code is refused in words.
    const code = await site.codeFor(email, 1);
    await typeCode(page, code === '000000' ? '111111' : '000000');
    await poll(() => page.getByRole('alert').innerText()).toContain('Invalid code. Please try again.');

    // Going back and asking again within the minute keeps the code in the inbox: no second mail.
    site.t.clock.advance(20_000);
    await page.getByRole('button', { name: 'Use a different email' }).click();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await poll(() => page.getByText(`We already sent a code to ${email}. It still works.`).isVisible()).toBe(true);
    await site.t.drainOutbox();
    expect(site.mail.mailsTo(email)).toHaveLength(1);
    await typeCode(page, code);
    await page.waitForURL(/\/auth\/sign-up\/form$/);
    expect(await page.evaluate(() => localStorage.getItem('moim.signUpToken'))).toContain('signUpToken');
    await poll(() => page.getByText(`Signing up as ${email}.`).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    await poll(() => page.getByRole('region', { name: 'Terms of Service' }).innerText()).toContain(
      'By creating an account you agree',
    );
    await expectAccessible(page, 'sign-up form (en)');
    await page.getByRole('button', { name: 'Create account' }).click();
    await poll(() => page.getByText('Please enter your name.').isVisible()).toBe(true);
    await poll(() => page.getByText('Please agree to the terms to continue.').isVisible()).toBe(true);
    await page.getByLabel('Name').fill('Mina Kim');
    await page.getByLabel('Bio').fill('Builds communities.');
    expect(await page.getByText('19 / 500').isVisible()).toBe(true);
    await page.getByLabel('I agree to the Terms of Service and the Privacy Policy.').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in and back where they started.
    await page.waitForURL(/\/profile$/);
    await poll(() => page.locator('h1').innerText()).toBe('My profile');
    expect(await page.evaluate(() => localStorage.getItem('moim.signUpToken'))).toBeNull();
    expect(await page.getByRole('link', { name: 'My events' }).isVisible()).toBe(true);
    // Not PRO, and no request form set: "New event" goes to the page on PRO access.
    expect(await page.getByRole('link', { name: /New event/ }).getAttribute('href')).toBe('/pro-access');
    await expectAccessible(page, 'profile (en)');

    // The profile: every field, with the contract's rules.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Bio').fill('Builds communities in Seoul.');
    await page.getByLabel('Industry').fill('Software');
    await page.getByLabel('Organization').fill('Moim Labs');
    await page.getByLabel('Job title').fill('Community lead');
    await page.getByRole('combobox', { name: 'Years of experience' }).click();
    await page.getByRole('option', { name: '4–6 years' }).click();
    await page.getByRole('combobox', { name: 'Skills' }).click();
    for (const skill of ['TypeScript', 'React', 'Go']) await page.getByRole('option', { name: skill, exact: true }).click();
    await page.keyboard.press('Escape');
    await poll(() => page.locator('[data-summary-pill]').allInnerTexts()).toEqual(['TypeScript', '+2']);
    const tags = page.getByRole('combobox', { name: 'Tags (topics of interest)' });
    await tags.fill('community');
    await tags.press('Enter');
    await tags.fill('Community');
    await tags.press('Enter');
    await poll(() => page.getByText('This tag already exists.').isVisible()).toBe(true);
    await tags.fill('not-allowed');
    await tags.press('Enter');
    await poll(() => page.getByText('Tags can contain only letters, numbers and underscores.').isVisible()).toBe(true);
    await tags.fill('');
    await page.getByLabel('Location').fill('Seoul');
    await page.getByLabel('Detail address').fill('Gangnam-gu');
    await page.getByRole('button', { name: 'Add a link' }).click();
    await page.getByRole('combobox', { name: 'Link type 1' }).click();
    await page.getByRole('option', { name: 'GitHub' }).click();
    await page.getByLabel('Link address 1', { exact: true }).fill('http://https://github.com/mina');
    await page.getByLabel('Phone number').fill('010-1234');
    await page.getByLabel('Date of birth').fill('1990-05-01');
    await page.getByLabel('Attached file (link)').fill('mina.dev/cv.pdf');
    await expectAccessible(page, 'profile edit (en)');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await poll(() => page.getByText('Please enter a valid phone number.').isVisible()).toBe(true);
    await page.getByLabel('Phone number').fill('+82 10-1234-5678');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await poll(() => page.getByText('Changes saved').isVisible()).toBe(true);
    await poll(() => page.getByText('GitHub: github.com/mina').isVisible()).toBe(true);
    const profile = await page.evaluate(
      async () => ((await (await fetch('/v1/me/profile')).json()) as { data: Record<string, unknown> }).data,
    );
    expect(profile).toMatchObject({
      bio: 'Builds communities in Seoul.',
      industry: 'Software',
      organization: 'Moim Labs',
      jobTitle: 'Community lead',
      yearsOfExperience: 'FOUR_TO_SIX',
      skills: ['TYPESCRIPT', 'REACT', 'GO'],
      tags: ['community'],
      location: { type: 'MANUAL', fullAddress: 'Seoul' },
      detailAddress: 'Gangnam-gu',
      socials: [{ type: 'GITHUB', url: 'https://github.com/mina' }],
      phoneNumber: '+821012345678',
      dateOfBirth: '1990-05-01',
      attachedFileUrl: 'https://mina.dev/cv.pdf',
    });

    // The avatar: a wrong type is refused here, a PNG is uploaded, shown, and opens enlarged.
    const folder = mkdtempSync(path.join(tmpdir(), 'moim-avatar-'));
    const png = path.join(folder, 'me.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7856fd' } })
      .png()
      .toFile(png);
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await poll(() => page.getByRole('alert').filter({ hasText: 'Unsupported File Format' }).isVisible()).toBe(true);
    await fileInput.setInputFiles(png);
    await poll(() => page.getByText('Photo updated').isVisible()).toBe(true);
    const headerAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await poll(() => headerAvatar.getAttribute('src')).toMatch(/^\/v1\/files\/avatars\/.+\.webp$/);
    await page.getByRole('button', { name: 'Enlarge profile photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile photo of Mina Kim' });
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, 'avatar modal (en)');
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);

    // Korean: shown at once, stored on the account, kept after a reload.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
    await poll(() => page.locator('h1').innerText()).toBe('내 프로필');
    await poll(async () => (await me(page)).body.data?.locale).toBe('ko');
    await page.reload();
    await poll(() => page.locator('h1').innerText()).toBe('내 프로필');
    expect(await page.getAttribute('html', 'lang')).toBe('ko');
    expect(await page.getByRole('link', { name: /새 이벤트/ }).getAttribute('href')).toBe('/pro-access');
    await expectAccessible(page, 'profile (ko)');
    await page.getByRole('button', { name: '프로필 수정' }).click();
    await expectAccessible(page, 'profile edit (ko)');
    await page.getByRole('button', { name: '취소' }).click();

    // Two tabs refreshing at the same moment: both stay signed in, and so does the account.
    const second = await context.newPage();
    await second.goto(`${site.url}/profile`);
    await poll(() => second.locator('h1').innerText()).toBe('내 프로필');
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) {
      await poll(() => tab.getByRole('button', { name: '계정 메뉴' }).isVisible()).toBe(true);
      expect((await me(tab)).status).toBe(200);
    }

    // The menu: view profile and sign out; signing out in one tab signs the other out too.
    await page.goto(`${site.url}/events`);
    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await poll(() => page.getByRole('menuitem', { name: /프로필 보기/ }).isVisible()).toBe(true);
    await expectAccessible(page, 'account menu (ko)');
    await page.getByRole('menuitem', { name: '로그아웃', exact: true }).click();
    await poll(() => page.getByRole('link', { name: '로그인' }).isVisible()).toBe(true);
    await poll(() => second.getByRole('link', { name: '로그인' }).isVisible()).toBe(true);
    expect((await me(page)).status).toBe(401);
    await second.close();

    // Sign in again, in Korean, through the countdown, the resend and an expired code.
    await page.getByRole('link', { name: '로그인' }).click();
    await poll(() => page.locator('h1').innerText()).toBe('모임에 로그인');
    site.t.clock.advance(61_000);
    await page.getByRole('textbox', { name: '이메일', exact: true }).fill(email);
    await page.getByRole('button', { name: '인증 코드 받기' }).click();
    await poll(() => page.getByRole('button', { name: /후에 다시 보낼 수 있어요$/ }).isDisabled()).toBe(true);
    await expectAccessible(page, 'sign-in code step (ko)');
    await context.clock.fastForward('01:01');
    site.t.clock.advance(61_000);
    await page.getByRole('button', { name: '코드 다시 보내기' }).click();
    await poll(() => page.getByText('새 인증 코드를 보냈습니다').isVisible()).toBe(true);
    await site.codeFor(email, 3);
    await context.clock.fastForward('05:01');
    await poll(() => page.getByText('코드가 만료되었습니다. 인증 코드를 다시 보내 주세요.').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: '6자리 중 1번째 숫자' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'expired code (ko)');
    site.t.clock.advance(6 * 60_000);
    await page.getByRole('button', { name: '코드 다시 보내기' }).click();
    await typeCode(page, await site.codeFor(email, 4));
    await page.waitForURL(/\/events$/);
    await poll(() => page.getByRole('button', { name: '계정 메뉴' }).isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('ko');

    // PRO (granted by an operator): "New event" opens the event-type choice instead.
    await setAccessLevel(site.t.db, site.t.clock, email, 'PRO');
    await page.reload();
    await page.getByRole('button', { name: /새 이벤트/ }).click();
    await poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("applies the account's language on a new browser, unless the link names one", async () => {
    // The account from the journey above stores Korean; this browser says English.
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${site.url}/sign-in?redirect=${encodeURIComponent('/profile')}`);
    // Past the hourly cap of codes the journey above used up.
    site.t.clock.advance(61 * 60_000);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await typeCode(page, await site.codeFor(email, 5));
    await page.waitForURL(/\/profile$/);
    await poll(() => page.locator('h1').innerText()).toBe('내 프로필');

    // ?lng=en keeps English for this visit and leaves the account alone.
    await page.goto(`${site.url}/events?lng=en`);
    await poll(() => page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true);
    expect((await me(page)).body.data?.locale).toBe('ko');
    // The next visit without it: the account's language again.
    await page.goto(`${site.url}/events`);
    await poll(() => page.getByRole('button', { name: '계정 메뉴' }).isVisible()).toBe(true);

    // The redirect route stays on our own origin.
    await page.goto(`${site.url}/redirect?to=${encodeURIComponent('https://evil.example/')}`);
    await page.waitForURL(`${site.url}/events`);
    await page.goto(`${site.url}/redirect?to=${encodeURIComponent('//evil.example/profile')}`);
    await page.waitForURL(`${site.url}/events`);
    await page.goto(`${site.url}/redirect?to=${encodeURIComponent(`${site.url}/profile`)}`);
    await page.waitForURL(`${site.url}/profile`);
    await context.close();
  });

  it('takes a new email under Sign in to the name step with one code, in Korean at 375px, also after going back', async () => {
    const newcomer = 'seoyeon.newcomer@example.com';
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.url}/sign-in`);
    await poll(() => page.locator('h1').innerText()).toBe('모임에 로그인');
    await page.getByRole('textbox', { name: '이메일', exact: true }).fill(newcomer);
    await page.getByRole('button', { name: '인증 코드 받기' }).click();
    await poll(() => page.getByText(`${newcomer} 주소로 6자리 코드를 보냈어요.`).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page, 'code step at 375px');
    await expectAccessible(page, 'sign-in code step at 375px (ko)');
    const code = await site.codeFor(newcomer, 1);

    // Back, and the same email again within the minute: the code in the inbox still works.
    await page.getByRole('button', { name: '다른 이메일 사용하기' }).click();
    await page.getByRole('button', { name: '인증 코드 받기' }).click();
    await poll(() => page.getByText(`${newcomer} 주소로 보낸 코드를 그대로 쓰시면 돼요.`).isVisible()).toBe(true);
    await typeCode(page, code);
    await page.waitForURL(/\/auth\/sign-up\/form$/);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('모임 계정 만들기');
    await expectNoHorizontalScroll(page, 'sign-up form at 375px');
    await expectAccessible(page, 'sign-up form at 375px (ko)');
    await site.t.drainOutbox();
    expect(site.mail.mailsTo(newcomer)).toHaveLength(1);
    await context.close();
  });

  // Two tabs, one email: the account made in the other tab first is named, not a generic failure (G09004).
  for (const [width, lng, words] of [
    [
      1280,
      'en',
      {
        email: 'Email',
        send: 'Send code',
        name: 'Name',
        agree: 'I agree to the Terms of Service and the Privacy Policy.',
        create: 'Create account',
        inUse: 'This email is already in use.',
      },
    ],
    [
      375,
      'ko',
      {
        email: '이메일',
        send: '인증 코드 받기',
        name: '이름',
        agree: '서비스 이용약관과 개인정보 처리방침에 동의합니다.',
        create: '계정 만들기',
        inUse: '이미 사용 중인 이메일입니다.',
      },
    ],
  ] as const) {
    it(`says so when the email got its account in another tab, at ${width}px in ${lng === 'ko' ? 'Korean' : 'English'}`, async () => {
      const email = `two.tabs.${lng}@example.com`;
      const context = await browser.newContext({ locale: lng === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${site.url}/sign-in?lng=${lng}`);
      await page.getByRole('textbox', { name: words.email, exact: true }).fill(email);
      await page.getByRole('button', { name: words.send }).click();
      await typeCode(page, await site.codeFor(email, 1));
      await page.waitForURL(/\/auth\/sign-up\/form$/);
      await createUser(site.t, { email, name: 'Other Tab' });
      await page.getByRole('textbox', { name: words.name }).fill('Two Tabs');
      await page.getByLabel(words.agree).check();
      await page.getByRole('button', { name: words.create }).click();
      await poll(() => page.getByText(words.inUse).isVisible()).toBe(true);
      await expectAccessible(page, `sign-up refused for an email in use at ${width}px (${lng})`);
      expect(page.url()).toMatch(/\/auth\/sign-up\/form$/);
      await context.close();
    });
  }

  it('signs in through the OpenID provider, in Korean on a 640px screen', async () => {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 640, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    /** Signs in at the provider as `login` (forgetting who it remembered) and consents. */
    async function throughProvider(login: string) {
      // Cookies ignore ports: the provider's (not ours, moim_*) share the 127.0.0.1 jar.
      for (const cookie of await context.cookies())
        if (!cookie.name.startsWith('moim_')) await context.clearCookies({ name: cookie.name });
      await page.getByRole('link', { name: 'Google로 계속하기' }).click();
      await page.waitForURL((url) => url.origin === site.oidc.issuer);
      await page.locator('input[name=login]').fill(login);
      await page.locator('input[name=password]').fill('any');
      await page.locator('button[type=submit]').click();
      await page.waitForURL((url) => url.origin === site.url || url.pathname.startsWith('/interaction/'));
      if (new URL(page.url()).origin !== site.url) await page.locator('button[type=submit]').click();
    }

    await page.goto(`${site.url}/sign-in?redirect=${encodeURIComponent('/profile')}`);
    await poll(() => page.locator('h1').innerText()).toBe('모임에 로그인');
    await expectNoHorizontalScroll(page, 'sign-in at 640px');
    await expectAccessible(page, 'sign-in with Google (ko)');

    // A new person whose provider name breaks our name rules finishes on the sign-up form.
    await throughProvider('oidc-emoji');
    await page.waitForURL(/\/auth\/sign-up\/form$/);
    await poll(() => page.getByLabel('이름').inputValue()).toBe('🙂 Sunny');
    await expectNoHorizontalScroll(page, 'sign-up form at 640px');
    await expectAccessible(page, 'sign-up form (ko)');
    await page.getByLabel('이름').fill('Sunny');
    await page.getByLabel('서비스 이용약관과 개인정보 처리방침에 동의합니다.').check();
    await page.getByRole('button', { name: '계정 만들기' }).click();
    await page.waitForURL(/\/profile$/);
    await poll(() => page.locator('h1').innerText()).toBe('내 프로필');
    await expectNoHorizontalScroll(page, 'profile at 640px');
    await expectAccessible(page, 'profile at 640px (ko)');

    // At 640px "My events" lives in the avatar menu.
    expect(await page.getByRole('link', { name: '내 이벤트' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await poll(() => page.getByRole('menuitem', { name: '내 이벤트' }).isVisible()).toBe(true);
    await page.getByRole('menuitem', { name: '로그아웃', exact: true }).click();
    await poll(() => page.getByRole('link', { name: '로그인' }).isVisible()).toBe(true);

    // The same identity again: straight in. And a person with a usable name never sees the form.
    await page.goto(`${site.url}/sign-in`);
    await throughProvider('oidc-emoji');
    await page.waitForURL(/\/events$/);
    await poll(() => page.getByRole('button', { name: '계정 메뉴' }).isVisible()).toBe(true);
    expect((await me(page)).body.data).toMatchObject({ email: 'emoji.person@example.com', name: 'Sunny' });
    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '로그아웃', exact: true }).click();
    await poll(() => page.getByRole('link', { name: '로그인' }).isVisible()).toBe(true);
    await page.goto(`${site.url}/sign-in`);
    await throughProvider('oidc-plain');
    await page.waitForURL(/\/events$/);
    expect((await me(page)).body.data).toMatchObject({ email: 'plain.person@example.com', name: 'Plain Person' });

    // A callback without a code (the person cancelled at the provider) says so.
    await page.goto(`${site.url}/google/callback?error=access_denied`);
    await poll(() => page.locator('h1').innerText()).toBe('Google 로그인이 취소되었어요.');
    await expectAccessible(page, 'cancelled Google sign-in (ko)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
