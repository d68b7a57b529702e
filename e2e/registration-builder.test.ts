import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { expectNoHorizontalScroll, expectToast, poll, settled } from './event-pages.ts';
import { startRegistrationSite, type Person, type RegistrationSite } from './registration-site.ts';

describeInBrowser('registration: the host builds the RSVP form', () => {
  let site: RegistrationSite;
  let browser: Browser;
  let host: Person;
  let eventId: string;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startRegistrationSite(), launchBrowser()]);
    host = await site.person('Kim Minji', 'PRO');
    eventId = (await site.event(host)).id;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const titles = async () => {
    const form = await site.api(host, 'GET', `/v1/event-managements/${eventId}/regist-forms`);
    return (form.body.data.questions as { kind: string; title: string }[]).map((q) => q.title || q.kind);
  };
  const card = (page: Page, title: string) =>
    page.getByTestId('question').filter({ has: page.getByText(title, { exact: true }) });

  async function addQuestion(page: Page, tile: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
    await page.getByRole('button', { name: 'Add a question' }).click();
    await page.getByRole('dialog', { name: 'Add a question' }).getByRole('button', { name: tile, exact: true }).click();
    const editor = page.getByRole('dialog', { name: `Add: ${tile}` });
    await poll(() => editor.isVisible()).toBe(true);
    await fill(editor);
    await editor.getByRole('button', { name: 'Add question' }).click();
    await expectToast(page, 'Question added.');
    await poll(() => editor.count()).toBe(0);
  }

  it('adds a page break, a choice with Other, a file question and terms', async () => {
    const page = await site.open(browser, host, `/events/${eventId}/management`);
    await page.getByRole('navigation', { name: 'Event management' }).getByRole('link', { name: 'Registration' }).click();
    await page.waitForURL(/\/management\/rsvp\?|\/management\/rsvp$/);
    await poll(() => page.getByRole('heading', { name: 'Registration form' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('question').count()).toBe(2);
    await expectAccessible(page, 'rsvp builder');

    await page.getByRole('button', { name: 'Add a question' }).click();
    const kinds = page.getByRole('dialog', { name: 'Add a question' });
    await settled(page);
    await expectAccessible(page, 'add a question');
    expect(await kinds.getByRole('button', { name: /^Name/ }).isDisabled()).toBe(true);
    await kinds.getByRole('button', { name: 'Page break', exact: true }).click();
    await expectToast(page, 'Question added.');

    await addQuestion(page, 'Single choice', async (editor) => {
      await editor.getByRole('button', { name: 'Add question' }).click();
      await poll(() => editor.getByText('This field is required.').isVisible()).toBe(true);
      await settled(page);
      await expectAccessible(page, 'question editor');
      await editor.getByRole('textbox', { name: 'Question', exact: true }).fill('How did you hear about us?');
      await editor.getByRole('textbox', { name: 'Option 1' }).fill('A friend');
      await editor.getByRole('textbox', { name: 'Option 2' }).fill('Newsletter');
      await editor.getByRole('switch', { name: 'Add “Other”' }).check({ force: true });
      // The segmented control's radios are hidden behind their labels.
      await editor
        .locator('label')
        .filter({ hasText: /^Required$/ })
        .click();
    });
    await addQuestion(page, 'File upload', async (editor) => {
      await editor.getByRole('textbox', { name: 'Question', exact: true }).fill('Portfolio');
      await editor.getByRole('textbox', { name: 'Description' }).fill('A PDF or a ZIP of your work.');
    });
    await addQuestion(page, 'Terms (text)', async (editor) => {
      await editor.getByRole('textbox', { name: 'Title of the terms' }).fill('Code of conduct');
      await editor.getByRole('textbox', { name: 'Terms', exact: true }).fill('Be kind.\nPhotos may be taken.');
    });
    await addQuestion(page, 'Short answer', async (editor) => {
      await editor.getByRole('textbox', { name: 'Question', exact: true }).fill('Team name');
    });
    await poll(titles).toEqual([
      'NAME',
      'EMAIL',
      'PAGE_BREAK',
      'How did you hear about us?',
      'Portfolio',
      'Code of conduct',
      'Team name',
    ]);
    const form = await site.api(host, 'GET', `/v1/event-managements/${eventId}/regist-forms`);
    expect(form.body.data.questions[3]).toMatchObject({
      requirement: 'REQUIRED',
      allowOther: true,
      choices: [{ label: 'A friend' }, { label: 'Newsletter' }],
    });
    expect(form.body.data.questions[5]).toMatchObject({
      kind: 'TEXT_TERMS',
      requirement: 'REQUIRED',
      content: 'Be kind.\nPhotos may be taken.',
    });
    await page.context().close();
  });

  it('reorders by dragging and with the keyboard, deletes and restores', async () => {
    const page = await site.open(browser, host, `/events/${eventId}/management/rsvp`);
    // Before the delete, so the undo bar's timer runs on a clock the test can move.
    await page.clock.install();
    await poll(() => page.getByTestId('question').count()).toBe(7);

    // Drag "Code of conduct" by its handle onto the top half of "Portfolio": it lands before it.
    await card(page, 'Code of conduct')
      .locator('[title="Drag to reorder"]')
      .dragTo(card(page, 'Portfolio'), { targetPosition: { x: 40, y: 8 } });
    await poll(titles).toEqual([
      'NAME',
      'EMAIL',
      'PAGE_BREAK',
      'How did you hear about us?',
      'Code of conduct',
      'Portfolio',
      'Team name',
    ]);

    await page.getByRole('button', { name: 'Move up “Team name”' }).click();
    await poll(titles).toEqual([
      'NAME',
      'EMAIL',
      'PAGE_BREAK',
      'How did you hear about us?',
      'Code of conduct',
      'Team name',
      'Portfolio',
    ]);
    await page.getByRole('button', { name: 'Move down “Team name”' }).focus();
    await page.keyboard.press('Enter');
    await poll(titles).toEqual([
      'NAME',
      'EMAIL',
      'PAGE_BREAK',
      'How did you hear about us?',
      'Code of conduct',
      'Portfolio',
      'Team name',
    ]);

    await page.getByRole('button', { name: 'Delete “Team name”' }).click();
    const undo = page.getByRole('status').filter({ hasText: '“Team name” deleted.' });
    await poll(() => undo.isVisible()).toBe(true);
    await poll(titles).not.toContain('Team name');
    // Focus on its button holds the bar past its 10 s, however long the checks below take.
    await undo.getByRole('button', { name: 'Undo' }).focus();
    await expectAccessible(page, 'rsvp builder with undo');
    await page.clock.fastForward(10_500);
    expect(await undo.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Question restored.');
    await poll(titles).toEqual([
      'NAME',
      'EMAIL',
      'PAGE_BREAK',
      'How did you hear about us?',
      'Code of conduct',
      'Portfolio',
      'Team name',
    ]);

    // Deleted again, it waits among the deleted questions and comes back from there too.
    await page.getByRole('button', { name: 'Delete “Team name”' }).click();
    await page.getByRole('button', { name: '1 deleted question' }).click();
    await page.getByRole('button', { name: 'Restore “Team name”' }).click();
    await expectToast(page, 'Question restored.');
    await poll(titles).toContain('Team name');
    await page.context().close();
  });

  it('previews the form step by step, then unpublishes and publishes it', async () => {
    const page = await site.open(browser, host, `/events/${eventId}/management/rsvp`);
    await page.getByRole('link', { name: 'Preview' }).click();
    await page.waitForURL(/\/rsvp\/preview/);
    await poll(() => page.getByText('Step 1 of 2').isVisible()).toBe(true);
    await expectAccessible(page, 'form preview, step 1');
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByText('This field is required.').count()).toBe(2);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lee Joon');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('joon@moim.example');
    await page.getByRole('button', { name: 'Next' }).click();
    await poll(() => page.getByText('Step 2 of 2').isVisible()).toBe(true);
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('textbox', { name: 'Your other answer to “How did you hear about us?”' }).fill('A podcast');
    await page.getByRole('button', { name: 'Check answers' }).click();
    await poll(() => page.getByText('Please agree to the required terms.').isVisible()).toBe(true);
    await expectAccessible(page, 'form preview, step 2');
    await page.getByRole('checkbox', { name: 'I agree to Code of conduct' }).check();
    await page.getByRole('button', { name: 'Check answers' }).click();
    await expectToast(page, 'Everything checks out.');
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await page.waitForURL(/\/management\/rsvp$/);

    await page.getByRole('button', { name: 'Unpublish form' }).click();
    await expectToast(page, 'The registration form is unpublished.');
    await poll(() => page.getByTestId('form-status').innerText()).toMatch(/unpublished/i);
    expect((await site.api(null, 'GET', `/v1/events/${eventId}/tickets/info`)).body.data.registrationState).toBe('CLOSED');
    await page.getByRole('button', { name: 'Publish form' }).click();
    await expectToast(page, 'The registration form is published.');
    await poll(() => page.getByTestId('form-status').innerText()).toMatch(/^published$/i);
    expect((await site.api(null, 'GET', `/v1/events/${eventId}/tickets/info`)).body.data.registrationState).toBe('OPEN');
    await page.context().close();
  });

  it('sets the capacity, the waitlist and the ticket quantity', async () => {
    const page = await site.open(browser, host, `/events/${eventId}/management/rsvp`);
    await page.getByRole('textbox', { name: 'Maximum participants' }).fill('30');
    await page.getByRole('switch', { name: 'Waitlist when full' }).check({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Changes saved.');
    const event = await site.api(host, 'GET', `/v1/event-managements/${eventId}`);
    expect(event.body.data).toMatchObject({ maxParticipants: 30, waitlistEnabled: true });

    await page.getByRole('button', { name: 'Edit General admission' }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('20');
    await page.getByRole('button', { name: 'Save ticket' }).click();
    await expectToast(page, 'Changes saved.');
    await poll(() => page.getByTestId('ticket-row').innerText()).toContain('0 of 20 issued');
    await page.context().close();
  });

  it('reads the same in Korean, and fits a 640 px screen', async () => {
    const page = await site.open(browser, host, `/events/${eventId}/management/rsvp`, { locale: 'ko', width: 640 });
    await poll(() => page.getByRole('heading', { name: '신청서', exact: true }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('question').count()).toBe(7);
    expect(await page.getByRole('button', { name: '질문 추가' }).isVisible()).toBe(true);
    await expectNoHorizontalScroll(page, 'rsvp builder (ko, 640)');
    await expectAccessible(page, 'rsvp builder (ko)');
    await page.getByRole('link', { name: '미리보기' }).click();
    await poll(() => page.getByText('2단계 중 1단계').isVisible()).toBe(true);
    await expectNoHorizontalScroll(page, 'form preview (ko, 640)');
    await expectAccessible(page, 'form preview (ko)');
    await page.context().close();
  });
});
