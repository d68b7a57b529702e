// A community member's first day. Approved, a new member follows the email to their card: filled in
// from the profile and the application, shown as the members will see it, made with one press. A
// member without a card who writes a coffee chat makes the card from the dialog and the message goes
// as written. A member-only event's link opened from outside says whose it is, with Apply and Sign
// in, and nothing of the event. My events shows where the person stands on each event, and a guest
// without an account is never sent there. English at 1280 px and Korean at 375 px, axe on every screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCommunitySite, type CommunitySite, type Person } from './community-site.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';

type Locale = 'en' | 'ko';
const DAY = 86_400_000;
const SECRET_TITLE = 'Founders dinner at the quiet place';

const words = {
  en: {
    job: 'Drone pilot',
    cardNeeded: "The members can't find you yet",
    chatWith: (name: string) => `Coffee chat with ${name}`,
    message: 'Message',
    send: 'Send request',
    makeAndSend: 'Make my card and send',
    sent: (name: string) => `Coffee chat request sent to ${name}`,
    makeCard: 'Make my card',
    made: 'Your card is made. The members can find you now.',
    jobLabel: 'Job title',
    showOrganization: 'Show Organization to members',
    forMembers: 'This event is for members of Acme Builders.',
    apply: 'Apply to join Acme Builders',
    signIn: 'Sign in',
    status: { APPROVED: 'Approved', PENDING: 'Pending approval', WAITLISTED: 'Waitlisted', CHECKED_IN: 'Checked in' },
    register: 'Register',
    email: 'Email',
    sendCode: 'Send code',
    digit: 'Digit 1',
    name: 'Name',
    policies: "I agree to Moim's Terms of Service and Privacy Policy",
    submit: 'Submit registration',
    registered: "You're in!",
    myEvents: 'My events',
  },
  ko: {
    job: '드론 조종사',
    cardNeeded: '아직 멤버들이 회원님을 찾을 수 없어요',
    chatWith: (name: string) => `${name} 님과 커피챗`,
    message: '메시지',
    send: '요청 보내기',
    makeAndSend: '카드 만들고 보내기',
    sent: (name: string) => `${name} 님에게 커피챗 요청을 보냈어요`,
    makeCard: '카드 만들기',
    made: '카드를 만들었어요. 이제 멤버들이 회원님을 찾을 수 있어요.',
    jobLabel: '직함',
    showOrganization: '멤버에게 소속 보이기',
    forMembers: 'Acme Builders 멤버를 위한 이벤트예요.',
    apply: 'Acme Builders 가입 신청하기',
    signIn: '로그인',
    status: { APPROVED: '참가 확정', PENDING: '승인 대기 중', WAITLISTED: '대기자 명단', CHECKED_IN: '체크인 완료' },
    register: '신청하기',
    email: '이메일',
    sendCode: '코드 받기',
    digit: '1번째 숫자',
    name: '이름',
    policies: '모임 서비스 이용약관 및 개인정보 처리방침에 동의합니다',
    submit: '신청서 제출',
    registered: '신청이 완료되었어요!',
    myEvents: '내 이벤트',
  },
} as const;

describeInBrowser("a community member's first day", () => {
  let site: CommunitySite;
  let browser: Browser;
  let owner: Person;
  let acme: { id: string; joinTypes: { id: string; profileFormId: string }[] };
  let questions: Record<string, string>;
  let memberEvent: { id: string; handle: string };
  let other: Person;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCommunitySite(), launchBrowser()]);
    // The server's clock at the browser's now: a guest's proof of their email expires by the browser's clock.
    site.t.clock.set(new Date());
    owner = await site.person('Kim Haneul', 'PRO');
    await site.api(owner, 'POST', '/v1/communities', {
      handle: 'acme',
      name: 'Acme Builders',
      description: '<p>Makers in Seoul.</p>',
      joinTypes: [{ name: 'Builder', description: 'You make products.' }],
    });
    acme = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    const question = (kind: string) => ({
      kind,
      requirement: 'OPTIONAL',
      title: '',
      description: '',
      choices: [],
      allowOther: false,
      content: null,
      url: null,
    });
    const form: { questions: { id: string; kind: string }[] } = await site.api(
      owner,
      'PUT',
      `/v1/communities/${acme.id}/profile-forms/${acme.joinTypes[0].profileFormId}`,
      { title: 'About you', questions: [question('NAME'), question('JOB_TITLE'), question('ORGANIZATION')] },
    );
    questions = Object.fromEntries(form.questions.map((q) => [q.kind, q.id]));
    const startsAt = new Date(site.t.clock.now().getTime() + 20 * DAY);
    const created = await site.api(owner, 'POST', `/v1/communities/${acme.id}/events`, {
      title: SECRET_TITLE,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      visibility: 'MEMBER_ONLY',
    });
    await site.api(owner, 'POST', `/v1/event-managements/${created.id}/publish`);
    memberEvent = { id: created.id, handle: created.handle };
    // A member with a card, to ask for a coffee chat.
    other = await approvedMember('Park Mina', 'Founder');
    await site.api(other, 'PATCH', `/v1/communities/${acme.id}/me/profile`, {});
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** Applies with a job title and an organization, and is approved by the owner. */
  async function approvedMember(name: string, job: string): Promise<Person> {
    const person = await site.person(name);
    await site.api(person, 'POST', `/v1/communities/${acme.id}/members`, {
      joinTypeId: acme.joinTypes[0].id,
      answers: [
        { questionId: questions.NAME, value: name },
        { questionId: questions.JOB_TITLE, value: job },
        { questionId: questions.ORGANIZATION, value: 'Sky Works' },
      ],
    });
    await site.api(owner, 'POST', `/v1/communities/${acme.id}/applicants/${person.id}/approve`);
    return person;
  }

  async function contextFor(locale: Locale, width: number, person: Person | null): Promise<BrowserContext> {
    const context = await browser.newContext({ locale: locale === 'ko' ? 'ko-KR' : 'en-US', viewport: { width, height: 800 } });
    if (person) {
      await site.signInBrowser(context, person);
      await site.signInBrowser(context, person, site.origin('acme'));
    }
    return context;
  }

  async function visit(context: BrowserContext, url: string, locale: Locale): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  /** A published event of the owner's, some days ahead, with the default form. */
  async function plainEvent(title: string, overrides: Record<string, unknown> = {}) {
    const startsAt = new Date(site.t.clock.now().getTime() + 10 * DAY);
    const event = await site.api(owner, 'POST', '/v1/events', {
      title,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '1 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      ...overrides,
    });
    await site.api(owner, 'POST', `/v1/event-managements/${event.id}/publish`);
    return event as { id: string; handle: string };
  }

  async function registerThrough(person: Person, eventId: string) {
    const form: { questions: { id: string; kind: string }[] } = await site.api(
      owner,
      'GET',
      `/v1/event-managements/${eventId}/regist-forms`,
    );
    const id = (kind: string) => form.questions.find((q) => q.kind === kind)!.id;
    return site.api(person, 'POST', `/v1/events/${eventId}/register`, {
      answers: [
        { questionId: id('NAME'), value: person.name },
        { questionId: id('EMAIL'), value: person.email },
      ],
    });
  }

  for (const [locale, width] of [
    ['en', 1280],
    ['ko', 375],
  ] as const) {
    it(`leads a new member to their card, tells an outsider whose member-only event it is, shows My events' statuses (${locale}, ${width} px)`, async () => {
      const w = words[locale];

      // The approval email leads to the card.
      const newcomer = await approvedMember(locale === 'ko' ? '이서준' : 'Lee Seojun', w.job);
      await poll(() =>
        site.mail.mailsTo(newcomer.email).some((m) => (m.text ?? '').includes(`${site.origin('acme')}/profile`)),
      ).toBe(true);
      const context = await contextFor(locale, width, newcomer);
      const page = await visit(context, `${site.origin('acme')}/profile`, locale);
      const maker = page.getByTestId('card-maker');
      await poll(() => maker.isVisible()).toBe(true);
      // Filled in from the application (the profile has no job title), shown as the members will see it.
      expect(await maker.getByRole('textbox', { name: w.jobLabel }).inputValue()).toBe(w.job);
      const preview = page.getByTestId('card-preview-facts');
      expect(await preview.innerText()).toContain(w.job);
      expect(await preview.innerText()).toContain('Sky Works');
      await maker.getByRole('switch', { name: w.showOrganization }).uncheck();
      await poll(() => preview.innerText()).not.toContain('Sky Works');
      expect(await preview.innerText()).toContain(w.job);
      await expectAccessible(page, `card maker (${locale}, ${width})`);
      await expectNoHorizontalScroll(page, `card maker (${locale}, ${width})`);
      await maker.getByRole('button', { name: w.makeCard }).click();
      await expectToast(page, w.made);
      await poll(() => page.getByTestId('card-maker').count()).toBe(0);
      await poll(() => page.getByTestId('profile-field').count()).toBeGreaterThan(0);
      await context.close();

      // Another new member writes a coffee chat first: the card is made from the dialog, the message sent as written.
      const writer = await approvedMember(locale === 'ko' ? '최유나' : 'Choi Yuna', 'Designer');
      const writing = await contextFor(locale, width, writer);
      const members = await visit(writing, `${site.origin('acme')}/members`, locale);
      const needed = members.getByTestId('card-needed');
      await poll(() => needed.isVisible()).toBe(true);
      expect(await needed.innerText()).toContain(w.cardNeeded);
      await expectAccessible(members, `members without a card (${locale}, ${width})`);
      const message = `Hello from ${writer.name}: coffee next week?`;
      await members.getByRole('button', { name: w.chatWith(other.name) }).click();
      const dialog = members.getByRole('dialog');
      await dialog.getByRole('textbox', { name: w.message }).fill(message);
      await dialog.getByRole('button', { name: w.send }).click();
      await poll(() => dialog.getByTestId('chat-needs-card').isVisible()).toBe(true);
      expect(await dialog.getByRole('textbox', { name: w.message }).inputValue()).toBe(message);
      await expectAccessible(members, `coffee chat needs a card (${locale}, ${width})`);
      await dialog.getByRole('button', { name: w.makeAndSend }).click();
      await expectToast(members, w.sent(other.name));
      await poll(() => members.getByTestId('card-needed').count()).toBe(0);
      await poll(async () => site.mail.mailsTo(other.email).some((m) => (m.text ?? '').includes(message))).toBe(true);

      // Signed out, on the main host: whose event, Apply and Sign in; nothing of the event.
      const visitor = await contextFor(locale, width, null);
      const door = await visit(visitor, `${site.mainOrigin}/events/${memberEvent.handle}`, locale);
      const shown = door.getByTestId('members-only-door');
      await poll(() => shown.isVisible()).toBe(true);
      expect(await shown.innerText()).toContain(w.forMembers);
      expect(await shown.getByRole('link', { name: w.apply }).getAttribute('href')).toBe(`${site.origin('acme')}/apply`);
      expect(await shown.getByRole('link', { name: w.signIn }).getAttribute('href')).toBe(
        `/sign-in?redirect=${encodeURIComponent(`/events/${memberEvent.handle}`)}`,
      );
      expect(await door.content()).not.toContain(SECRET_TITLE);
      await expectAccessible(door, `member-only door (${locale}, ${width})`);
      await expectNoHorizontalScroll(door, `member-only door (${locale}, ${width})`);

      // My events of the member who just sent the coffee chat: approved, pending, waitlisted, checked in.
      const me = writer;
      const suffix = `${locale}-${width}`;
      const approved = await plainEvent(`Approved talk ${suffix}`);
      const pending = await plainEvent(`Pending talk ${suffix}`, { approvalRequired: true });
      const full = await plainEvent(`Full talk ${suffix}`, { maxParticipants: 1, waitlistEnabled: true });
      const checkedIn = await plainEvent(`Checked-in talk ${suffix}`);
      await registerThrough(await site.person('First Comer'), full.id);
      for (const event of [approved, pending, full]) await registerThrough(me, event.id);
      const ticket = await registerThrough(me, checkedIn.id);
      await site.api(owner, 'POST', `/v1/event-managements/${checkedIn.id}/participants/${ticket.registration.id}/check-in`);
      const list = await visit(writing, `${site.mainOrigin}/events/my`, locale);
      const statusOf = async (title: string) => {
        const card = list.getByRole('article').filter({ hasText: title });
        await poll(() => card.isVisible()).toBe(true);
        return card.getByTestId('my-status').textContent();
      };
      expect(await statusOf(`Approved talk ${suffix}`)).toContain(w.status.APPROVED);
      expect(await statusOf(`Pending talk ${suffix}`)).toContain(w.status.PENDING);
      expect(await statusOf(`Full talk ${suffix}`)).toContain(w.status.WAITLISTED);
      expect(await statusOf(`Checked-in talk ${suffix}`)).toContain(w.status.CHECKED_IN);
      await expectAccessible(list, `my events with statuses (${locale}, ${width})`);
      await expectNoHorizontalScroll(list, `my events with statuses (${locale}, ${width})`);
      await writing.close();

      // A guest without an account is told where the ticket is, never "My events".
      const guestEmail = `guest.${suffix}.${Date.now().toString(36)}@guest.example`;
      const guest = await visit(visitor, `${site.mainOrigin}/events/${approved.handle}`, locale);
      await guest.getByTestId('registration-panel').getByRole('link', { name: w.register, exact: true }).click();
      await guest.getByRole('textbox', { name: w.email }).fill(guestEmail);
      await guest.getByRole('button', { name: w.sendCode }).click();
      const code = await site.codeFor(guestEmail, 0);
      await guest.getByRole('textbox', { name: w.digit }).click();
      await guest.keyboard.type(code);
      await guest.getByRole('textbox', { name: w.name, exact: true }).fill('Guest Yoon');
      await guest.getByRole('checkbox', { name: w.policies }).check();
      await guest.getByRole('button', { name: w.submit }).click();
      await poll(() => guest.getByRole('heading', { name: w.registered }).isVisible()).toBe(true);
      expect(await guest.locator('body').innerText()).not.toContain(w.myEvents);
      await expectAccessible(guest, `guest registered without an account (${locale}, ${width})`);
      await poll(() => site.mail.mailsTo(guestEmail).length).toBeGreaterThan(1);
      for (const mail of site.mail.mailsTo(guestEmail)) expect(mail.text ?? '').not.toContain(w.myEvents);
      await visitor.close();
    });
  }
});
