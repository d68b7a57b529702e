// Signed out: a visitor opens a community's site and finds its about page (banner, description,
// member count, upcoming public events, member types, how joining works, Apply) with a clean
// address; and signing out on a shared computer: a person signed in on the main host is carried to
// the community site, signing out on the main host signs that browser out there too, while their
// other browser stays signed in until "Sign out of all devices". English at 1280 px and Korean at
// 375 px, axe on every screen.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../server/platform/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, openSession } from '../server/identity/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCommunitySite, type CommunitySite, type Person } from './community-site.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';

type Locale = 'en' | 'ko';

const words = {
  en: {
    about: { members: '1 member', apply: 'Apply to join', how: 'How joining works' },
    signIn: 'Sign in',
    menu: 'Account menu',
    signOut: 'Sign out',
    everywhere: 'Sign out of all devices',
    signedOut: 'You have been signed out.',
  },
  ko: {
    about: { members: '멤버 1명', apply: '가입 신청하기', how: '가입 절차' },
    signIn: '로그인',
    menu: '계정 메뉴',
    signOut: '로그아웃',
    everywhere: '모든 기기에서 로그아웃',
    signedOut: '로그아웃되었습니다.',
  },
} as const;

describeInBrowser('signing out', () => {
  let site: CommunitySite;
  let browser: Browser;
  let owner: Person;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCommunitySite(), launchBrowser()]);
    owner = await site.person('Kim Haneul', 'PRO');
    const acme = await site.api(owner, 'POST', '/v1/communities', {
      handle: 'acme',
      name: 'Acme Builders',
      description: '<p>Makers of <strong>small, useful things</strong> in Seoul.</p>',
      joinTypes: [{ name: 'Builder', description: 'You make products.' }],
    });
    // One public event ahead, which the about page lists, and one for members only, which it never names.
    const startsAt = new Date(site.t.clock.now().getTime() + 14 * 86_400_000);
    for (const [title, visibility] of [
      ['Acme Demo Night', 'PUBLIC'],
      ['Acme Members Dinner', 'MEMBER_ONLY'],
    ] as const) {
      const event = await site.api(owner, 'POST', `/v1/communities/${acme.id}/events`, {
        title,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
        timezone: 'Asia/Seoul',
        location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
        eventTypes: ['MEETUP'],
        eventFields: ['IT_PROGRAMMING'],
        visibility,
      });
      await site.api(owner, 'POST', `/v1/event-managements/${event.id}/publish`);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A browser of its own, signed in on the main host only (its own session). */
  async function browserOf(person: Person, locale: Locale, width: number): Promise<BrowserContext> {
    const context = await browser.newContext({
      locale: locale === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width, height: 800 },
    });
    const [row] = await site.t.db.select().from(users).where(eq(users.id, person.id));
    const tokens = await openSession(site.t.db, { clock: site.t.clock, sessionSecret: loadSessionSecret(site.t.env) }, row);
    await site.signInBrowser(context, {
      ...person,
      cookies: { [ACCESS_COOKIE]: tokens.accessToken, [REFRESH_COOKIE]: tokens.refreshToken },
    });
    return context;
  }

  async function visit(context: BrowserContext, url: string, locale: Locale): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  /** What the page's own host says of its cookies, without the app's refresh on a 401. */
  const meStatus = (page: Page) => page.evaluate(() => fetch('/v1/me', { credentials: 'same-origin' }).then((r) => r.status));

  for (const [locale, width] of [
    ['en', 1280],
    ['ko', 375],
  ] as const) {
    it(`shows a visitor the community's about page, then Apply (${locale}, ${width} px)`, { timeout: 90_000 }, async () => {
      const w = words[locale];
      const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 800 } });
      const page = await visit(context, `${site.origin('acme')}/`, locale);
      const about = page.getByTestId('community-about');
      await poll(() => about.isVisible()).toBe(true);
      // Back from the main host with no session: the mark of that trip is gone from the address.
      await poll(() => new URL(page.url()).searchParams.has('handoff')).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Acme Builders' }).isVisible()).toBe(true);
      expect(await page.getByTestId('community-banner').innerText()).toContain('small, useful things');
      expect(await about.textContent()).toContain(w.about.members);
      await poll(() => page.getByTestId('about-events').innerText()).toContain('Acme Demo Night');
      expect(await page.locator('body').innerText()).not.toContain('Acme Members Dinner');
      const types = page.getByTestId('about-join-types');
      expect(await types.innerText()).toContain('Builder');
      expect(await types.innerText()).toContain('You make products.');
      expect(await page.getByRole('heading', { name: w.about.how }).isVisible()).toBe(true);
      await expectAccessible(page, `community about page (${locale}, ${width})`);
      await expectNoHorizontalScroll(page, `community about page (${locale}, ${width})`);
      await about.getByRole('link', { name: w.about.apply }).click();
      await page.waitForURL(/\/sign-in\?redirect=%2Fapply/);
      await poll(() => page.getByTestId('community-auth-banner').isVisible()).toBe(true);
      await expectAccessible(page, `sign in to apply (${locale}, ${width})`);
      await context.close();
    });

    it(`ends the browser's sessions on every host, then every device's (${locale}, ${width} px)`, async () => {
      const w = words[locale];
      const person = await site.person(locale === 'ko' ? '박지우' : 'Mina Cho');
      const shared = await browserOf(person, locale, width);
      const elsewhere = await browserOf(person, locale, width);

      // Carried to the community site by the handoff: signed in there too.
      const community = await visit(shared, `${site.origin('acme')}/`, locale);
      await poll(() => community.getByRole('button', { name: w.menu }).isVisible()).toBe(true);
      expect(await meStatus(community)).toBe(200);
      await expectAccessible(community, `community site signed in (${locale}, ${width})`);

      const main = await visit(shared, `${site.mainOrigin}/events`, locale);
      await main.getByRole('button', { name: w.menu }).click();
      await poll(() => main.getByRole('menuitem', { name: w.everywhere }).isVisible()).toBe(true);
      await expectAccessible(main, `account menu (${locale}, ${width})`);
      await main.getByRole('menuitem', { name: w.signOut, exact: true }).click();
      await expectToast(main, w.signedOut);
      await expectAccessible(main, `signed out (${locale}, ${width})`);

      // The community site's cookies of this browser are worth nothing now.
      expect(await meStatus(community)).toBe(401);
      await community.reload();
      await poll(() => community.getByRole('link', { name: w.signIn }).first().isVisible()).toBe(true);
      expect(await community.getByRole('button', { name: w.menu }).count()).toBe(0);
      await expectAccessible(community, `community site after signing out (${locale}, ${width})`);
      await expectNoHorizontalScroll(community, `community site after signing out (${locale}, ${width})`);

      // The other browser is still signed in, until "Sign out of all devices" there.
      const other = await visit(elsewhere, `${site.mainOrigin}/events`, locale);
      await poll(() => other.getByRole('button', { name: w.menu }).isVisible()).toBe(true);
      const again = await browserOf(person, locale, width);
      const third = await visit(again, `${site.mainOrigin}/events`, locale);
      await third.getByRole('button', { name: w.menu }).click();
      await third.getByRole('menuitem', { name: w.everywhere }).click();
      await poll(() => third.getByRole('button', { name: w.menu }).count()).toBe(0);
      expect(await meStatus(other)).toBe(401);
      await other.reload();
      await poll(() => other.getByRole('link', { name: w.signIn }).first().isVisible()).toBe(true);
      await expectAccessible(other, `other device signed out (${locale}, ${width})`);
      for (const context of [shared, elsewhere, again]) await context.close();
    });
  }
});
