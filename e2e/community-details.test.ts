// The small things of a community and a lounge, in Korean on a phone and in English on a desk: the
// community's description in the rich-text editor (in its settings, and when it is created), the
// application form started from the applicant's profile with its buttons clear of the bottom tab
// bar, the lounge's card count that says it includes me, the "+N" chip on one line, My Card's links
// shown and edited in place, and a coffee chat's time told as "5분 전" with the exact time on a press.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardInputKeys, emptyValues } from '../contract/profile-fields.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCommunitySite, type CommunitySite, type Person } from './community-site.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';

type Locale = 'en' | 'ko';
type Community = { id: string; handle: string; joinTypes: { id: string; name: string; profileFormId: string }[] };

const cardOf = (name: string, extra: Record<string, unknown>) => ({
  name,
  ...emptyValues(cardInputKeys),
  roles: [],
  seeking: [],
  seekingSkills: [],
  hiddenFields: ['email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
  ...extra,
});

/**
 * Scrolled to the end: the page's last button, where it is, and whether a tap at its middle lands
 * on it. `underTheBar` moves the page until the button's middle meets the bar's (the control).
 */
function lastButtonLayout(page: Page, underTheBar = false) {
  return page.evaluate((underBar) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const buttons = [...document.querySelectorAll<HTMLElement>('main button')].filter((b) => b.offsetParent !== null);
    const last = buttons.at(-1)!;
    const nav = [...document.querySelectorAll('nav')].find((element) => getComputedStyle(element).position === 'fixed');
    const main = document.querySelector('main')!;
    if (underBar && nav) {
      const [button, bar] = [last.getBoundingClientRect(), nav.getBoundingClientRect()];
      main.style.transform = `translateY(${bar.top + bar.height / 2 - (button.top + button.height / 2)}px)`;
    }
    const box = last.getBoundingClientRect();
    const navBox = nav?.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    main.style.removeProperty('transform');
    return {
      text: last.innerText,
      bottom: box.bottom,
      viewport: window.innerHeight,
      navTop: navBox && navBox.top < window.innerHeight ? navBox.top : window.innerHeight,
      reachable: hit !== null && last.contains(hit),
    };
  }, underTheBar);
}

/**
 * On a phone, the bottom tab bar covers none of the page's last button: scrolled to the end, it
 * sits wholly above the bar and a tap lands on it. The control moves it under the bar, where the
 * same measures must say it is covered (so the check can see the bar at all).
 */
async function expectLastButtonClear(page: Page, label: string) {
  const layout = await lastButtonLayout(page);
  expect(layout.navTop, `${label}: a bottom bar`).toBeLessThan(layout.viewport);
  expect(layout.bottom, `${label}: "${layout.text}" above the bottom bar`).toBeLessThanOrEqual(layout.navTop);
  expect(layout.reachable, `${label}: "${layout.text}" can be pressed`).toBe(true);
  const control = await lastButtonLayout(page, true);
  expect(control.reachable || control.bottom <= control.navTop, `${label}: under the bar, it is covered`).toBe(false);
}

describeInBrowser('community and lounge details', () => {
  let site: CommunitySite;
  let browser: Browser;
  let owner: Person;
  let club: Community;
  let event: { id: string; handle: string };

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCommunitySite(), launchBrowser()]);
    // What the tests write is stamped five minutes before the browser's now.
    site.t.clock.set(new Date(Date.now() - 5 * 60_000));
    owner = await site.person('Kim Haneul', 'PRO');
    club = await site.api(owner, 'POST', '/v1/communities', {
      handle: 'makers',
      name: 'Seoul Makers',
      description: '<p>Makers of <strong>small</strong> things.</p>',
      joinTypes: [{ name: 'Builder' }],
    });
    await site.api(owner, 'PUT', `/v1/communities/${club.id}/profile-forms/${club.joinTypes[0].profileFormId}`, {
      title: 'About you',
      questions: [
        { kind: 'NAME', requirement: 'REQUIRED' },
        { kind: 'ORGANIZATION', requirement: 'OPTIONAL' },
        { kind: 'JOB_TITLE', requirement: 'OPTIONAL' },
        { kind: 'LONG_TEXT', requirement: 'REQUIRED', title: 'What are you building?' },
      ],
    });
    const start = Date.now() + 7 * 24 * 3_600_000;
    const created = await site.api(owner, 'POST', '/v1/events', {
      title: 'Makers Lounge Night',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      loungeEnabled: true,
    });
    event = { id: created.id, handle: created.handle };
    await site.api(owner, 'POST', `/v1/event-managements/${event.id}/publish`);
    await site.api(owner, 'POST', `/v1/event-managements/${event.id}/regist-forms/publish`);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A person with an organization on their profile, registered for the lounge event with a card. */
  async function guestWithCard(name: string, organization: string, extra: Record<string, unknown> = {}) {
    const person = await site.person(name);
    await site.api(person, 'PATCH', '/v1/me/profile', { organization });
    const form: { questions: { id: string; kind: string }[] } = await site.api(
      person,
      'GET',
      `/v1/events/${event.id}/regist-forms`,
    );
    const answers = form.questions.map((question) => ({
      questionId: question.id,
      value: question.kind === 'NAME' ? name : person.email,
    }));
    await site.api(person, 'POST', `/v1/events/${event.id}/register`, { answers });
    await site.api(person, 'POST', '/v1/me/profile-card', cardOf(name, { organization, ...extra }));
    return person;
  }

  async function open(person: Person, origin: string, path: string, locale: Locale, width: number) {
    const context: BrowserContext = await browser.newContext({
      locale: locale === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width, height: width < 600 ? 760 : 900 },
      hasTouch: width < 600,
    });
    // Signed in on the main host; a community site signs the browser in through the handoff.
    await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  /** The application, from the join type to the waiting page: the form starts from the profile. */
  async function applyAs(person: Person, organization: string, locale: Locale, width: number) {
    const words = {
      en: {
        next: 'Next',
        name: 'Name',
        organization: 'Organization',
        building: 'What are you building?',
        submit: 'Submit application',
      },
      ko: { next: '다음', name: '이름', organization: '소속', building: 'What are you building?', submit: '신청서 보내기' },
    }[locale];
    const page = await open(person, site.origin('makers'), '/apply', locale, width);
    const next = page.getByRole('button', { name: words.next, exact: true });
    await poll(() => next.isVisible()).toBe(true);
    if (width < 600) await expectLastButtonClear(page, `join types (${locale}, ${width})`);
    await next.click();
    const name = page.getByRole('textbox', { name: words.name, exact: true });
    await poll(() => name.inputValue()).toBe(person.name);
    expect(await page.getByRole('textbox', { name: words.organization, exact: true }).inputValue()).toBe(organization);
    await page.getByRole('textbox', { name: words.building }).fill('Tools for small teams');
    await expectAccessible(page, `profile form, pre-filled (${locale}, ${width})`);
    if (width < 600) {
      await expectNoHorizontalScroll(page, `profile form at ${width}px (${locale})`);
      await expectLastButtonClear(page, `profile form (${locale}, ${width})`);
    }
    await page.getByRole('button', { name: words.submit }).click();
    await poll(() => page.getByTestId('application-pending').isVisible()).toBe(true);
    const applicants = await site.api(owner, 'GET', `/v1/communities/${club.id}/applicants`);
    const mine = applicants.items.find((item: { user: { id: string } }) => item.user.id === person.id);
    expect(mine.answers.map((answer: { text: string }) => answer.text).filter(Boolean)).toEqual([
      person.name,
      organization,
      'Tools for small teams',
    ]);
    await page.context().close();
  }

  /** The lounge as `me`, who has a card beside `others` others: the count, the chip, My Card's links and a coffee chat. */
  async function lounge(me: Person, from: Person, locale: Locale, width: number, others: number) {
    const words = {
      en: {
        count: `You and ${others} other ${others === 1 ? 'person' : 'people'} have a card`,
        myCard: 'My Card',
        open: 'Open GitHub',
        url: 'Link address 1',
        save: 'Save my card',
        saved: 'Your card is saved',
        chats: 'Coffee chats',
        ago: /^\d+ minutes ago$/,
        more: /^\d+ more: /,
      },
      ko: {
        count: `나와 다른 참가자 ${others}명이 카드를 만들었어요`,
        myCard: '내 카드',
        open: 'GitHub 열기',
        url: '링크 주소 1',
        save: '내 카드 저장',
        saved: '내 카드를 저장했어요',
        chats: '커피챗',
        ago: /^\d+분 전$/,
        more: /^외 \d+개: /,
      },
    }[locale];
    const page = await open(me, site.mainOrigin, `/events/${event.handle}/participants`, locale, width);
    await poll(() => page.getByTestId('card-count').innerText()).toBe(words.count);

    // Six skills and tags: four badges and a "+2" chip, all on one line, the chip drawn as a chip.
    const tile = page.getByTestId('people-all').getByTestId('person-tile').filter({ hasText: from.name });
    const more = tile.getByTestId('badge-more');
    await poll(() => more.innerText()).toBe('+2');
    expect(await more.getAttribute('aria-label')).toMatch(words.more);
    const row = await tile.getByTestId('badge-row').evaluate((element) => {
      const tops = [...element.children].map((child) => Math.round(child.getBoundingClientRect().top));
      const chip = element.lastElementChild!.getBoundingClientRect();
      const style = getComputedStyle(element.lastElementChild!);
      return {
        lines: new Set(tops).size,
        inside: chip.right <= element.getBoundingClientRect().right + 0.5,
        border: style.borderTopWidth !== '0px' && style.borderTopColor !== 'rgba(0, 0, 0, 0)',
      };
    });
    expect(row).toEqual({ lines: 1, inside: true, border: true });
    await expectAccessible(page, `lounge, all (${locale}, ${width})`);
    if (width < 600) await expectNoHorizontalScroll(page, `lounge at ${width}px (${locale})`);

    // My Card: the GitHub link is there to open and to change.
    await page.getByRole('tab', { name: words.myCard }).click();
    const openLink = page.getByRole('link', { name: words.open });
    await poll(() => openLink.getAttribute('href')).toBe(`https://github.com/${me.id.slice(0, 8)}`);
    const url = page.getByRole('textbox', { name: words.url });
    expect(await url.inputValue()).toBe(`https://github.com/${me.id.slice(0, 8)}`);
    await url.fill(`https://github.com/${me.id.slice(0, 8)}-makes`);
    await expectAccessible(page, `My Card with links (${locale}, ${width})`);
    await page.getByRole('button', { name: words.save }).click();
    await expectToast(page, words.saved);
    await poll(async () => (await site.api(me, 'GET', '/v1/me/profile')).socials).toEqual([
      { type: 'GITHUB', url: `https://github.com/${me.id.slice(0, 8)}-makes` },
    ]);

    // The coffee chat asked five minutes ago says so; a press shows the exact time.
    await page.getByRole('button', { name: words.chats, exact: true }).click();
    const chat = page.getByRole('dialog', { name: words.chats }).getByTestId('coffee-chat').filter({ hasText: from.name });
    const time = chat.getByTestId('relative-time');
    await poll(() => time.innerText()).toMatch(words.ago);
    const [received] = (await site.api(me, 'GET', `/v1/events/${event.id}/me/contacts?direction=RECEIVED`)).items;
    expect(await time.getAttribute('datetime')).toBe(received.createdAt);
    const exact = await time.getAttribute('title');
    expect(exact).toContain(received.createdAt.slice(0, 4));
    if (width < 600) await time.tap();
    else await time.hover();
    await poll(() => page.getByRole('tooltip').innerText()).toBe(exact);
    await expectAccessible(page, `coffee chats with times (${locale}, ${width})`);
    await page.context().close();
  }

  async function loungePair(name: string, fromName: string) {
    const me = await guestWithCard(name, 'Hanbit Labs');
    await site.api(me, 'PATCH', '/v1/me/profile', {
      socials: [{ type: 'GITHUB', url: `https://github.com/${me.id.slice(0, 8)}` }],
    });
    const from = await guestWithCard(fromName, 'Carter Studio', {
      skills: ['REACT', 'GO', 'PYTHON', 'FIGMA'],
      tags: ['robots', 'coffee'],
    });
    await site.api(from, 'POST', `/v1/events/${event.id}/users/${me.id}/contacts`, {
      message: 'Coffee after the talks?',
      channel: 'EMAIL',
      contact: from.email,
    });
    return { me, from };
  }

  it('in Korean on a phone: the description in the editor, a pre-filled application clear of the tab bar, and the lounge', async () => {
    // The settings show the description as written, formatted, never as markup; an edit is kept as rich text.
    // On the community's own site, where a phone shows the bottom tab bar.
    const page = await open(owner, site.origin('makers'), '/console/settings', 'ko', 375);
    const editor = page.getByRole('textbox', { name: '소개', exact: true });
    await poll(() => editor.innerText()).toBe('Makers of small things.');
    expect(await editor.locator('strong').innerText()).toBe('small');
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 서울에서 만나요.');
    await expectAccessible(page, 'community settings with the editor (ko, 375)');
    await expectNoHorizontalScroll(page, 'community settings at 375px (ko)');
    await expectLastButtonClear(page, 'community settings (ko, 375)');
    await page.getByRole('button', { name: '저장', exact: true }).first().click();
    await expectToast(page, '변경 사항을 저장했습니다.');
    await poll(async () => (await site.api(null, 'GET', '/v1/communities/info?org=makers')).description).toBe(
      '<p>Makers of <strong>small</strong> things. 서울에서 만나요.</p>',
    );
    await page.context().close();

    const applicant = await site.person('한소윤');
    await site.api(applicant, 'PATCH', '/v1/me/profile', { organization: '한빛랩스' });
    await applyAs(applicant, '한빛랩스', 'ko', 375);

    const { me, from } = await loungePair('박지민', 'Ben Carter');
    await lounge(me, from, 'ko', 375, 1);
  }, 180_000);

  it('in English on a desk: a community created with a formatted description, a pre-filled application, and the lounge', async () => {
    // Another PRO person: the owner's first cookies were spent when her browser was handed to the site.
    const founder = await site.person('Lee Dawon', 'PRO');
    const page = await open(founder, site.mainOrigin, '/communities/new', 'en', 1280);
    await poll(() => page.locator('h1').innerText()).toBe('Create a community');
    await page.getByRole('textbox', { name: 'Community name' }).fill('Busan Makers');
    await page.getByRole('textbox', { name: 'Address' }).fill('busan-makers');
    await poll(() => page.getByRole('status').filter({ hasText: 'This address is available.' }).count()).toBe(1);
    const editor = page.getByRole('textbox', { name: 'Description', exact: true });
    await editor.click();
    await page.keyboard.type('Makers by the sea. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Every Friday.');
    await page.getByTestId('join-type').getByRole('textbox', { name: 'Member type', exact: true }).fill('Builder');
    await expectAccessible(page, 'create a community with the editor (en, 1280)');
    await page.getByRole('button', { name: 'Create community' }).click();
    await page.waitForURL(/\/communities\/busan-makers\/console$/);
    expect((await site.api(null, 'GET', '/v1/communities/info?org=busan-makers')).description).toBe(
      '<p>Makers by the sea. <strong>Every Friday.</strong></p>',
    );
    await page.context().close();

    const applicant = await site.person('Maya Stone');
    await site.api(applicant, 'PATCH', '/v1/me/profile', { organization: 'Stone Works' });
    await applyAs(applicant, 'Stone Works', 'en', 1280);

    const { me, from } = await loungePair('Ana Silva', 'Chris Doe');
    await lounge(me, from, 'en', 1280, 3);
  }, 180_000);
});
