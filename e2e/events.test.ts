import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './axe.ts';
import { describeInBrowser, launchBrowser } from './browser.ts';
import { eventIdFrom, expectToast, pickFile, pngFile, poll, settled } from './event-pages.ts';
import { startEventsSite, type EventsSite, type Person } from './events-site.ts';

const title = 'Seoul AI Builders Meetup';

describeInBrowser('events: create, publish, share, co-host, delete', () => {
  let site: EventsSite;
  let browser: Browser;
  let host: Person;
  let coHost: Person;
  let eventId: string;
  let handle = 'seoul-ai-builders';

  beforeAll(async () => {
    [site, browser] = await Promise.all([startEventsSite(), launchBrowser()]);
    [host, coHost] = [await site.person('Kim Minji', 'PRO'), await site.person('Lee Joon')];
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(person: Person | null, path: string, options: { locale?: string; width?: number } = {}): Promise<Page> {
    const context = await browser.newContext({
      locale: options.locale ?? 'en-US',
      viewport: { width: options.width ?? 1280, height: 900 },
    });
    if (person) await site.signInBrowser(context, person);
    const page = await context.newPage();
    page.on('pageerror', (error) => expect.fail(`page error: ${error.message}`));
    await page.goto(`${site.url}${path}`);
    return page;
  }

  it('a PRO host creates a draft with a cover image and rich text', async () => {
    const page = await open(host, '/events/my?lng=en');
    await poll(() => page.locator('h1').innerText()).toBe('My events');
    await expectAccessible(page, 'my events');

    await page.getByRole('banner').getByRole('button', { name: 'New event' }).click();
    const modal = page.getByRole('dialog', { name: 'Create an event' });
    await poll(() => modal.isVisible()).toBe(true);
    await settled(page);
    await expectAccessible(page, 'event type modal');
    await modal.getByRole('button', { name: /General event/ }).click();
    await page.waitForURL(/\/events\/new\?eventType=Event$/);
    await poll(() => page.locator('h1').innerText()).toBe('Create an event');
    await expectAccessible(page, 'new event');

    // Nothing typed yet: the shared schema's messages, next to the fields.
    await page.getByRole('button', { name: 'Create event' }).click();
    await poll(() => page.getByText('This field is required.').count()).toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Event title' }).fill(title);
    await page.getByRole('textbox', { name: 'Event link' }).fill(handle);
    await pickFile(page, () => page.getByRole('button', { name: 'Upload cover' }).click(), await pngFile('cover.png'));
    await poll(() => page.getByRole('img', { name: 'Cover image' }).getAttribute('src')).toMatch(
      /^\/v1\/files\/cover\/.+\.webp$/,
    );

    await page.getByRole('combobox', { name: 'Event types' }).click();
    await page.getByRole('option', { name: 'Meetup' }).click();
    await page.getByRole('option', { name: 'Workshop' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Venue' }).fill('231 Teheran-ro, Gangnam-gu, Seoul');
    await page.getByRole('textbox', { name: 'Details' }).fill('3rd floor, Room A');
    // Members only is for a community's events; the host's own event is public or secret.
    const visibilities = page.getByRole('radiogroup', { name: 'Visibility' }).getByRole('radio');
    expect((await visibilities.allInnerTexts()).map((text) => text.split('\n')[0])).toEqual(['Public', 'Secret']);

    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.type('Talks and ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('pizza');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await pickFile(
      page,
      () => page.getByRole('button', { name: 'Add image' }).click(),
      await pngFile('stage.png', '#0ca678', '#1c7ed6'),
    );
    await poll(() => description.locator('img').getAttribute('src')).toMatch(/^\/v1\/files\/description\/.+\.webp$/);

    await page.getByRole('button', { name: 'Create event' }).click();
    await expectToast(page, 'Draft created');
    await page.waitForURL(/\/events\/[0-9a-f-]{36}\/management$/);
    eventId = eventIdFrom(page.url());
    await poll(() => page.getByTestId('event-status').innerText()).toMatch(/draft/i);
    await expectAccessible(page, 'management overview (draft)');

    const stored = await site.api(host, 'GET', `/v1/event-managements/${eventId}`);
    expect(stored.body.data.description).toMatch(
      /^<p>Talks and <strong>pizza<\/strong><\/p>.*<img[^>]* src="\/v1\/files\/description\/[\w-]+\.webp"/,
    );
    expect(stored.body.data.eventTypes).toEqual(['MEETUP', 'WORKSHOP']);
    expect(stored.body.data.coverImageUrl).toMatch(/^\/v1\/files\/cover\//);
    await page.context().close();
  });

  it('edits with a leave-page warning, previews unsaved changes, saves and publishes', async () => {
    const page = await open(host, `/events/${eventId}/management/edit?lng=en`);
    const titleInput = page.getByRole('textbox', { name: 'Event title' });
    await poll(() => titleInput.inputValue()).toBe(title);
    await expectAccessible(page, 'editor');
    await titleInput.fill(`${title} #1`);

    await page.getByRole('navigation', { name: 'Event management' }).getByRole('link', { name: 'Overview' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await poll(() => leave.isVisible()).toBe(true);
    await leave.getByRole('button', { name: 'Stay' }).click();

    await page.getByRole('link', { name: 'Preview' }).click();
    await page.waitForURL(/\/management\/edit\/preview$/);
    await poll(() => page.locator('article h1').innerText()).toBe(`${title} #1`);
    expect(await page.getByRole('note').innerText()).toContain('unsaved changes');
    expect(await page.locator('article strong').first().innerText()).toBe('pizza');
    await expectAccessible(page, 'preview');
    await page.getByRole('link', { name: 'Back to editing' }).click();
    await poll(() => titleInput.inputValue()).toBe(`${title} #1`);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Changes saved');
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(`${title} #1`);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expectToast(page, 'Event published');
    await poll(() => page.getByTestId('event-status').innerText()).toMatch(/live/i);
    await page.context().close();
  });

  it('changes the handle after the warning, and adds a co-host by email', async () => {
    const page = await open(host, `/events/${eventId}/management/settings?lng=en`);
    await poll(() => page.getByRole('tab', { name: 'Event' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'settings');
    await page.getByRole('tab', { name: 'Lounge' }).click();
    await expectAccessible(page, 'settings: lounge');
    await page.getByRole('tab', { name: 'Hackathon' }).click();
    // A general event starts with hackathon mode off; the host can turn it on here.
    const mode = page.getByRole('switch', { name: 'Run this event as a hackathon' });
    await poll(() => mode.isVisible()).toBe(true);
    expect(await mode.isChecked()).toBe(false);
    await expectAccessible(page, 'settings: hackathon');
    await page.getByRole('tab', { name: 'Event' }).click();

    // The photo album link, normalised by the shared URL rule; the page shows it after the event.
    const photos = page.getByRole('textbox', { name: 'Photo album' });
    await photos.fill('photos.example.com/seoul-ai');
    await page.locator('form').filter({ has: photos }).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Changes saved');
    await poll(() => photos.inputValue()).toBe('https://photos.example.com/seoul-ai');

    await page.getByRole('button', { name: 'Change link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the event link' });
    await poll(() => dialog.innerText()).toContain(`/events/${handle}) will stop working`);
    await settled(page);
    await expectAccessible(page, 'change handle');
    await dialog.getByRole('textbox', { name: 'New handle' }).fill('a b');
    await dialog.getByRole('button', { name: 'Change link' }).click();
    await poll(() => dialog.getByText('Use only English letters, numbers and hyphens.').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'New handle' }).fill('seoul-ai-night');
    await dialog.getByRole('button', { name: 'Change link' }).click();
    await expectToast(page, 'Event handle updated');
    handle = 'seoul-ai-night';

    await page.getByRole('navigation', { name: 'Event management' }).getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('textbox', { name: 'Email of their Moim account' }).fill('nobody@moim.example');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await poll(() => page.getByText('No Moim account uses this email.', { exact: false }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Email of their Moim account' }).fill(coHost.email);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Added to the host team');
    const team = page.getByRole('list', { name: 'Members of the host team' });
    await poll(() => team.innerText()).toContain('Lee Joon');
    expect(await team.getByRole('button', { name: /Remove Kim Minji/ }).count()).toBe(0);
    await expectAccessible(page, 'overview with host team');
    await page.context().close();
  });

  it('a visitor reads the page in Korean and English, copies the link and downloads the .ics', async () => {
    const page = await open(null, `/events/${handle}?lng=ko`, { locale: 'ko-KR' });
    await poll(() => page.locator('h1').innerText()).toBe(`${title} #1`);
    expect(await page.getByRole('button', { name: '링크 복사' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '이벤트 소개' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: '주최' }).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${title} #1 · 모임`);
    await expectAccessible(page, 'event page (ko)');

    await page.goto(`${site.url}/events/${handle}?lng=en`);
    await poll(() => page.getByRole('heading', { name: 'About this event' }).isVisible()).toBe(true);
    expect(await page.getByTestId('registration-state').innerText()).toMatch(/open/i);
    expect(await page.locator('article').innerText()).toContain('Kim Minji');
    expect(await page.getByRole('link', { name: 'Manage event' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Photos' }).getAttribute('href')).toBe('https://photos.example.com/seoul-ai');
    await expectAccessible(page, 'event page (en)');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/events/${handle}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${handle}.ics`);
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${title} #1`);

    // The old link no longer leads anywhere.
    await page.goto(`${site.url}/events/seoul-ai-builders`);
    await poll(() => page.locator('h1').innerText()).toBe('Event unavailable');
    expect(await page.getByText('This event may be unpublished or no longer available.').isVisible()).toBe(true);
    await expectAccessible(page, 'unavailable event');
    await page.context().close();
  });

  it('the co-host edits the event but may not delete it', async () => {
    const page = await open(coHost, `/events/${handle}?lng=en`);
    await page.getByRole('link', { name: 'Manage event' }).click();
    await page.waitForURL(/\/management$/);
    await page.getByRole('navigation', { name: 'Event management' }).getByRole('link', { name: 'Edit' }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('Doors open at seven.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Changes saved');
    await page.getByRole('navigation', { name: 'Event management' }).getByRole('link', { name: 'Settings' }).click();
    await poll(() => page.getByRole('heading', { name: 'After the event' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete event' }).count()).toBe(0);

    await page.goto(`${site.url}/events/${handle}`);
    await poll(() => page.locator('article').innerText()).toContain('Doors open at seven.');
    await page.context().close();
  });

  it('the owner deletes the event after confirming, and its page is gone', async () => {
    const page = await open(host, `/events/${eventId}/management/settings?lng=en`);
    await page.getByRole('button', { name: 'Delete event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this event?' });
    await poll(() => dialog.isVisible()).toBe(true);
    await settled(page);
    await expectAccessible(page, 'delete dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete event' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Type the event title to confirm' }).fill(`${title} #1`);
    await confirm.click();
    await expectToast(page, 'Event deleted');
    await page.waitForURL(/\/events\/my\?tab=hosting$/);
    await poll(() => page.getByText("You're not hosting any events").isVisible()).toBe(true);

    await page.goto(`${site.url}/events/${handle}`);
    await poll(() => page.locator('h1').innerText()).toBe('Event unavailable');
    await page.context().close();
  });
});
