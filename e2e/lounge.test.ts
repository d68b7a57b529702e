// The networking lounge, from the host switching it on to a coffee chat reaching its receiver: cards
// made from the setup prompt (one hiding the organization, which the other never sees), All, For You
// in order with its reasons, Saved, a coffee chat by email, the door for a pending guest and for a
// visitor who signs in on the way. Analytics are on: the like and contact clicks reach GA's collect URL.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../server/test/factories.ts';
import { collectAnalytics, type AnalyticsHit } from './analytics-stand-in.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';

const MEASUREMENT_ID = 'G-LOUNGE1234';

type Guest = Person & { id: string; pid: string };

describeInBrowser('the networking lounge', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Person;
  let event: { id: string; handle: string };
  let ari: Guest;
  let ben: Guest;
  let chan: Guest;
  let dana: Guest;
  const hits: AnalyticsHit[] = [];
  const lounge = () => `/events/${event.handle}/participants`;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCheckInSite({ env: { GA_MEASUREMENT_ID: MEASUREMENT_ID } }), launchBrowser()]);
    host = await site.person('Kim Minji', 'PRO');
    const created = await site.api(host, 'POST', '/v1/events', {
      title: 'Seoul Builders Lounge Night',
      startsAt: '2026-06-08T10:00:00.000Z',
      endsAt: '2026-06-08T13:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      approvalRequired: true,
    });
    event = { id: created.id, handle: created.handle };
    const manage = (path = '') => `/v1/event-managements/${event.id}${path}`;
    const organization = await site.api(host, 'POST', manage('/regist-questions'), {
      kind: 'ORGANIZATION',
      requirement: 'OPTIONAL',
    });
    await site.api(host, 'POST', manage('/publish'));
    await site.api(host, 'POST', manage('/regist-forms/publish'));
    const form: { questions: { id: string; kind: string }[] } = await site.api(host, 'GET', manage('/regist-forms'));
    const question = (kind: string) => form.questions.find((q) => q.kind === kind)!.id;

    async function register(name: string, org: string, status: 'APPROVED' | 'PENDING'): Promise<Guest> {
      const person = await site.person(name);
      const answers = [
        { questionId: question('NAME'), value: name },
        { questionId: question('EMAIL'), value: person.email },
        { questionId: organization.id, value: org },
      ];
      const mine = await site.api(person, 'POST', `/v1/events/${event.id}/register`, { answers });
      if (status === 'APPROVED') await site.api(host, 'PATCH', manage(`/participants/${mine.registration.id}`), { status });
      const me = await site.api(person, 'GET', '/v1/me');
      return { ...person, id: me.id, pid: mine.registration.id };
    }
    ari = await register('한아리', 'Hanbit Labs', 'APPROVED');
    ben = await register('Ben Carter', 'Carter Studio', 'APPROVED');
    chan = await register('Chan Park', 'Chan Works', 'APPROVED');
    dana = await register('Dana Lee', 'Dana Corp', 'PENDING');
    // The third card, made through the API: it shares one skill with Ben where Ari shares two.
    const draft = await site.api(chan, 'GET', `/v1/me/profile-card/draft?eventId=${event.id}`);
    const { fromRegistration: _from, email: _email, ...values } = draft;
    await site.api(chan, 'POST', '/v1/me/profile-card', { ...values, skills: ['GO'] });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(person: Person | null, route: string, locale: 'en' | 'ko', width: number): Promise<Page> {
    const context: BrowserContext = await browser.newContext({
      locale: locale === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width, height: 900 },
    });
    await collectAnalytics(context, MEASUREMENT_ID, hits);
    if (person) await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}${route}${route.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  /** Picks options of a Mantine multi-select, then closes it. */
  async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, options: string[]) {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
    await page.keyboard.press('Escape');
  }

  it('the host turns the lounge on in the event settings, and the management area links to it', async () => {
    const page = await open(host, `/events/${event.id}/management/settings?tab=lounge`, 'en', 1280);
    const toggle = page.getByRole('switch', { name: 'Open the lounge for this event' });
    await poll(() => toggle.isVisible()).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await expectToast(page, 'Changes saved');
    await poll(() => toggle.isChecked()).toBe(true);
    await expectAccessible(page, 'lounge settings');
    await page.getByRole('link', { name: 'Lounge', exact: true }).click();
    await page.waitForURL((url) => url.pathname === lounge());
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Seoul Builders Lounge Night');
    await poll(() => page.getByTestId('card-count').innerText()).toBe('1 person with a card');
    await page.context().close();
  });

  it('a guest in Korean on a phone makes a card from the prompt, pre-filled from the registration, and hides the organization', async () => {
    const page = await open(ari, lounge(), 'ko', 375);
    const prompt = page.getByTestId('card-prompt');
    await poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.innerText()).toContain('프로필 카드를 만들어 주세요');
    await expectAccessible(page, 'lounge with the setup prompt (ko, 375)');
    await expectNoHorizontalScroll(page, 'lounge at 375px (ko)');

    await prompt.getByRole('button', { name: '내 카드 만들기' }).click();
    const dialog = page.getByRole('dialog', { name: '프로필 카드 만들기' });
    const organization = dialog.getByRole('textbox', { name: '소속', exact: true });
    await poll(() => organization.inputValue()).toBe('Hanbit Labs');
    expect(await dialog.getByText('등록 때 입력한 답변에서 가져왔어요').count()).toBeGreaterThan(0);
    // Email, phone number, date of birth and the attached file start hidden; the rest shown.
    expect(await dialog.getByRole('switch', { name: '다른 사람에게 이메일 보이기' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('switch', { name: '다른 사람에게 전화번호 보이기' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('switch', { name: '다른 사람에게 소속 보이기' }).isChecked()).toBe(true);
    await dialog.getByRole('switch', { name: '다른 사람에게 소속 보이기' }).uncheck({ force: true });
    await dialog.getByRole('textbox', { name: '직함', exact: true }).fill('프론트엔드 리드');
    await pick(page, dialog, '기술', ['React', 'Go']);
    await expectAccessible(page, 'card form (ko, 375)');
    await dialog.getByRole('button', { name: '내 카드 만들기' }).click();
    await expectToast(page, '내 카드가 라운지에 올라갔어요');
    await poll(() => page.getByTestId('card-prompt').count()).toBe(0);
    await poll(() => page.getByTestId('card-count').innerText()).toBe('나와 다른 참가자 1명이 카드를 만들었어요');
    await poll(() => page.getByTestId('people-all').getByTestId('person-tile').count()).toBe(1);

    // My Card: the organization stays hidden, and shows again with one switch (then hidden once more).
    await page.getByRole('tab', { name: '내 카드' }).click();
    const mine = page.getByRole('switch', { name: '다른 사람에게 소속 보이기' });
    await poll(() => mine.isVisible()).toBe(true);
    expect(await mine.isChecked()).toBe(false);
    await expectAccessible(page, 'my card (ko, 375)');
    await expectNoHorizontalScroll(page, 'my card at 375px (ko)');
    await page.context().close();
  });

  it('another guest makes a card, sees the others in All without the hidden organization, For You in order, and saves the best match', async () => {
    const page = await open(ben, lounge(), 'en', 1280);
    await page.getByTestId('card-prompt').getByRole('button', { name: 'Make my card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make your profile card' });
    await poll(() => dialog.getByRole('textbox', { name: 'Organization', exact: true }).inputValue()).toBe('Carter Studio');
    await pick(page, dialog, 'Skills', ['React', 'Go']);
    await dialog.getByRole('button', { name: 'Make my card' }).click();
    await expectToast(page, 'Your card is in the lounge');

    const all = page.getByTestId('people-all');
    await poll(() => all.getByTestId('person-tile').count()).toBe(2);
    expect(await page.locator('main').innerText()).not.toContain('Hanbit Labs');
    expect(await all.innerText()).toContain('Chan Works');
    // The full card shows what Ari shows, and nothing hidden.
    await all.getByRole('button', { name: '한아리', exact: true }).click();
    const card = page.getByTestId('person-card');
    await poll(() => card.innerText()).toContain('프론트엔드 리드');
    expect(await card.innerText()).not.toContain('Hanbit Labs');
    expect(await card.getByText('Organization', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'full card');
    await page.keyboard.press('Escape');
    // A hidden field is never matched by search either.
    const search = page.getByRole('searchbox', { name: 'Search people' });
    await search.fill('Hanbit');
    await poll(() => page.getByTestId('people-empty').isVisible()).toBe(true);
    await search.fill('Chan Works');
    await poll(() => all.getByTestId('person-tile').allInnerTexts()).toEqual([expect.stringContaining('Chan Park')]);
    await search.fill('');
    await expectAccessible(page, 'lounge All (en, 1280)');

    await page.getByRole('tab', { name: 'For You' }).click();
    const forYou = page.getByTestId('people-for-you');
    await poll(() => forYou.getByTestId('person-tile').count()).toBe(2);
    const tiles = await forYou.getByTestId('person-tile').allInnerTexts();
    expect(tiles[0]).toContain('한아리');
    expect(tiles[0]).toContain('You both list React and Go');
    expect(tiles[1]).toContain('Chan Park');
    expect(tiles[1]).toContain('You both list Go');
    await expectAccessible(page, 'For You (en, 1280)');

    await forYou.getByRole('button', { name: 'Save 한아리' }).click();
    await expectToast(page, '한아리 was saved to your Saved list');
    await poll(() => hits.filter((hit) => hit.en === 'like_click')).toEqual([
      expect.objectContaining({
        tid: MEASUREMENT_ID,
        'ep.category': 'Recommendation',
        'ep.label': 'lounge_for_you',
        'ep.initiator_id': ben.id,
        'ep.target_id': ari.id,
      }),
    ]);
    await page.getByRole('tab', { name: 'Saved' }).click();
    const saved = page.getByTestId('people-saved');
    await poll(() => saved.getByTestId('person-tile').allInnerTexts()).toEqual([expect.stringContaining('한아리')]);
    expect(await saved.getByRole('button', { name: 'Save 한아리' }).getAttribute('aria-pressed')).toBe('true');

    // A coffee chat by email: it reaches Ari's inbox.
    await saved.getByRole('button', { name: 'Coffee chat with 한아리' }).click();
    const chat = page.getByRole('dialog', { name: 'Coffee chat with 한아리' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Hi Ari! Coffee near the venue before the talks?');
    await poll(() => chat.getByText('47 / 500').isVisible()).toBe(true);
    expect(await chat.getByRole('textbox', { name: 'Your email address' }).inputValue()).toBe(ben.email);
    await expectAccessible(page, 'coffee chat dialog');
    await chat.getByRole('button', { name: 'Send request' }).click();
    await expectToast(page, 'Coffee chat request sent to 한아리');
    await poll(() => hits.filter((hit) => hit.en === 'contact_click')).toEqual([
      expect.objectContaining({
        'ep.category': 'Networking',
        'ep.label': 'lounge_coffee_chat',
        'ep.initiator_id': ben.id,
        'ep.target_id': ari.id,
        'ep.networking_type': 'EMAIL',
      }),
    ]);
    await poll(
      () => site.mail.mailsTo(ari.email).filter((mail) => (mail.text ?? '').includes('Coffee near the venue')).length,
    ).toBe(1);

    // A second request while the first waits: the catalogue's words for G20091, in the dialog.
    await saved.getByRole('button', { name: 'Coffee chat with 한아리' }).click();
    await chat.getByRole('textbox', { name: 'Message' }).fill('One more time?');
    await chat.getByRole('button', { name: 'Send request' }).click();
    await poll(() => chat.getByTestId('chat-error').innerText()).toBe(
      'You already have a coffee chat request waiting for this person.',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Coffee chats' }).click();
    await page.getByRole('dialog', { name: 'Coffee chats' }).getByText('Sent', { exact: true }).click();
    await poll(() => page.getByTestId('coffee-chat').innerText()).toMatch(/한아리\s+Waiting/i);
    // My own address is no news to me: the Sent tab waits for Ari's.
    const sentChat = await page.getByTestId('coffee-chat').innerText();
    expect(sentChat).not.toContain(ben.email);
    expect(sentChat).toContain('Their contact shows here once they accept.');
    await expectAccessible(page, 'sent coffee chats (en, 1280)');
    await page.context().close();
  });

  it('the receiver sees the request in Korean on a phone and accepts it; her ticket leads to the lounge; she changes her handle', async () => {
    const page = await open(ari, lounge(), 'ko', 375);
    await page.getByRole('button', { name: '커피챗', exact: true }).click();
    const request = page.getByTestId('coffee-chat');
    await poll(() => request.innerText()).toContain('Coffee near the venue');
    expect(await request.innerText()).toContain(ben.email);
    await expectAccessible(page, 'received coffee chats (ko, 375)');
    await request.getByRole('button', { name: '수락' }).click();
    // Accepting asks how Ben may reach her, her own address first.
    const reply = request.getByTestId('coffee-chat-reply');
    await poll(() => reply.getByRole('textbox', { name: '내 이메일 주소' }).inputValue()).toBe(ari.email);
    await expectAccessible(page, 'accepting a coffee chat (ko, 375)');
    await expectNoHorizontalScroll(page, 'accepting a coffee chat (ko, 375)');
    await reply.getByRole('button', { name: '수락하고 연락처 공유' }).click();
    await expectToast(page, 'Ben Carter 님의 커피챗을 수락했어요');
    await poll(() => request.innerText()).toContain('수락됨');

    // Ben hears of it by email, in English, with her address; and sees it under Sent.
    await poll(
      () => site.mail.mailsTo(ben.email).filter((mail) => mail.subject === '한아리 accepted your coffee chat').length,
    ).toBe(1);
    const told = site.mail.mailsTo(ben.email).find((mail) => mail.subject === '한아리 accepted your coffee chat')!;
    expect(told.text).toContain(`Reach them on Email: ${ari.email}`);
    const benPage = await open(ben, lounge(), 'en', 1280);
    await benPage.getByRole('button', { name: 'Coffee chats' }).click();
    await benPage.getByRole('dialog', { name: 'Coffee chats' }).getByText('Sent', { exact: true }).click();
    await poll(() => benPage.getByTestId('coffee-chat').innerText()).toContain(`Reach them on Email: ${ari.email}`);
    expect(await benPage.getByTestId('coffee-chat').innerText()).not.toContain(ben.email);
    await expectAccessible(benPage, 'accepted coffee chat under Sent (en, 1280)');
    await benPage.context().close();

    // The event page and the ticket of an approved guest lead to the lounge.
    await page.goto(`${site.url}/events/${event.handle}?lng=ko`);
    await poll(() => page.getByTestId('lounge-link').getAttribute('href')).toBe(lounge());
    await page.goto(`${site.url}/events/myticket?event=${event.id}&lng=ko`);
    await poll(() => page.getByTestId('lounge-link').getAttribute('href')).toBe(lounge());

    // The handle is edited on the profile: a taken one is an error on the field, a free one saves.
    const taken: string = (await site.api(ben, 'GET', '/v1/me')).handle;
    await page.goto(`${site.url}/profile?lng=ko`);
    await page.getByRole('button', { name: '프로필 수정' }).click();
    const handle = page.getByRole('textbox', { name: '핸들' });
    await handle.fill(taken);
    await page.getByRole('button', { name: '변경사항 저장' }).click();
    await poll(() => page.getByText('이미 사용 중인 핸들입니다.').isVisible()).toBe(true);
    expect(await handle.getAttribute('aria-invalid')).toBe('true');
    await handle.fill('ari.builds');
    await page.getByRole('button', { name: '변경사항 저장' }).click();
    await expectToast(page, '변경사항이 저장되었습니다');
    await poll(() => page.getByText('@ari.builds').isVisible()).toBe(true);
    await page.context().close();
  });

  it('reads at 375 px in English and at 1280 px in Korean', async () => {
    for (const [locale, width, heading] of [
      ['en', 375, 'Saved'],
      ['ko', 1280, '저장됨'],
    ] as const) {
      const page = await open(chan, lounge(), locale, width);
      await poll(() => page.getByTestId('people-all').getByTestId('person-tile').count()).toBe(2);
      expect(await page.getByRole('tab', { name: heading }).isVisible()).toBe(true);
      await expectNoHorizontalScroll(page, `lounge at ${width}px (${locale})`);
      await expectAccessible(page, `lounge All (${locale}, ${width})`);
      await page.context().close();
    }
  });

  it('a pending guest is refused at the door; a visitor signs in on the way and comes back to it', async () => {
    const page = await open(dana, lounge(), 'ko', 375);
    const door = page.getByTestId('lounge-door');
    await poll(() => door.innerText()).toContain('이 페이지에 접근하려면 이벤트에 등록해 주세요.');
    expect(await door.getByRole('link', { name: '이벤트 페이지로 가기' }).getAttribute('href')).toBe(`/events/${event.handle}`);
    await expectAccessible(page, 'lounge door (ko, 375)');
    await page.context().close();

    const email = `visitor.${Date.now().toString(36)}@moim.example`;
    await createUser(site.t, { email, name: 'Visitor Yoon' });
    const visitor = await open(null, lounge(), 'en', 1280);
    await visitor.waitForURL(/\/sign-in\?redirect=/);
    await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await visitor.getByRole('button', { name: 'Send code' }).click();
    let code = '';
    await poll(() => {
      code = /\b(\d{6})\b/.exec(site.mail.mailsTo(email).at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    }).not.toBe('');
    await visitor.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await visitor.keyboard.type(code, { delay: 20 });
    await visitor.waitForURL((url) => url.pathname === lounge());
    await poll(() => visitor.getByTestId('lounge-door').innerText()).toContain(
      'Please register for the event to access this page.',
    );
    await expectAccessible(visitor, 'lounge door (en, 1280)');
    await visitor.context().close();
  });
});
