// A community from the inside, on two subdomains: a PRO user opens acme with a join type and a
// profile form; a person signs in once, applies page by page, waits, is approved (the mail arrives)
// and enters; finds a member in Recommended, saves them, asks for a coffee chat and sees a
// curation; opens a member-only event that a non-member is refused, on the main host too; and
// acme's session grants nothing on beta. English and Korean, 1280 and 375 px, axe on every screen.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCommunitySite } from './community-site.ts';
import type { CommunitySite, Person } from './community-site.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';

type Community = { id: string; handle: string; joinTypes: { id: string; profileFormId: string }[] };

const cardOf = (name: string, extra: Record<string, unknown>) => ({
  name,
  bio: '',
  organization: null,
  jobTitle: null,
  industry: null,
  yearsOfExperience: null,
  skills: [],
  tags: [],
  socials: [],
  location: null,
  phoneNumber: null,
  dateOfBirth: null,
  attachedFileUrl: null,
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

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCommunitySite(), launchBrowser()]);
    owner = await site.person('Kim Haneul', 'PRO');
    acme = await site.api(owner, 'POST', '/v1/communities', {
      handle: 'acme',
      name: 'Acme Builders',
      description: '<p>Makers of small, useful things in Seoul.</p>',
      joinTypes: [{ name: 'Builder', description: 'You make products.' }, { name: 'Mentor', description: 'You help others make them.' }],
    });
    for (const joinType of acme.joinTypes) {
      await site.api(owner, 'PUT', `/v1/communities/${acme.id}/profile-forms/${joinType.profileFormId}`, {
        title: 'About you',
        questions: [
          { kind: 'NAME', requirement: 'REQUIRED' },
          { kind: 'SHORT_TEXT', requirement: 'REQUIRED', title: 'What are you building?' },
          { kind: 'PAGE_BREAK', title: 'A little more' },
          { kind: 'LONG_TEXT', requirement: 'OPTIONAL', title: 'Why do you want to join?' },
        ],
      });
    }
    const builderForm: { questions: { id: string }[] } = await site.api(owner, 'GET', `/v1/communities/${acme.id}/profile-forms/${acme.joinTypes[0].profileFormId}`);
    beta = await site.api(owner, 'POST', '/v1/communities', { handle: 'beta', name: 'Beta Circle', joinTypes: [{ name: 'Member' }] });

    // Members already in acme, with cards: Mina shares two skills with Jiwoo, Ben one.
    async function member(name: string, skills: string[], organization: string) {
      const person = await site.person(name);
      const answers = [
        { questionId: builderForm.questions[0].id, value: name },
        { questionId: builderForm.questions[1].id, value: 'Developer tools' },
      ];
      await site.api(person, 'POST', `/v1/communities/${acme.id}/members`, { joinTypeId: acme.joinTypes[0].id, answers });
      await site.api(owner, 'POST', `/v1/communities/${acme.id}/applicants/${person.id}/approve`);
      await site.api(person, 'POST', '/v1/me/profile-card', cardOf(name, { skills, organization }));
      return person;
    }
    mina = await member('Park Mina', ['REACT', 'GO'], 'Mina Labs');
    await member('Ben Carter', ['GO'], 'Carter Studio');
    jiwoo = await site.person('Lee Jiwoo');
    await site.api(jiwoo, 'POST', '/v1/me/profile-card', cardOf('Lee Jiwoo', { skills: ['REACT', 'GO'], organization: 'Jiwoo Works' }));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    return page;
  }

  it('a visitor signs in once on acme, styled as acme, applies page by page and waits for approval', async () => {
    jiwooContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await newPage(jiwooContext);
    await page.goto(`${site.origin('acme')}/members?lng=en`);
    // No session anywhere: the community's own login, with its name.
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.hostname === 'acme.localhost');
    await poll(() => page.getByRole('link', { name: 'Acme Builders' }).isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/community-sign-in.png' });
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
    await page.screenshot({ path: '/tmp/community-member-only.png' });
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
    await poll(() => page.getByRole('heading', { name: /A little more/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await poll(() => page.getByRole('textbox', { name: 'What are you building?' }).inputValue()).toBe('A tool for small teams');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Why do you want to join?' }).fill('To meet other makers.');
    await page.screenshot({ path: '/tmp/community-apply.png' });
    await expectAccessible(page, 'profile form, page 2 (en)');
    await page.getByRole('button', { name: 'Submit' }).click();

    const waiting = page.getByTestId('application-pending');
    await poll(() => waiting.isVisible()).toBe(true);
    expect(await waiting.innerText()).toContain('within 24 hours');
    await expectAccessible(page, 'waiting page (en)');
    // Gated pages show the pending modal now.
    await page.goto(`${site.origin('acme')}/members`);
    await poll(() => page.getByTestId('gate-pending').isVisible()).toBe(true);
    await expectAccessible(page, 'pending modal (en)');
    await expectNoHorizontalScroll(page, 'pending modal at 1280px');
    await page.close();
  });
});
