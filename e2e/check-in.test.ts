import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { doorEvent } from './check-in-event.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { expectNoHorizontalScroll, expectToast, poll } from './event-pages.ts';
import { fakeCameraArgs, writeQrVideo } from './qr-video.ts';

describeInBrowser('guests and check-in: scan at the door, live count, approve, filter, export', () => {
  let site: CheckInSite;
  let browser: Browser;
  let door: Awaited<ReturnType<typeof doorEvent>>;
  let videoDir: string;

  beforeAll(async () => {
    site = await startCheckInSite();
    door = await doorEvent(site);
    videoDir = mkdtempSync(path.join(tmpdir(), 'moim-qr-'));
    const video = path.join(videoDir, 'ticket.y4m');
    // The guest's real ticket, as the API gives it, held up to the fake camera.
    writeQrVideo(video, door.qr);
    browser = await launchBrowser({ args: fakeCameraArgs(video) });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
    if (videoDir) rmSync(videoDir, { recursive: true, force: true });
  });

  async function open(person: Person, route: string, options: { locale?: 'en' | 'ko'; width?: number } = {}): Promise<Page> {
    const locale = options.locale ?? 'en';
    const context = await browser.newContext({
      locale: locale === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}/events/${door.id}/management${route}${route.includes('?') ? '&' : '?'}lng=${locale}`);
    return page;
  }

  /** The page's own content fits a phone (the site header's width at 375 px is the header's business). */
  async function expectContentFits(page: Page, label: string) {
    const overflow = await page.evaluate(() => document.querySelector('main')!.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
  }

  const rows = (page: Page) => page.getByTestId('guest-row');
  const names = async (page: Page) => (await rows(page).locator('button').allInnerTexts()).sort();

  it('shows the host the dashboard, then the guest list: status chips, answer filters and search', async () => {
    const page = await open(door.host, '');
    await poll(() => page.getByTestId('pending-approvals').innerText()).toMatch(/^2/);
    expect(await page.getByRole('img', { name: /Registrations per day/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Check-in progress' }).count()).toBe(1);
    await expectAccessible(page, 'management dashboard');

    await page.getByRole('navigation', { name: 'Event management' }).getByRole('link', { name: 'Guests' }).click();
    await page.waitForURL(/\/management\/guest/);
    await poll(() => page.getByTestId('guest-count').innerText()).toBe('5 guests');
    await expectAccessible(page, 'guest list');

    await page.getByRole('button', { name: /^Pending/ }).click();
    await poll(() => names(page)).toEqual(['Han Seojun', 'Oh Sena']);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Track' }).click();
    await page.getByRole('option', { name: 'Backend' }).click();
    await page.keyboard.press('Escape');
    await poll(() => names(page)).toEqual(['Han Seojun']);
    expect(page.url()).toMatch(/status=PENDING.*answer=/);
    await page.getByRole('button', { name: /^All/ }).click();
    await poll(() => names(page)).toEqual(['Han Seojun', '김하늘']);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Search guests' }).fill('park');
    await poll(() => names(page)).toEqual(['Park Jiwoo']);
    await page.getByRole('searchbox', { name: 'Search guests' }).fill('nobody at all');
    await poll(() => page.getByTestId('guests-empty').isVisible()).toBe(true);
    // The QR decoder is the scanner's alone.
    const downloaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(downloaded.some((url) => url.includes('/assets/event-guests'))).toBe(true);
    expect(downloaded.filter((url) => url.includes('qr-scanner'))).toEqual([]);
    await page.context().close();
  });

  it('staff scans a ticket at 375 px: checked in, then "already checked in"; the host’s count follows live', async () => {
    const host = await open(door.host, '/checkin');
    await poll(() => host.getByTestId('live-state').getAttribute('data-state')).toBe('live');
    await poll(() => host.getByTestId('check-in-count').innerText()).toMatch(/^0\s*\/\s*2/);
    await expectAccessible(host, 'check-in page');

    const staff = await open(door.staff, '/checkin-scanner', { width: 375 });
    const result = staff.getByTestId('scan-result');
    await poll(() => result.innerText()).toMatch(/Checked in\s+Park Jiwoo/);
    await expectAccessible(staff, 'scanner');
    await expectContentFits(staff, 'scanner at 375 px');

    // The host's page heard it from the server, without reloading.
    await poll(() => host.getByTestId('check-in-count').innerText()).toMatch(/^1\s*\/\s*2/);
    expect(await host.getByRole('region', { name: 'Door activity' }).innerText()).toContain('Park Jiwoo');

    // The ticket leaves the camera and comes back: the same scan again.
    await poll(() => result.innerText()).toMatch(/Already checked in\s+Park Jiwoo\s+Checked in at/);
    await poll(() => staff.getByRole('region', { name: 'Recent scans' }).innerText()).toContain('scanned again');
    await poll(() => host.getByTestId('check-in-count').innerText()).toMatch(/^1\s*\/\s*2/);

    // Staff see the list but neither decide nor export.
    await staff.goto(`${site.url}/events/${door.id}/management/guest?lng=en`);
    await poll(() => staff.getByTestId('guest-count').innerText()).toBe('5 guests');
    expect(await staff.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);
    expect(await staff.getByRole('checkbox').count()).toBe(0);
    await staff.getByRole('button', { name: 'Park Jiwoo' }).click();
    await poll(() => staff.getByTestId('guest-detail').innerText()).toContain('Checked in by Staff Park');
    expect(await staff.getByRole('dialog').getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    await expectContentFits(staff, 'guest list at 375 px');
    await staff.context().close();

    // By name, for a guest without a phone; and undone.
    await host.getByRole('searchbox', { name: 'Find a guest' }).fill('김하늘');
    // The search waits before it asks; a click before then lands on a row about to be replaced.
    await poll(() => host.getByTestId('check-in-row').allInnerTexts()).toEqual([expect.stringContaining('김하늘')]);
    await host.getByRole('button', { name: 'Check in 김하늘' }).click();
    await expectToast(host, '김하늘 checked in');
    await poll(() => host.getByTestId('check-in-count').innerText()).toMatch(/^2\s*\/\s*2/);
    await host.getByRole('button', { name: 'Undo the check-in of 김하늘' }).click();
    await poll(() => host.getByTestId('check-in-count').innerText()).toMatch(/^1\s*\/\s*2/);
    await host.getByRole('searchbox', { name: 'Find a guest' }).fill('');
    await host
      .getByRole('tab', { name: /Attended/ })
      .first()
      .click();
    await poll(() => host.getByTestId('check-in-row').allInnerTexts()).toEqual([expect.stringContaining('Park Jiwoo')]);
    await host.context().close();
  });

  it('the host approves a pending guest (emailed), is told a cancelled one can’t change, decides in bulk, and exports', async () => {
    const page = await open(door.host, '/guest?status=PENDING');
    await poll(() => names(page)).toEqual(['Han Seojun', 'Oh Sena']);
    await page.getByRole('button', { name: 'Han Seojun' }).click();
    const drawer = page.getByRole('dialog', { name: 'Guest' });
    await poll(() => drawer.innerText()).toMatch(/Registration answers/i);
    expect(await drawer.innerText()).toContain('Backend');
    await expectAccessible(page, 'guest drawer');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Han Seojun approved');
    await poll(() => site.mail.mailsTo(door.guests.pending.email).map((mail) => mail.subject)).toContain(
      "You're registered: Seoul Builders Night",
    );
    await page.keyboard.press('Escape');
    await poll(() => names(page)).toEqual(['Oh Sena']);

    await page.getByRole('button', { name: /^Cancelled/ }).click();
    await page.getByRole('button', { name: 'Lim Dahye' }).click();
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, "This registration status can't be changed.");
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Pending/ }).click();
    await page.getByRole('checkbox', { name: 'Select Oh Sena' }).check();
    const bar = page.getByRole('region', { name: 'Selected guests' });
    await poll(() => bar.innerText()).toContain('1 selected');
    await expectAccessible(page, 'bulk selection');
    await bar.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, '1 guest approved');
    await poll(() => page.getByTestId('guests-empty').isVisible()).toBe(true);

    await page.getByRole('button', { name: /^Approved/ }).click();
    await poll(() => page.getByTestId('guest-count').innerText()).toBe('4 guests');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Park Jiwoo');
    expect(csv).toContain('김하늘');
    expect(csv).not.toContain('Lim Dahye');
    await expectToast(page, 'Guest list downloaded');
    await page.context().close();
  });

  it('reads in Korean and fits 640 px: dashboard, guests, check-in and the scanner', async () => {
    const overview = await open(door.host, '', { locale: 'ko', width: 640 });
    await poll(() => overview.getByRole('heading', { name: '한눈에 보기' }).isVisible()).toBe(true);
    await poll(() => overview.getByTestId('dashboard-check-in').innerText()).toBe('승인된 게스트 4명 중 1명 체크인');
    await expectAccessible(overview, 'dashboard (ko)');
    await expectNoHorizontalScroll(overview, 'dashboard at 640 px');

    await overview.getByRole('navigation', { name: '이벤트 관리' }).getByRole('link', { name: '게스트' }).click();
    await poll(() => overview.getByTestId('guest-count').innerText()).toBe('게스트 5명');
    expect(await overview.getByRole('button', { name: 'CSV 내보내기' }).isVisible()).toBe(true);
    await expectAccessible(overview, 'guest list (ko)');
    await expectNoHorizontalScroll(overview, 'guest list at 640 px');

    await overview.getByRole('navigation', { name: '이벤트 관리' }).getByRole('link', { name: '체크인' }).click();
    await poll(() => overview.getByTestId('check-in-count').innerText()).toMatch(/^1\s*\/\s*4/);
    expect(await overview.getByRole('tab', { name: /미참석/ }).isVisible()).toBe(true);
    await expectAccessible(overview, 'check-in (ko)');
    await expectNoHorizontalScroll(overview, 'check-in at 640 px');

    await overview.getByRole('link', { name: 'QR 스캐너 열기' }).click();
    await poll(() => overview.getByTestId('scan-result').innerText()).toMatch(/이미 체크인했어요\s+Park Jiwoo/);
    await expectAccessible(overview, 'scanner (ko)');
    await expectNoHorizontalScroll(overview, 'scanner at 640 px');
    await overview.context().close();
  });
});
