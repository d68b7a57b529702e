// A new host's and guest's first hour: the host opens a guest's uploaded PDF from the drawer (and
// nobody else can fetch it); a non-member's approval email opens their ticket with its QR code;
// Korean on a 375px phone never breaks inside a word (ticket, guest list, scanner), and the
// management tabs show that they scroll.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, poll } from './event-pages.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const shots = process.env.E2E_SCREENSHOTS_DIR || mkdtempSync(path.join(tmpdir(), 'moim-first-hour-'));

function multipart(filename: string, content: Buffer) {
  const boundary = '----moimFirstHour';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const cookieOf = (person: Person) =>
  Object.entries(person.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Every element holding `text` breaks Korean between words only. */
async function expectKeepAll(page: Page, text: string, label: string) {
  const styles = await page
    .getByText(text, { exact: false })
    .evaluateAll((elements) =>
      elements.map((element) => [getComputedStyle(element).wordBreak, getComputedStyle(element).overflowWrap]),
    );
  expect(styles.length, `${label}: "${text}" on the page`).toBeGreaterThan(0);
  for (const [wordBreak, overflowWrap] of styles) {
    expect(wordBreak, label).toBe('keep-all');
    expect(overflowWrap, label).toBe('anywhere');
  }
}

describeInBrowser('the first hour', () => {
  let site: CheckInSite;
  let browser: Browser;
  let host: Person;
  let eventId: string;
  let guest: Person;
  let fileId: string;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startCheckInSite(), launchBrowser()]);
    host = await site.person('Kim Minji', 'PRO');
    const event = await site.api(host, 'POST', '/v1/events', {
      title: '서울 빌더스 나잇: 스타트업과 개발자를 위한 네트워킹 모임',
      startsAt: '2026-06-08T10:00:00.000Z',
      endsAt: '2026-06-08T13:00:00.000Z',
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', fullAddress: '서울특별시 강남구 테헤란로 231', city: 'Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      approvalRequired: true,
    });
    eventId = event.id;
    const manage = (p = '') => `/v1/event-managements/${eventId}${p}`;
    const question = await site.api(host, 'POST', manage('/regist-questions'), {
      kind: 'FILE',
      requirement: 'OPTIONAL',
      title: '포트폴리오',
    });
    await site.api(host, 'POST', manage('/publish'));
    await site.api(host, 'POST', manage('/regist-forms/publish'));
    const form: { questions: { id: string; kind: string }[] } = await site.api(host, 'GET', manage('/regist-forms'));
    const id = (kind: string) => form.questions.find((q) => q.kind === kind)!.id;

    guest = await site.person('김하늘 개발자님의포트폴리오제출');
    const upload = multipart('portfolio.pdf', pdf);
    const uploaded = await site.t.app.inject({
      method: 'POST',
      url: '/v1/events/regist-question-file',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: cookieOf(guest) },
    });
    expect(uploaded.statusCode).toBe(200);
    fileId = uploaded.json().data.id;
    const mine = await site.api(guest, 'POST', `/v1/events/${eventId}/register`, {
      answers: [
        { questionId: id('NAME'), value: guest.name },
        { questionId: id('EMAIL'), value: guest.email },
        { questionId: question.id, value: { fileId } },
      ],
    });
    await site.api(host, 'PATCH', manage(`/participants/${mine.registration.id}`), { status: 'APPROVED' });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(person: Person | null, route: string, options: { locale: 'en' | 'ko'; width: number }): Promise<Page> {
    const context = await browser.newContext({
      locale: options.locale === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width: options.width, height: 900 },
      acceptDownloads: true,
      timezoneId: 'Asia/Seoul',
    });
    if (person) await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}${route}${route.includes('?') ? '&' : '?'}lng=${options.locale}`);
    return page;
  }

  it("the host opens a guest's uploaded PDF from the drawer; nobody else can fetch it", async () => {
    const page = await open(host, `/events/${eventId}/management/guest`, { locale: 'en', width: 1280 });
    await page.getByRole('button', { name: guest.name }).click();
    const drawer = page.getByRole('dialog', { name: 'Guest' });
    const link = drawer.getByRole('link', { name: 'Open portfolio.pdf' });
    await poll(() => link.isVisible()).toBe(true);
    await expectAccessible(page, 'guest drawer with a file');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('portfolio.pdf');
    const saved = path.join(shots, 'downloaded.pdf');
    await download.saveAs(saved);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved)).toEqual(pdf);

    // A stranger signed in, and an anonymous visitor, asking for the same file: 404.
    const stranger = await site.person('Stranger Lee');
    for (const who of [stranger, null]) {
      const other = await open(who, '/events', { locale: 'en', width: 1280 });
      const answer = await other.evaluate(async (url) => {
        const response = await fetch(url, { credentials: 'include' });
        return { status: response.status, body: (await response.json()) as { errorCode: string } };
      }, `/v1/events/regist-question-file/${fileId}`);
      expect(answer).toEqual({ status: 404, body: expect.objectContaining({ errorCode: 'G04015' }) });
      await other.context().close();
    }
    await page.context().close();
  });

  it('Korean at 375px never breaks inside a word: the guest list, the scanner, the ticket; the tabs show they scroll', async () => {
    const list = await open(host, `/events/${eventId}/management/guest`, { locale: 'ko', width: 375 });
    await poll(() => list.getByText(guest.name).first().isVisible()).toBe(true);
    await expectKeepAll(list, guest.name, 'guest list');
    await expectNoHorizontalScroll(list, 'guest list at 375px');
    const tabs = list.getByTestId('management-tabs');
    const scroll = await tabs.evaluate((nav) => ({
      more: nav.scrollWidth > nav.clientWidth,
      shade: getComputedStyle(nav).backgroundImage,
    }));
    expect(scroll.more).toBe(true);
    expect(scroll.shade).toContain('gradient');
    await list.screenshot({ path: path.join(shots, 'guest-list-ko-375.png'), fullPage: true });
    await expectAccessible(list, 'guest list at 375px (ko)');
    await list.context().close();

    const scanner = await open(host, `/events/${eventId}/management/checkin-scanner`, { locale: 'ko', width: 375 });
    // No camera in this browser: it says so, and never "ready" at the same time.
    await poll(() =>
      scanner.getByText('카메라를 찾을 수 없어요').or(scanner.getByText('카메라에 접근할 수 없어요')).first().isVisible(),
    ).toBe(true);
    expect(await scanner.getByText('스캔 준비 완료').count()).toBe(0);
    await expectKeepAll(scanner, '서울 빌더스 나잇', 'scanner');
    await scanner.screenshot({ path: path.join(shots, 'scanner-ko-375.png'), fullPage: true });
    await expectAccessible(scanner, 'scanner at 375px (ko)');
    await scanner.context().close();

    const ticket = await open(guest, `/events/myticket?event=${eventId}`, { locale: 'ko', width: 375 });
    await poll(() => ticket.getByTestId('ticket').isVisible()).toBe(true);
    await expectKeepAll(ticket, guest.name, 'ticket');
    await expectKeepAll(ticket, '서울 빌더스 나잇', 'ticket');
    await ticket.screenshot({ path: path.join(shots, 'ticket-ko-375.png'), fullPage: true });
    // The times say their zone.
    await poll(() =>
      ticket
        .getByText(/GMT\+9/)
        .filter({ visible: true })
        .count(),
    ).toBeGreaterThan(0);
    await expectNoHorizontalScroll(ticket, 'ticket at 375px');
    await expectAccessible(ticket, 'ticket at 375px (ko)');
    await ticket.context().close();
  });

  it("a non-member's approval email opens their ticket with its QR code, in Korean", async () => {
    const email = `guest.link.${Date.now().toString(36)}@example.com`;
    const inject = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      site.t.app.inject({ method: 'POST', url, payload: payload as never, headers });
    await inject(`/v1/events/${eventId}/check-email`, { email });
    let code = '';
    await poll(async () => {
      code = /\b(\d{6})\b/.exec(site.mail.mailsTo(email).at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    }).not.toBe('');
    const proof = (await inject(`/v1/events/${eventId}/check-email/verify`, { email, code })).json().data;
    const form: { questions: { id: string; kind: string }[] } = await site.api(
      host,
      'GET',
      `/v1/event-managements/${eventId}/regist-forms`,
    );
    const id = (kind: string) => form.questions.find((q) => q.kind === kind)!.id;
    const registered = await inject(
      `/v1/events/${eventId}/register`,
      {
        answers: [
          { questionId: id('NAME'), value: '박서연' },
          { questionId: id('EMAIL'), value: email },
        ],
        agreeToPolicies: true,
      },
      { 'x-guest-token': proof.guestToken, 'accept-language': 'ko' },
    );
    expect(registered.statusCode).toBe(201);
    await site.api(host, 'PATCH', `/v1/event-managements/${eventId}/participants/${registered.json().data.registration.id}`, {
      status: 'APPROVED',
    });
    let link = '';
    await poll(async () => {
      link = /(http\S+\/events\/ticket\?t=\S+)/.exec(site.mail.mailsTo(email).at(-1)?.text ?? '')?.[1] ?? '';
      return link;
    }).not.toBe('');

    const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(link);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('내 티켓');
    await poll(() => page.getByTestId('ticket').getAttribute('data-label')).toBe('APPROVED');
    expect(await page.getByRole('img', { name: /QR/ }).count()).toBeGreaterThan(0);
    // Only looking: no cancel from a link.
    expect(await page.getByRole('button', { name: /취소/ }).count()).toBe(0);
    await expectAccessible(page, 'ticket from the email link (ko)');
    // An altered link shows nothing but the way back.
    await page.goto(`${link.slice(0, -2)}xx`);
    await poll(() => page.getByText('링크가 만료되었거나 올바르지 않아요.').isVisible()).toBe(true);
    await context.close();
  });
});
