// A community from the inside, on two subdomains: a PRO user opens acme with a join type and a
// profile form; a person signs in once, applies page by page, waits, is approved (the mail arrives)
// and enters; finds a member in Recommended, saves them, asks for a coffee chat and sees a
// curation; opens a member-only event that a non-member is refused, on the main host too; and
// acme's session grants nothing on beta; a member leaves beta and an applicant withdraws. English and
// Korean, 1280 and 375 px, axe on every screen.
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardInputKeys, emptyValues } from '../contract/profile-fields.ts';
import { users } from '../server/platform/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, openSession } from '../server/identity/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import { collectAnalytics, type AnalyticsHit } from './analytics-stand-in.ts';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCommunitySite, type CommunitySite, type Person } from './community-site.ts';
import { expectNoHorizontalScroll, expectToast, pickFile, pngFile, poll } from './event-pages.ts';

const MEASUREMENT_ID = 'G-COMMUNITY1';

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

/** Types a code into the pin input, digit by digit, as a person would. */
async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /^(Digit 1 of 6|6자리 중 1번째 숫자)$/ }).click();
  await page.keyboard.type(code, { delay: 20 });
}

describeInBrowser('a community on its own subdomain', () => {
  let site: CommunitySite;
  let browser: Browser;
  let owner: Person;
  let acme: Community;
  let beta: Community;
  let mina: Person;
  let jiwoo: Person;
  let jiwooContext: BrowserContext;
  let ownerContext: BrowserContext;
  const hits: AnalyticsHit[] = [];
  let memberEvent: { id: string; handle: string };

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCommunitySite({ env: { GA_MEASUREMENT_ID: MEASUREMENT_ID } }), launchBrowser()]);
    owner = await site.person('Kim Haneul', 'PRO');
    beta = await site.api(owner, 'POST', '/v1/communities', {
      handle: 'beta',
      name: 'Beta Circle',
      joinTypes: [{ name: 'Member' }],
    });

    jiwoo = await site.person('Lee Jiwoo');
    await site.api(
      jiwoo,
      'POST',
      '/v1/me/profile-card',
      cardOf('Lee Jiwoo', { skills: ['REACT', 'GO'], organization: 'Jiwoo Works' }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** acme's people and things beside the journey: two members with cards, a member-only event and a curation. */
  async function populateAcme() {
    const builderForm: { questions: { id: string; kind: string }[] } = await site.api(
      owner,
      'GET',
      `/v1/communities/${acme.id}/profile-forms/${acme.joinTypes[0].profileFormId}`,
    );
    const byKind = (kind: string) => builderForm.questions.find((question) => question.kind === kind)!.id;

    // A second member type, with an empty profile form.
    const mentor: { id: string } = await site.api(owner, 'POST', `/v1/communities/${acme.id}/join-types`, {
      name: 'Mentor',
      description: 'You help others make things.',
    });

    // Members already in acme, with cards: Mina (a builder) shares two skills with Jiwoo, Ben (a mentor) one.
    async function member(name: string, skills: string[], organization: string, joinTypeId: string) {
      const person = await site.person(name);
      const answers =
        joinTypeId === acme.joinTypes[0].id
          ? [
              { questionId: byKind('NAME'), value: name },
              { questionId: byKind('SHORT_TEXT'), value: 'Developer tools' },
            ]
          : [];
      await site.api(person, 'POST', `/v1/communities/${acme.id}/members`, { joinTypeId, answers });
      await site.api(owner, 'POST', `/v1/communities/${acme.id}/applicants/${person.id}/approve`);
      await site.api(person, 'POST', '/v1/me/profile-card', cardOf(name, { skills, organization }));
      return person;
    }
    mina = await member('Park Mina', ['REACT', 'GO'], 'Mina Labs', acme.joinTypes[0].id);
    await member('Ben Carter', ['GO'], 'Carter Studio', mentor.id);
    // A member-only event of acme, published.
    const created = await site.api(owner, 'POST', `/v1/communities/${acme.id}/events`, {
      title: 'Acme Makers Night',
      startsAt: '2026-07-10T10:00:00.000Z',
      endsAt: '2026-07-10T13:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '231 Teheran-ro, Gangnam-gu, Seoul', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      visibility: 'MEMBER_ONLY',
    });
    await site.api(owner, 'POST', `/v1/event-managements/${created.id}/publish`);
    memberEvent = { id: created.id, handle: created.handle };
    await site.api(owner, 'POST', `/v1/communities/${acme.id}/members/curations`, {
      title: 'Mentors this month',
      note: 'Ask them about shipping fast.',
      memberIds: [mina.id],
    });
  }

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    return page;
  }

  it('a PRO user creates acme on the main host with a member type and a profile form of two pages', async () => {
    // One browser for the owner throughout: it rotates her session, so her first cookies are spent.
    ownerContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await site.signInBrowser(ownerContext, owner);
    const page = await newPage(ownerContext);
    await page.goto(`${site.mainOrigin}/communities/new?lng=en`);
    await poll(() => page.locator('h1').innerText()).toBe('Create a community');
    await page.getByRole('textbox', { name: 'Community name' }).fill('Acme Builders');
    await page.getByRole('textbox', { name: 'Address' }).fill('acme');
    await poll(() => page.getByRole('status').filter({ hasText: 'This address is available.' }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Description' }).fill('Makers of small, useful things in Seoul.');
    const joinType = page.getByTestId('join-type');
    await joinType.getByRole('textbox', { name: 'Member type', exact: true }).fill('Builder');
    await joinType.getByRole('textbox', { name: 'About this member type' }).fill('You make products.');
    async function addQuestion(kind: string, title?: string, required = false) {
      await joinType.getByRole('button', { name: 'Add a question' }).click();
      await page.getByRole('dialog', { name: 'Add a question' }).getByRole('button', { name: kind, exact: true }).click();
      if (title === undefined) return;
      const editor = page.getByRole('dialog', { name: `Add: ${kind}` });
      await editor.getByRole('textbox', { name: 'Question', exact: true }).fill(title);
      if (required)
        await editor
          .locator('label')
          .filter({ hasText: /^Required$/ })
          .click();
      await editor.getByRole('button', { name: 'Add question' }).click();
      await expectToast(page, 'Question added.');
    }
    await addQuestion('Short answer', 'What are you building?', true);
    await addQuestion('Page break');
    await addQuestion('Paragraph', 'Why do you want to join?');
    await addQuestion('File upload', 'Portfolio');
    await poll(() => joinType.getByTestId('question').count()).toBe(6);
    await expectAccessible(page, 'create a community (en, 1280)');
    await page.getByRole('button', { name: 'Create community' }).click();
    await expectToast(page, 'Acme Builders is ready.');
    await page.waitForURL(/\/communities\/acme\/console$/);
    await page.close();

    acme = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    expect(acme.joinTypes).toHaveLength(1);
    await populateAcme();
  });

  it('a visitor signs in once on acme, styled as acme, applies page by page and waits for approval', async () => {
    jiwooContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    await collectAnalytics(jiwooContext, MEASUREMENT_ID, hits);
    const page = await newPage(jiwooContext);
    await page.goto(`${site.origin('acme')}/members?lng=en`);
    // No session anywhere: the community's own login, with its name.
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.hostname === 'acme.localhost');
    await poll(() => page.getByRole('link', { name: 'Acme Builders' }).isVisible()).toBe(true);
    await expectAccessible(page, 'community sign-in (en, 1280)');

    await page.getByRole('textbox', { name: 'Email' }).fill(jiwoo.email);
    // Her setup signed in a minute ago (through the API); a new code may be sent now.
    site.t.clock.advance(2 * 60_000);
    const before = site.mail.mailsTo(jiwoo.email).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await typeCode(page, await site.codeFor(jiwoo.email, before));
    // Signed in here and, through the handoff, on the main host too; back where she was headed.
    await page.waitForURL((url) => url.hostname === 'acme.localhost' && url.pathname === '/members');
    const gate = page.getByTestId('gate-memberOnly');
    await poll(() => gate.isVisible()).toBe(true);
    await expectAccessible(page, 'member-only modal (en)');
    await gate.getByRole('link', { name: 'Apply to join' }).click();

    await page.waitForURL((url) => url.pathname === '/apply');
    await page.getByRole('radio', { name: /Builder/ }).check({ force: true });
    await expectAccessible(page, 'join types (en)');
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByRole('textbox', { name: 'What are you building?' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Name' }).fill('Lee Jiwoo');
    // A required question left empty is refused before the next page.
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.locator('[data-question-error="true"]').count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'What are you building?' }).fill('A tool for small teams');
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByRole('textbox', { name: 'Why do you want to join?' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'What are you building?' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await poll(() => page.getByRole('textbox', { name: 'What are you building?' }).inputValue()).toBe('A tool for small teams');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Why do you want to join?' }).fill('To meet other makers.');
    // A file answer goes up at once, through the community's upload.
    await pickFile(
      page,
      () => page.getByRole('button', { name: 'Upload a file: Portfolio' }).click(),
      await pngFile('portfolio.png'),
    );
    await poll(() => page.getByText('portfolio.png').isVisible()).toBe(true);
    await expectAccessible(page, 'profile form, page 2 (en)');
    await page.getByRole('button', { name: 'Submit' }).click();

    const waiting = page.getByTestId('application-pending');
    await poll(() => waiting.isVisible()).toBe(true);
    expect(await waiting.innerText()).toContain('within 24 hours');
    await expectAccessible(page, 'waiting page (en)');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page, 'waiting page at 375px (en)');
    await expectAccessible(page, 'waiting page (en, 375)');
    await page.setViewportSize({ width: 1280, height: 900 });
    // Gated pages show the pending modal now.
    await page.goto(`${site.origin('acme')}/members`);
    await poll(() => page.getByTestId('gate-pending').isVisible()).toBe(true);
    await expectAccessible(page, 'pending modal (en)');
    await expectNoHorizontalScroll(page, 'pending modal at 1280px');
    await page.close();
  });
  it('the owner approves her, the mail arrives, and she enters acme in Korean on a phone: home, Recommended, Saved and a coffee chat', async () => {
    const consolePage = await newPage(ownerContext);
    await consolePage.goto(`${site.mainOrigin}/communities/acme/console?lng=en`);
    const application = consolePage.getByTestId('applicant').filter({ hasText: 'Lee Jiwoo' });
    await poll(() => application.getByText('A tool for small teams').isVisible()).toBe(true);
    expect(await application.innerText()).toContain('portfolio.png');
    await application.getByRole('button', { name: 'Approve Lee Jiwoo' }).click();
    await expectToast(consolePage, 'Lee Jiwoo is now a member. We emailed them.');
    await consolePage.close();
    await poll(() => site.mail.mailsTo(jiwoo.email).filter((mail) => mail.subject === 'Welcome to Acme Builders').length).toBe(1);

    const page = await newPage(jiwooContext);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${site.origin('acme')}/?lng=ko`);
    const banner = page.getByTestId('community-banner');
    await poll(() => banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain('Acme Builders');
    await poll(() => page.getByTestId('home-events').innerText()).toContain('Acme Makers Night');
    await poll(() => page.getByTestId('home-members').getByTestId('member-tile').count()).toBeGreaterThan(0);
    await poll(() => page.getByTestId('curation').first().innerText()).toContain('Mentors this month');
    expect(await page.getByTestId('curation').first().innerText()).toContain('Park Mina');
    await expectAccessible(page, 'community home (ko, 375)');
    await expectNoHorizontalScroll(page, 'community home at 375px (ko)');

    // The bottom bar: Members, then Recommended with its reasons in words.
    await page.getByRole('navigation', { name: '커뮤니티' }).getByRole('link', { name: '멤버' }).click();
    await page.waitForURL((url) => url.pathname === '/members');
    // All: search and the member-type filter, on the server.
    const all = page.getByTestId('members-all');
    // The others: she is not listed to herself.
    await poll(() => all.getByTestId('member-tile').count()).toBe(2);
    await page.getByRole('searchbox', { name: '멤버 검색' }).fill('Mina');
    await poll(() => all.getByTestId('member-tile').allInnerTexts()).toEqual([expect.stringContaining('Park Mina')]);
    await page.getByRole('searchbox', { name: '멤버 검색' }).fill('');
    await page.getByRole('combobox', { name: '멤버 유형' }).click();
    await page.getByRole('option', { name: 'Builder' }).click();
    await poll(() => all.getByTestId('member-tile').allInnerTexts()).toEqual([expect.stringContaining('Park Mina')]);
    await expectAccessible(page, 'members, All (ko, 375)');
    await page.getByRole('tab', { name: '추천' }).click();
    const recommended = page.getByTestId('members-recommended');
    await poll(() => recommended.getByTestId('member-tile').count()).toBeGreaterThan(0);
    const first = await recommended.getByTestId('member-tile').first().innerText();
    expect(first).toContain('Park Mina');
    expect(first).toContain('두 분 모두 React, Go 기술을 적었어요');
    await expectAccessible(page, 'Recommended (ko, 375)');
    await expectNoHorizontalScroll(page, 'Recommended at 375px (ko)');

    await recommended.getByRole('button', { name: 'Park Mina 님 저장' }).click();
    await expectToast(page, 'Park Mina 님을 저장 목록에 추가했어요');
    await poll(() => hits.filter((hit) => hit.en === 'like_click')).toEqual([
      expect.objectContaining({
        tid: MEASUREMENT_ID,
        'ep.category': 'Recommendation',
        'ep.label': 'community_recommended',
        'ep.initiator_id': jiwoo.id,
        'ep.target_id': mina.id,
      }),
    ]);
    await page.getByRole('tab', { name: '저장함' }).click();
    const saved = page.getByTestId('members-saved');
    await poll(() => saved.getByTestId('member-tile').allInnerTexts()).toEqual([expect.stringContaining('Park Mina')]);

    // A coffee chat, as in the lounge: it reaches Mina's inbox.
    await saved.getByRole('button', { name: 'Park Mina 님과 커피챗' }).click();
    const chat = page.getByRole('dialog', { name: 'Park Mina 님과 커피챗' });
    await chat.getByRole('textbox', { name: '메시지' }).fill('안녕하세요, 커피 한잔하며 이야기 나눠요!');
    await expectAccessible(page, 'coffee chat dialog (ko, 375)');
    await chat.getByRole('button', { name: '요청 보내기' }).click();
    await expectToast(page, 'Park Mina 님에게 커피챗 요청을 보냈어요');
    await poll(() => hits.filter((hit) => hit.en === 'contact_click')).toEqual([
      expect.objectContaining({
        'ep.category': 'Networking',
        'ep.label': 'community_contact',
        'ep.initiator_id': jiwoo.id,
        'ep.target_id': mina.id,
        'ep.networking_type': 'EMAIL',
      }),
    ]);
    await poll(() => site.mail.mailsTo(mina.email).filter((mail) => (mail.text ?? '').includes('커피 한잔하며')).length).toBe(1);

    // Her member page by handle, both ways.
    const handle = (await site.api(mina, 'GET', '/v1/me')).handle as string;
    await page.goto(`${site.origin('acme')}/members/profile?handle=${handle}`);
    await poll(() => page.getByTestId('member-page').innerText()).toContain('Mina Labs');
    await expectAccessible(page, 'member page (ko, 375)');
    await expectNoHorizontalScroll(page, 'member page at 375px (ko)');
    await page.close();
  });

  it('she hides a field of her community profile, and the other members no longer see it', async () => {
    const page = await newPage(jiwooContext);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.origin('acme')}/profile?lng=en`);
    const organization = page.getByRole('switch', { name: 'Show Organization to members' });
    await poll(() => organization.isChecked()).toBe(true);
    await expectAccessible(page, 'community profile (en, 1280)');
    // A click, then the state polled: the switch shows where the save is going only once it has re-rendered.
    await organization.click({ force: true });
    await poll(() => organization.isChecked()).toBe(false);
    const handle = (await site.api(jiwoo, 'GET', '/v1/me')).handle as string;
    // The switch turns at once; the save follows it.
    await poll(
      async () => (await site.api(mina, 'GET', `/v1/communities/${acme.id}/members/profile?handle=${handle}`)).organization,
    ).toBeUndefined();
    await page.close();
  });

  it('a member opens the member-only event; a signed-in stranger is refused on acme and on the main host', async () => {
    const page = await newPage(jiwooContext);
    await page.goto(`${site.origin('acme')}/events?lng=en`);
    await page
      .getByTestId('community-events')
      .getByRole('link', { name: /Acme Makers Night/ })
      .click();
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Acme Makers Night');
    await expectAccessible(page, 'member-only event for a member (en)');
    await page.close();

    const stranger = await site.person('Choi Stranger');
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 375, height: 800 } });
    await site.signInBrowser(context, stranger);
    const main = await newPage(context);
    await main.goto(`${site.mainOrigin}/events/${memberEvent.handle}?lng=en`);
    // Whose event it is, and how to get in; nothing of the event itself.
    await poll(() => main.getByTestId('members-only-door').innerText()).toContain('This event is for members of Acme Builders.');
    expect(await main.locator('main').innerText()).not.toContain('Acme Makers Night');
    await expectAccessible(main, 'member-only event refused on the main host (en, 375)');
    await expectNoHorizontalScroll(main, 'refused event at 375px');
    // On acme (signed in through the handoff from the main host): the same door.
    await main.goto(`${site.origin('acme')}/events/${memberEvent.handle}?lng=ko`);
    await poll(() => main.getByTestId('members-only-door').innerText()).toContain('Acme Builders 멤버를 위한 이벤트예요.');
    await expectAccessible(main, 'member-only event refused on acme (ko, 375)');
    // And acme's own pages show the member-only modal.
    await main.goto(`${site.origin('acme')}/members`);
    await poll(() => main.getByTestId('gate-memberOnly').isVisible()).toBe(true);
    // Once the owner bars the address, applying is closed to it, and the page says whom to ask.
    await site.api(owner, 'POST', `/v1/communities/${acme.id}/barred`, { email: stranger.email });
    await main.goto(`${site.origin('acme')}/apply?lng=en`);
    await poll(() => main.getByTestId('apply-barred').innerText()).toContain("Please contact the community's admin.");
    await expectAccessible(main, 'barred account (en, 375)');
    await context.close();
  });

  it("acme's session grants nothing on beta", async () => {
    const acmeCookies = await jiwooContext.cookies(site.origin('acme'));
    const cookie = acmeCookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const onBeta = await site.t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { host: new URL(site.origin('beta')).host, cookie },
    });
    expect(onBeta.statusCode).toBe(401);
    const betaMembership = await site.t.app.inject({
      method: 'GET',
      url: `/v1/communities/${beta.id}/me`,
      headers: { host: new URL(site.origin('beta')).host, cookie },
    });
    expect(betaMembership.statusCode).toBe(401);
    const onAcme = await site.t.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { host: new URL(site.origin('acme')).host, cookie },
    });
    expect(onAcme.statusCode).toBe(200);

    // In the browser, beta is another site: its member pages are closed to her.
    const page = await newPage(jiwooContext);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${site.origin('beta')}/members?lng=ko`);
    await poll(() => page.getByTestId('gate-memberOnly').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Beta Circle' }).isVisible()).toBe(true);
    expect(await page.getByTestId('gate-memberOnly').innerText()).toContain('Beta Circle 멤버만 볼 수 있는 페이지예요');
    await expectAccessible(page, 'beta member-only (ko, 1280)');
    await page.close();
  });

  it('a member leaves beta from her profile in Korean on a phone, and an applicant withdraws from the waiting page', async () => {
    const joinTypeId = beta.joinTypes[0].id;
    const leaver = await site.person('Yoon Seo');
    await site.api(leaver, 'POST', `/v1/communities/${beta.id}/members`, { joinTypeId, answers: [] });
    await site.api(owner, 'POST', `/v1/communities/${beta.id}/applicants/${leaver.id}/approve`);
    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 375, height: 800 } });
    // beta's session is its own: one opened for its origin.
    const [row] = await site.t.db.select().from(users).where(eq(users.id, leaver.id));
    const tokens = await openSession(
      site.t.db,
      { clock: site.t.clock, sessionSecret: loadSessionSecret(site.t.env) },
      row,
      site.origin('beta'),
    );
    await site.signInBrowser(
      context,
      { ...leaver, cookies: { [ACCESS_COOKIE]: tokens.accessToken, [REFRESH_COOKIE]: tokens.refreshToken } },
      site.origin('beta'),
    );
    const page = await newPage(context);
    await page.goto(`${site.origin('beta')}/profile?lng=ko`);
    await page.getByRole('button', { name: '커뮤니티 탈퇴' }).click();
    const dialog = page.getByRole('dialog', { name: 'Beta Circle에서 탈퇴할까요?' });
    await poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'leave dialog (ko, 375)');
    await expectNoHorizontalScroll(page, 'leave dialog at 375px (ko)');
    await dialog.getByRole('button', { name: '탈퇴하기' }).click();
    await expectToast(page, 'Beta Circle에서 탈퇴했습니다.');
    await page.waitForURL((url) => url.pathname === '/');
    await poll(() => page.getByTestId('gate-memberOnly').isVisible()).toBe(true);
    await expectAccessible(page, 'after leaving (ko, 375)');
    expect(await site.api(leaver, 'GET', `/v1/communities/${beta.id}/me`)).toMatchObject({ state: 'NONE' });

    // Applying again waits for approval, and the waiting page withdraws the application.
    await site.api(leaver, 'POST', `/v1/communities/${beta.id}/members`, { joinTypeId, answers: [] });
    await page.goto(`${site.origin('beta')}/?lng=ko`);
    await poll(() => page.getByTestId('application-pending').isVisible()).toBe(true);
    await page.getByRole('button', { name: '가입 신청 취소' }).click();
    const withdraw = page.getByRole('dialog', { name: '가입 신청을 취소할까요?' });
    await expectAccessible(page, 'withdraw dialog (ko, 375)');
    await withdraw.getByRole('button', { name: '신청 취소하기' }).click();
    await expectToast(page, 'Beta Circle 가입 신청을 취소했습니다.');
    await poll(() => page.getByTestId('gate-memberOnly').isVisible()).toBe(true);
    expect(await site.api(leaver, 'GET', `/v1/communities/${beta.id}/me`)).toMatchObject({ state: 'NONE' });

    await context.close();
  });
});
