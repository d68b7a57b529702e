// Running a community from its console: a PRO user creates acme with a member type and its profile
// form (built with the registration form builder), approves an applicant (the mail goes out),
// makes them a manager, is shown the server's refusal to remove the owner, bars an address, curates
// members and opens a member-only event through the new-event flow, and at last hands acme to a
// member. Non-PRO users are sent to the PRO request. Every console page in English and Korean, at
// 1280 and 375 px, axe-clean.
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cardInputKeys, emptyValues } from '../contract/profile-fields.ts';
import { users } from '../server/platform/db/schema/index.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, openSession } from '../server/identity/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import { expectAccessible } from './axe.ts';
import { expectListsReadOnPhone } from './console-lists.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCommunitySite, type CommunitySite, type Person } from './community-site.ts';
import { expectNoHorizontalScroll, expectToast, pickFile, pngFile, poll, settled } from './event-pages.ts';

type Locale = 'en' | 'ko';

describeInBrowser('the community console', () => {
  let site: CommunitySite;
  let browser: Browser;
  let owner: Person;
  let plain: Person;
  let ana: Person;
  let communityId: string;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCommunitySite(), launchBrowser()]);
    [owner, plain, ana] = [
      await site.person('Kim Haneul', 'PRO'),
      await site.person('Lee Seojun'),
      await site.person('Ana Park'),
    ];
    // Taken already, for the address check.
    await site.api(owner, 'POST', '/v1/communities', { handle: 'beta', name: 'Beta Club', joinTypes: [{ name: 'Member' }] });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** `origin`: a community's own site (its session is its own); the main site otherwise. */
  async function open(
    person: Person,
    path: string,
    options: { locale?: Locale; width?: number; origin?: string } = {},
  ): Promise<Page> {
    const locale = options.locale ?? 'en';
    const origin = options.origin ?? site.mainOrigin;
    const context = await browser.newContext({
      locale: locale === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    // A session of its own per browser: a refresh token shared by two browsers would read as stolen.
    const [row] = await site.t.db.select().from(users).where(eq(users.id, person.id));
    const tokens = await openSession(
      site.t.db,
      { clock: site.t.clock, sessionSecret: loadSessionSecret(site.t.env) },
      row,
      options.origin ?? null,
    );
    await site.signInBrowser(
      context,
      { ...person, cookies: { [ACCESS_COOKIE]: tokens.accessToken, [REFRESH_COOKIE]: tokens.refreshToken } },
      origin,
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }
  /**
   * The later tests work on acme as the first one makes it. Should that journey fail, they make the
   * same community through the API, so that each reports its own failure rather than the first one's.
   */
  async function acmeReady(): Promise<string> {
    if (communityId) return communityId;
    const existing = await site.t.app.inject({
      method: 'GET',
      url: '/v1/communities/info?org=acme',
      headers: { host: new URL(site.mainOrigin).host },
    });
    if (existing.statusCode === 200) return (communityId = existing.json().data.id as string);
    // Not made yet is the one answer to go on from.
    expect(existing.statusCode, existing.body).toBe(404);
    const created = await site.api(owner, 'POST', '/v1/communities', {
      handle: 'acme',
      name: 'Acme Builders',
      description: 'Makers of small, useful things in Seoul.',
      joinTypes: [{ name: 'Builder', description: 'You make products.' }],
    });
    const info = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    await site.api(owner, 'PUT', `/v1/communities/${created.id}/profile-forms/${info.joinTypes[0].profileFormId}`, {
      questions: [
        { kind: 'NAME', requirement: 'REQUIRED' },
        { kind: 'SHORT_TEXT', requirement: 'REQUIRED', title: 'What are you building?' },
        { kind: 'BIO', requirement: 'OPTIONAL' },
      ],
    });
    communityId = created.id;
    return communityId;
  }
  const consoleNav = (page: Page) => page.getByRole('navigation', { name: /Community console|커뮤니티 콘솔/ });

  it('a PRO user creates acme with a member type and a profile form', async () => {
    const page = await open(owner, '/events');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My communities' }).click();
    await page.waitForURL(/\/communities\/my$/);
    await poll(() => page.getByTestId('my-community').count()).toBe(1);
    await expectAccessible(page, 'my communities');

    await page.getByRole('link', { name: 'Create a community' }).click();
    await page.waitForURL(/\/communities\/new$/);
    await poll(() => page.locator('h1').innerText()).toBe('Create a community');

    // Nothing typed: the contract's messages next to the fields.
    await page.getByRole('button', { name: 'Create community' }).click();
    await poll(() => page.getByText('This field is required.').count()).toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Community name' }).fill('Acme Builders');
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('a');
    await poll(() => page.getByText('Use 3–30 lowercase letters').isVisible()).toBe(true);
    await address.fill('beta');
    await poll(() => page.getByText('This community address is already in use.').first().isVisible()).toBe(true);
    await address.fill('acme');
    await poll(() => page.getByRole('status').filter({ hasText: 'This address is available.' }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Description' }).fill('Makers of small, useful things in Seoul.');
    await pickFile(page, () => page.getByRole('button', { name: 'Upload the Favicon' }).click(), await pngFile('favicon.png'));
    await poll(() => page.getByRole('img', { name: 'The current favicon' }).getAttribute('src')).toMatch(
      /^\/v1\/files\/community-favicon\/.+\.webp$/,
    );

    const joinType = page.getByTestId('join-type');
    await joinType.getByRole('textbox', { name: 'Member type', exact: true }).fill('Builder');
    await joinType.getByRole('textbox', { name: 'About this member type' }).fill('You make products.');
    await poll(() => joinType.getByTestId('question').count()).toBe(2);
    await joinType.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('dialog', { name: 'Add a question' }).getByRole('button', { name: 'Short answer', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Add: Short answer' });
    await poll(() => editor.isVisible()).toBe(true);
    await editor.getByRole('textbox', { name: 'Question', exact: true }).fill('What are you building?');
    await editor
      .locator('label')
      .filter({ hasText: /^Required$/ })
      .click();
    await editor.getByRole('button', { name: 'Add question' }).click();
    await expectToast(page, 'Question added.');
    await poll(() => joinType.getByTestId('question').count()).toBe(3);
    await page.getByRole('button', { name: 'Move up “What are you building?”' }).click();
    await settled(page);
    await expectAccessible(page, 'create a community');

    await page.getByRole('button', { name: 'Create community' }).click();
    await expectToast(page, 'Acme Builders is ready.');
    await page.waitForURL(/\/communities\/acme\/console$/);
    await poll(() => page.locator('h1').innerText()).toBe('Acme Builders');

    const info = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    communityId = info.id;
    expect(info.joinTypes).toMatchObject([{ name: 'Builder', description: 'You make products.' }]);
    expect(info.favicon).toMatch(/^\/v1\/files\/community-favicon\//);
    const form = await site.api(
      owner,
      'GET',
      `/v1/communities/${communityId}/console/profile-forms/${info.joinTypes[0].profileFormId}`,
    );
    expect(
      form.questions.map((q: { kind: string; title: string; requirement: string }) => [q.kind, q.title, q.requirement]),
    ).toEqual([
      ['NAME', '', 'REQUIRED'],
      ['SHORT_TEXT', 'What are you building?', 'REQUIRED'],
      ['BIO', '', 'OPTIONAL'],
    ]);
    await page.context().close();
  });

  it('sends a user without PRO access to the PRO request', async () => {
    const page = await open(plain, '/communities/new');
    await page.waitForURL(/\/pro-access/);
    await page.context().close();
  });

  it('approves an applicant, who is emailed', async () => {
    await acmeReady();
    const info = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    const form = await site.api(ana, 'GET', `/v1/communities/${communityId}/profile-forms/${info.joinTypes[0].profileFormId}`);
    const byKind = (kind: string) => form.questions.find((q: { kind: string }) => q.kind === kind).id;
    await site.api(ana, 'POST', `/v1/communities/${communityId}/members`, {
      joinTypeId: info.joinTypes[0].id,
      answers: [
        { questionId: byKind('NAME'), value: 'Ana Park' },
        { questionId: byKind('SHORT_TEXT'), value: 'A tiny thermal printer' },
      ],
    });
    const mailsBefore = site.mail.mailsTo(ana.email).length;

    const page = await open(owner, '/communities/acme/console');
    const card = page.getByTestId('applicant').filter({ hasText: 'Ana Park' });
    await poll(() => card.getByText('A tiny thermal printer').isVisible()).toBe(true);
    await expect(card.getByText('What are you building?').isVisible()).resolves.toBe(true);
    await expectAccessible(page, 'applicants');
    await card.getByRole('button', { name: 'Approve Ana Park' }).click();
    await expectToast(page, 'Ana Park is now a member. We emailed them.');
    await poll(() => page.getByTestId('applicant').count()).toBe(0);
    await poll(() => site.mail.mailsTo(ana.email).length).toBeGreaterThan(mailsBefore);
    expect((await site.api(ana, 'GET', `/v1/communities/${communityId}/me`)).state).toBe('APPROVED');
    await page.context().close();
  });

  it("changes a member's role, and shows the server's refusal to remove the owner", async () => {
    await acmeReady();
    const page = await open(owner, '/communities/acme/console');
    await consoleNav(page).getByRole('link', { name: 'Members' }).click();
    await page.waitForURL(/\/console\/members$/);
    await poll(() => page.getByTestId('member-row').count()).toBe(2);
    await expectAccessible(page, 'members');

    await page.getByRole('combobox', { name: 'Role of Ana Park' }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await expectToast(page, 'Ana Park is now Manager.');
    const members = await site.api(owner, 'GET', `/v1/communities/${communityId}/console/members`);
    expect(members.items.find((m: { user: { id: string } }) => m.user.id === ana.id).role).toBe('MANAGER');

    await page.getByRole('button', { name: 'Remove Kim Haneul' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this member?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await poll(() => dialog.getByRole('alert').innerText()).toBe('The community owner (OWNER) cannot be removed.');
    await settled(page);
    await expectAccessible(page, 'remove the owner, refused');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.context().close();
  });

  it('bars an email and allows a domain', async () => {
    await acmeReady();
    const page = await open(owner, '/communities/acme/console/access');
    await page.getByRole('textbox', { name: 'Email to bar' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Bar', exact: true }).click();
    await poll(() => page.getByText(/valid email/i).count()).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Email to bar' }).fill(plain.email);
    await page.getByRole('button', { name: 'Bar', exact: true }).click();
    await expectToast(page, `${plain.email} is barred.`);
    await poll(() => page.getByRole('list', { name: 'Barred emails' }).getByText(plain.email).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Email or domain to allow' }).fill('@acme.example');
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await poll(() => page.getByRole('list', { name: 'Allowed emails and domains' }).getByText('acme.example').isVisible()).toBe(
      true,
    );
    await expectAccessible(page, 'barred and allowed');
    expect(await site.api(owner, 'GET', `/v1/communities/${communityId}/barred`)).toMatchObject([{ email: plain.email }]);
    expect((await site.api(plain, 'GET', `/v1/communities/${communityId}/me`)).state).toBe('BARRED');
    await page.context().close();
  });

  it('creates, renames and deletes a curation', async () => {
    await acmeReady();
    // Curations show members by their cards.
    await site.api(ana, 'POST', '/v1/me/profile-card', {
      name: 'Ana Park',
      ...emptyValues(cardInputKeys),
      bio: 'I make tiny printers.',
      organization: 'Tiny Print Co.',
      roles: [],
      seeking: [],
      seekingSkills: [],
      hiddenFields: ['email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
    });
    const page = await open(owner, '/communities/acme/console/curations');
    await page.getByRole('button', { name: 'New curation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New curation' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Mentors this month');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Ask them about hardware.');
    await dialog.getByRole('combobox', { name: 'Members' }).click();
    await page.getByRole('option', { name: 'Ana Park' }).click();
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('listbox').count()).toBe(0);
    await expectAccessible(page, 'new curation');
    await dialog.getByRole('button', { name: 'Create curation' }).click();
    await expectToast(page, '“Mentors this month” created.');
    const curation = page.getByTestId('curation').filter({ hasText: 'Mentors this month' });
    await poll(() => curation.getByText('1 member').isVisible()).toBe(true);
    const stored = await site.api(owner, 'GET', `/v1/communities/${communityId}/members/curations`);
    expect(stored).toMatchObject([{ title: 'Mentors this month', note: 'Ask them about hardware.' }]);

    await page.getByRole('button', { name: 'Edit “Mentors this month”' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit curation' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('Mentors in May');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, '“Mentors in May” saved.');
    await page.getByRole('button', { name: 'Create curation' }).count();
    await page.getByRole('button', { name: 'New curation' }).click();
    const second = page.getByRole('dialog', { name: 'New curation' });
    await second.getByRole('textbox', { name: 'Title' }).fill('To delete');
    await second.getByRole('combobox', { name: 'Members' }).click();
    await page.getByRole('option', { name: 'Ana Park' }).click();
    await page.keyboard.press('Escape');
    await second.getByRole('button', { name: 'Create curation' }).click();
    await expectToast(page, '“To delete” created.');
    await page.getByRole('button', { name: 'Delete “To delete”' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this curation?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectToast(page, '“To delete” deleted.');
    await poll(async () =>
      (await site.api(owner, 'GET', `/v1/communities/${communityId}/members/curations`)).map((c: { title: string }) => c.title),
    ).toEqual(['Mentors in May']);
    await page.context().close();
  });

  it('changes the settings, a profile form and the member types', async () => {
    await acmeReady();
    const page = await open(owner, '/communities/acme/console/settings');
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Makers of small, useful things in Seoul and Busan.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Changes saved.');
    await poll(async () => (await site.api(null, 'GET', '/v1/communities/info?org=acme')).description).toContain('Busan');

    const builder = page
      .getByTestId('join-type')
      .filter({ has: page.getByRole('textbox', { name: 'Member type', exact: true }) })
      .first();
    await poll(() => builder.getByTestId('question').count()).toBe(3);
    await builder.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('dialog', { name: 'Add a question' }).getByRole('button', { name: 'Paragraph', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Add: Paragraph' });
    await editor.getByRole('textbox', { name: 'Question', exact: true }).fill('Tell us about something you made');
    await editor.getByRole('button', { name: 'Add question' }).click();
    await expectToast(page, 'Question added.');
    await poll(() => builder.getByRole('status').filter({ hasText: 'Unsaved changes' }).count()).toBe(1);
    await expectAccessible(page, 'settings with an unsaved profile form');
    await builder.getByRole('button', { name: 'Save profile form' }).click();
    await expectToast(page, 'Profile form saved.');
    const info = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    const form = await site.api(
      owner,
      'GET',
      `/v1/communities/${communityId}/console/profile-forms/${info.joinTypes[0].profileFormId}`,
    );
    expect(form.questions.map((q: { title: string; kind: string }) => q.title || q.kind)).toEqual([
      'NAME',
      'What are you building?',
      'BIO',
      'Tell us about something you made',
    ]);

    await page.getByRole('textbox', { name: 'New member type' }).fill('Mentor');
    await page.getByRole('button', { name: 'Add a member type' }).click();
    await expectToast(page, 'Mentor added.');
    await poll(() => page.getByTestId('join-type').count()).toBe(2);
    await page.getByRole('button', { name: 'Stop offering Mentor' }).click();
    await expectToast(page, 'Mentor is no longer offered. Members who joined by it keep it.');
    await poll(() => page.getByTestId('join-type').count()).toBe(1);
    expect((await site.api(null, 'GET', '/v1/communities/info?org=acme')).joinTypes.map((j: { name: string }) => j.name)).toEqual(
      ['Builder'],
    );
    await page.context().close();
  });

  it('creates a member-only event through the new-event flow', async () => {
    await acmeReady();
    const page = await open(owner, '/communities/acme/console/events');
    await poll(() => page.getByText('No events yet.').isVisible()).toBe(true);
    await expectAccessible(page, 'community events');
    await page.getByRole('region', { name: 'Events' }).getByRole('button', { name: 'New event' }).click();
    await page
      .getByRole('dialog', { name: 'Create an event' })
      .getByRole('button', { name: /General event/ })
      .click();
    await page.waitForURL(new RegExp(`/events/new\\?eventType=Event&communityId=${communityId}$`));
    await page.getByRole('textbox', { name: 'Event title' }).fill('Acme Demo Night');
    await page.getByRole('combobox', { name: 'Event types' }).click();
    await page.getByRole('option', { name: 'Meetup' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Venue' }).fill('231 Teheran-ro, Gangnam-gu, Seoul');
    expect(await page.getByRole('radio', { name: /Members only/ }).isChecked()).toBe(true);
    const visibilities = page.getByRole('radiogroup', { name: 'Visibility' }).getByRole('radio');
    expect((await visibilities.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual(['Public', 'Members only', 'Secret']);
    await page.getByRole('button', { name: 'Create event' }).click();
    await expectToast(page, 'Draft created');
    await page.waitForURL(/\/events\/[0-9a-f-]{36}\/management$/);

    const events = await site.api(owner, 'GET', `/v1/communities/${communityId}/events?take=50`);
    expect(events.items).toMatchObject([{ title: 'Acme Demo Night', visibility: 'MEMBER_ONLY' }]);
    await page.goto(`${site.mainOrigin}/communities/acme/console/events?lng=en`);
    await poll(() =>
      page.getByTestId('community-event').filter({ hasText: 'Acme Demo Night' }).getByText('Members only').isVisible(),
    ).toBe(true);
    await page.context().close();
  });

  it("opens on the community's own site for its owner, and not for a member", async () => {
    await acmeReady();
    const acme = site.origin('acme');
    const page = await open(owner, '/console/members', { origin: acme });
    await poll(() => page.getByRole('heading', { level: 1, name: 'Acme Builders' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('member-row').count()).toBe(2);
    await expectAccessible(page, 'console on the community site');
    await consoleNav(page).getByRole('link', { name: 'Applicants' }).click();
    await page.waitForURL(`${acme}/console`);
    await page.context().close();

    const member = await site.person('Choi Minho');
    const info = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    const form = await site.api(member, 'GET', `/v1/communities/${communityId}/profile-forms/${info.joinTypes[0].profileFormId}`);
    const byKind = (kind: string) => form.questions.find((q: { kind: string }) => q.kind === kind).id;
    await site.api(owner, 'POST', `/v1/communities/${communityId}/allowed`, { entry: member.email });
    // Allow-listed, so a member at once: the console still turns them away.
    const joined = await site.api(member, 'POST', `/v1/communities/${communityId}/members`, {
      joinTypeId: info.joinTypes[0].id,
      answers: [
        { questionId: byKind('NAME'), value: 'Choi Minho' },
        { questionId: byKind('SHORT_TEXT'), value: 'A plant-watering robot' },
      ],
    });
    expect(joined).toMatchObject({ state: 'APPROVED', role: 'MEMBER' });
    const refused = await open(member, '/console', { origin: acme });
    await poll(() => refused.getByText('Your access is not allowed.').first().isVisible()).toBe(true);
    await expectAccessible(refused, 'console refused to a member');
    await refused.context().close();
  });

  /** A member who is not the owner, a waiting applicant and a barred address, with long names and addresses. */
  let listsFilled = false;
  async function fillLists() {
    if (listsFilled) return;
    listsFilled = true;
    const info = await site.api(null, 'GET', '/v1/communities/info?org=acme');
    const answersFor = async (person: Person) => {
      const form = await site.api(
        person,
        'GET',
        `/v1/communities/${communityId}/profile-forms/${info.joinTypes[0].profileFormId}`,
      );
      const byKind = (kind: string) => form.questions.find((q: { kind: string }) => q.kind === kind).id;
      return [
        { questionId: byKind('NAME'), value: person.name },
        { questionId: byKind('SHORT_TEXT'), value: 'Accessible maps for every neighbourhood in Seoul' },
      ];
    };
    const member = await site.person('Alexandra Konstantinopoulou-Whitfield');
    await site.api(owner, 'POST', `/v1/communities/${communityId}/allowed`, { entry: member.email });
    await site.api(member, 'POST', `/v1/communities/${communityId}/members`, {
      joinTypeId: info.joinTypes[0].id,
      answers: await answersFor(member),
    });
    const applicant = await site.person('Maximilian Oberhauser-Lindqvist');
    await site.api(applicant, 'POST', `/v1/communities/${communityId}/members`, {
      joinTypeId: info.joinTypes[0].id,
      answers: await answersFor(applicant),
    });
    await site.api(owner, 'POST', `/v1/communities/${communityId}/barred`, {
      email: 'a.very.long.address.for.someone.barred@subdomain.example.com',
    });
  }

  // axe reads names and roles (which follow the language) and the layout (which follows the width):
  // English on a desk and Korean on a phone cover both; the other two are read for fit.
  for (const [locale, width, checkAxe] of [
    ['en', 1280, true],
    ['ko', 1280, false],
    ['ko', 375, true],
    ['en', 375, false],
  ] as const) {
    it(`every console page reads well in ${locale} at ${width} px`, async () => {
      await acmeReady();
      await fillLists();
      const page = await open(owner, '/communities/acme/console', { locale, width });
      await poll(() => page.locator('h1').innerText()).toBe('Acme Builders');
      for (const path of ['', '/members', '/access', '/curations', '/events', '/settings']) {
        const label = `console ${path || '/'} (${locale}, ${width})`;
        if (path) await consoleNav(page).locator(`a[href$="/console${path}"]`).click();
        await poll(() => page.locator('main h2').first().isVisible()).toBe(true);
        await poll(() => page.locator('.mantine-Skeleton-root').count()).toBe(0);
        if (checkAxe) await expectAccessible(page, label);
        await expectNoHorizontalScroll(page, label);
        await expectListsReadOnPhone(page, label);
      }
      for (const path of ['/communities/my', '/communities/new']) {
        await page.goto(`${site.mainOrigin}${path}?lng=${locale}`);
        await poll(() => page.locator('h1').isVisible()).toBe(true);
        await poll(() => page.locator('.mantine-Skeleton-root').count()).toBe(0);
        if (checkAxe) await expectAccessible(page, `${path} (${locale}, ${width})`);
        await expectNoHorizontalScroll(page, `${path} (${locale}, ${width})`);
      }
      await page.context().close();
    });
  }

  it('changes a role in Korean', async () => {
    await acmeReady();
    const page = await open(owner, '/communities/acme/console/members', { locale: 'ko', width: 375 });
    await page.getByRole('combobox', { name: 'Ana Park 님의 역할' }).click();
    await page.getByRole('option', { name: '멤버' }).click();
    await expectToast(page, 'Ana Park 님의 역할이 멤버로 바뀌었습니다.');
    await page.context().close();
  });

  // Last: acme has a new owner afterwards.
  it('hands acme to Ana Park, and then shows its old owner the console as a manager', async () => {
    await acmeReady();
    const page = await open(owner, '/communities/acme/console/members');
    await page.getByRole('button', { name: 'Make Ana Park the owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hand over the community?' });
    await poll(() => dialog.getByText('Hand Acme Builders to Ana Park? You will become a manager.').isVisible()).toBe(true);
    await settled(page);
    await expectAccessible(page, 'hand over the community');
    await dialog.getByRole('button', { name: 'Make owner' }).click();
    await expectToast(page, 'Ana Park now owns Acme Builders. You are a manager.');
    await poll(() => dialog.isVisible()).toBe(false);
    expect((await site.api(ana, 'GET', `/v1/communities/${communityId}/me`)).role).toBe('OWNER');
    expect((await site.api(owner, 'GET', `/v1/communities/${communityId}/me`)).role).toBe('MANAGER');

    // Still in the console, now as a manager: Ana's row says Owner, Kim's Manager, and roles are the owner's to change.
    await poll(() =>
      page.getByTestId('member-row').filter({ hasText: 'Ana Park' }).getByText('Owner', { exact: true }).isVisible(),
    ).toBe(true);
    await poll(() => page.getByRole('button', { name: /^Make .+ the owner$/ }).count()).toBe(0);
    await poll(() =>
      page.getByTestId('member-row').filter({ hasText: 'Kim Haneul' }).getByText('Manager', { exact: true }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('combobox', { name: /^Role of / }).count()).toBe(0);
    await expect(page.locator('h1').innerText()).resolves.toBe('Acme Builders');
    await expectAccessible(page, 'members, seen by a manager');
    await page.context().close();
  });
});
