import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { doorEvent, otherEventTicket } from './check-in-event.ts';
import { startCheckInSite, type CheckInSite, type Person } from './check-in-site.ts';
import { poll } from './event-pages.ts';
import { fakeCameraArgs, writeQrVideo } from './qr-video.ts';

describeInBrowser('the scanner: refusals while it keeps scanning, and camera failures', () => {
  let site: CheckInSite;
  let door: Awaited<ReturnType<typeof doorEvent>>;
  let videoDir: string;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    site = await startCheckInSite();
    door = await doorEvent(site);
    videoDir = mkdtempSync(path.join(tmpdir(), 'moim-qr-'));
  });
  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
    await site?.close();
    if (videoDir) rmSync(videoDir, { recursive: true, force: true });
  });

  async function scanner(args: string[], person: Person, locale: 'en' | 'ko' = 'en'): Promise<Page> {
    const browser = await launchBrowser({ args });
    browsers.push(browser);
    const context = await browser.newContext({
      locale: locale === 'ko' ? 'ko-KR' : 'en-US',
      viewport: { width: 375, height: 800 },
    });
    await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}/events/${door.id}/management/checkin-scanner?lng=${locale}`);
    return page;
  }

  it('says why each code is refused — not a ticket, another event, a rejected guest — and scans on', async () => {
    await site.api(door.host, 'PATCH', `/v1/event-managements/${door.id}/participants/${door.guests.scanned.pid}`, {
      status: 'REJECTED',
    });
    const video = path.join(videoDir, 'refusals.y4m');
    writeQrVideo(video, ['https://example.com/not-a-ticket', await otherEventTicket(site, door.host), door.qr], {
      hiddenSeconds: 1,
    });
    const page = await scanner(fakeCameraArgs(video), door.staff);
    const history = page.getByRole('region', { name: 'Recent scans' });
    await poll(() => history.innerText()).toContain('Invalid QR code format.');
    await poll(() => history.innerText()).toContain('This ticket is for a different event.');
    await poll(() => history.innerText()).toContain("This guest's registration was rejected, so they can't be checked in.");
    expect(await page.getByTestId('scan-result').getAttribute('data-tone')).toBe('failure');
    await expectAccessible(page, 'scanner after refusals');
    const summary = await site.api(door.host, 'GET', `/v1/event-managements/${door.id}/check-in/summary`);
    expect(summary.checkedIn).toBe(0);
  });

  it('tells when there is no camera, in both languages', async () => {
    const page = await scanner([], door.staff);
    await poll(() => page.getByTestId('camera-error').innerText()).toContain('No camera found');
    await expectAccessible(page, 'scanner without camera');
    await page.goto(`${site.url}/events/${door.id}/management/checkin-scanner?lng=ko`);
    await poll(() => page.getByTestId('camera-error').innerText()).toContain('카메라를 찾을 수 없어요');
  });

  it('tells when the camera is refused, and tries again', async () => {
    const page = await scanner(['--use-fake-device-for-media-stream'], door.staff);
    await poll(() => page.getByTestId('camera-error').innerText()).toContain('Camera access failed');
    await page.context().grantPermissions(['camera'], { origin: site.url });
    await page.getByRole('button', { name: 'Try again' }).click();
    await poll(() => page.getByTestId('camera-error').count()).toBe(0);
  });
});
