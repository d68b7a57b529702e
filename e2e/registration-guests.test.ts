import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { expectNoHorizontalScroll, expectToast, pickFile, pngFile, poll, settled } from './event-pages.ts';
import { startRegistrationSite, type Person, type RegistrationSite } from './registration-site.ts';

describeInBrowser('registration: members, a non-member, the waitlist and my ticket', () => {
  let site: RegistrationSite;
  let browser: Browser;
  let host: Person;
  let joon: Person;
  let choi: Person;
  let event: { id: string; handle: string };
  const guestEmail = 'seoyeon.park@guest.example';

  beforeAll(async () => {
    [site, browser] = await Promise.all([startRegistrationSite(), launchBrowser()]);
    host = await site.person('Kim Minji', 'PRO');
    [joon, choi] = [await site.person('Lee Joon'), await site.person('Choi Yuna')];
    event = await site.event(host, { maxParticipants: 2, waitlistEnabled: true });
    const add = async (question: Record<string, unknown>) => {
      const added = await site.api(host, 'POST', `/v1/event-managements/${event.id}/regist-questions`, question);
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    };
    await add({ kind: 'PAGE_BREAK' });
    await add({
      kind: 'SINGLE_CHOICE',
      requirement: 'REQUIRED',
      title: 'How did you hear about us?',
      choices: [{ label: 'A friend' }, { label: 'Newsletter' }],
      allowOther: true,
    });
    await add({ kind: 'FILE', requirement: 'REQUIRED', title: 'Portfolio' });
    await add({ kind: 'TEXT_TERMS', requirement: 'REQUIRED', title: 'Code of conduct', content: 'Be kind.' });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const status = async (person: Person) => (await site.api(person, 'GET', `/v1/events/${event.id}/me`)).body.data;

  /** Step two of the form: a choice (or Other), the file, the terms. */
  async function answerStepTwo(page: Page, labels: { choice: string; upload: string; agree: string }, other?: string) {
    await page.getByRole('radio', { name: labels.choice }).check();
    if (other) await page.getByRole('textbox', { name: /How did you hear about us/ }).fill(other);
    await pickFile(page, () => page.getByRole('button', { name: labels.upload }).click(), await pngFile('portfolio.png'));
    await poll(() => page.getByText('portfolio.png').isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: labels.agree }).check();
  }

  it('a member registers through the steps with their profile filled in, and sees the QR ticket', async () => {
    const page = await site.open(browser, joon, `/events/${event.handle}`);
    const panel = page.getByTestId('registration-panel');
    await poll(() => panel.innerText()).toContain('2 of 2 spots left');
    await expectAccessible(page, 'event page with registration');
    await panel.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(/\/registration$/);

    await poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Lee Joon');
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(joon.email);
    expect(await page.getByText('Step 1 of 2').isVisible()).toBe(true);
    await expectAccessible(page, 'registration form, step 1');
    await page.getByRole('button', { name: 'Next' }).click();

    await poll(() => page.getByText('Step 2 of 2').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await poll(() => page.getByText('Please agree to the required terms.').isVisible()).toBe(true);
    const notes = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a portfolio') };
    await pickFile(page, () => page.getByRole('button', { name: 'Upload a file: Portfolio' }).click(), notes);
    await poll(() => page.getByText('Unsupported File Format').isVisible()).toBe(true);
    await answerStepTwo(
      page,
      { choice: 'Other', upload: 'Upload a file: Portfolio', agree: 'I agree to Code of conduct' },
      'A podcast',
    );
    await page.getByRole('checkbox', { name: 'Save these answers to my profile' }).check();
    await expectAccessible(page, 'registration form, step 2');
    await page.getByRole('button', { name: 'Submit registration' }).click();

    await page.waitForURL(/\/registration\/result$/);
    await poll(() => page.getByRole('heading', { name: "You're in!" }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('ticket-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expectAccessible(page, 'registration result');
    const mine = await status(joon);
    expect(mine.label).toBe('APPROVED');
    expect(mine.registration.answers.map((a: { text: string }) => a.text)).toEqual(
      expect.arrayContaining(['Lee Joon', joon.email, 'A podcast', 'portfolio.png', 'agreed']),
    );

    // Registered: the form says so instead of asking again.
    await page.goto(`${site.url}/events/${event.handle}/registration?lng=en`);
    await poll(() => page.getByText("You've already submitted a registration form.").isVisible()).toBe(true);
    await page.getByRole('link', { name: 'View my ticket' }).click();
    await page.waitForURL(/\/events\/myticket\?event=/);
    await poll(() => page.getByTestId('ticket-qr').isVisible()).toBe(true);
    expect(await page.getByTestId('ticket').getAttribute('data-label')).toBe('APPROVED');
    await expectAccessible(page, 'my ticket');
    await page.context().close();
  });

  it('a non-member confirms their email with the emailed code and registers, in Korean', async () => {
    const page = await site.open(browser, null, `/events/${event.handle}`, { locale: 'ko' });
    await page.getByTestId('registration-panel').getByRole('link', { name: '신청하기' }).click();
    await poll(() => page.getByRole('heading', { name: '계정 없이 신청하기' }).isVisible()).toBe(true);
    await expectAccessible(page, 'non-member start (ko)');
    await page.getByRole('textbox', { name: '이메일' }).fill(guestEmail);
    await page.getByRole('button', { name: '코드 받기' }).click();
    await poll(() => page.getByText(/후 코드 만료/).isVisible()).toBe(true);
    await expectAccessible(page, 'non-member code (ko)');
    const code = await site.codeFor(guestEmail);
    await page.getByRole('textbox', { name: '1번째 숫자' }).click();
    await page.keyboard.type(code);

    await poll(() => page.getByText(`${guestEmail} 이메일로 신청합니다.`).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: '이메일', exact: true }).inputValue()).toBe(guestEmail);
    await page.getByRole('textbox', { name: '이름', exact: true }).fill('박서연');
    await page.getByRole('button', { name: '다음' }).click();
    await answerStepTwo(page, { choice: 'A friend', upload: '파일 업로드: Portfolio', agree: 'Code of conduct에 동의합니다' });
    await page.getByRole('button', { name: '신청서 제출' }).click();
    await poll(() => page.getByText('필수 약관에 동의해 주세요.').isVisible()).toBe(true);
    await page.getByRole('checkbox', { name: '모임 서비스 이용약관 및 개인정보 처리방침에 동의합니다' }).check();
    await expectAccessible(page, 'non-member form (ko)');
    await page.getByRole('button', { name: '신청서 제출' }).click();

    await page.waitForURL(/\/registration\/result$/);
    await poll(() => page.getByRole('heading', { name: '신청이 완료되었어요!' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('ticket-qr').isVisible()).toBe(true);
    await expectAccessible(page, 'non-member result (ko)');
    await site.waitForMails(guestEmail, 2);
    expect(site.mail.mailsTo(guestEmail)[1].subject).toMatch(/참가가 확정되었습니다/);
    await page.context().close();
  });

  it('once full, the next member joins the waitlist', async () => {
    const page = await site.open(browser, choi, `/events/${event.handle}`, { width: 640 });
    const panel = page.getByTestId('registration-panel');
    await poll(() => panel.innerText()).toContain('All spots are taken');
    await panel.getByRole('link', { name: 'Join the waitlist' }).click();
    await poll(() => page.getByText('This event is full').isVisible()).toBe(true);
    await expectNoHorizontalScroll(page, 'registration form (640)');
    await page.getByRole('button', { name: 'Next' }).click();
    await answerStepTwo(page, { choice: 'Newsletter', upload: 'Upload a file: Portfolio', agree: 'I agree to Code of conduct' });
    await page.getByRole('button', { name: 'Submit registration' }).click();
    await poll(() => page.getByRole('heading', { name: "You're on the waitlist (#1)" }).isVisible()).toBe(true);
    expect(await page.getByTestId('ticket').getAttribute('data-label')).toBe('WAITLIST');
    expect(await page.getByTestId('ticket-qr').count()).toBe(0);
    await expectNoHorizontalScroll(page, 'waitlist result (640)');
    await expectAccessible(page, 'waitlist result');
    await page.context().close();
  });

  it('a member cancels from My tickets, and the first in line is promoted and emailed', async () => {
    const page = await site.open(browser, joon, '/events/myticket');
    await poll(() => page.getByTestId('ticket-qr').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel registration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your registration?' });
    await poll(() => dialog.isVisible()).toBe(true);
    await settled(page);
    await expectAccessible(page, 'cancel confirmation');
    await dialog.getByRole('button', { name: 'Cancel registration' }).click();
    await expectToast(page, 'Your registration was cancelled.');
    await poll(() => page.getByTestId('ticket').getAttribute('data-label')).toBe('CANCELLED');
    expect(await page.getByTestId('ticket-qr').count()).toBe(0);

    await poll(async () => (await status(choi)).label).toBe('APPROVED');
    const mails = await site.waitForMails(choi.email, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "You're on the waitlist: Seoul AI Builders Meetup",
      'A spot opened up: Seoul AI Builders Meetup',
    ]);

    // The promoted guest's ticket now has its QR code.
    const promoted = await site.open(browser, choi, `/events/myticket?event=${event.id}`);
    await poll(() => promoted.getByTestId('ticket-qr').isVisible()).toBe(true);
    await promoted.context().close();
    await page.context().close();
  });

  it('the non-member sees their own status only after proving the email again', async () => {
    // A new code may be sent once a minute.
    site.t.clock.advance(61_000);
    const page = await site.open(browser, null, `/events/${event.handle}`);
    await page.getByRole('link', { name: 'Already registered? Check your status' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(guestEmail);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await site.codeFor(guestEmail, 2);
    await page.getByRole('textbox', { name: 'Digit 1' }).click();
    await page.keyboard.type(code);
    await poll(() => page.getByText("You've already submitted a registration form.").isVisible()).toBe(true);
    await poll(() => page.getByTestId('ticket-qr').isVisible()).toBe(true);
    expect(await page.getByTestId('ticket').innerText()).toContain('박서연');
    await expectAccessible(page, 'non-member status');
    await page.context().close();
  });

  it("the host can't set a ticket's quantity below what it issued", async () => {
    const page = await site.open(browser, host, `/events/${event.id}/management/rsvp`);
    await page.getByRole('button', { name: 'Edit General admission' }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('1');
    await page.getByRole('button', { name: 'Save ticket' }).click();
    await poll(() => page.getByText("The quantity can't be lower than the number of tickets already issued.").isVisible()).toBe(
      true,
    );
    await expectAccessible(page, 'ticket editor with an error');
    await page.context().close();
  });
});
