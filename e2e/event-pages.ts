import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';

/** expect.poll with room for a busy two-core machine (its default gives up after one second). */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A real PNG (a gradient), as a photo picked from the disk would be. */
export async function pngFile(name: string, from = '#6a46f5', to = '#c2255c') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/></svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

/** Clicks what opens a file picker and answers it with the file. */
export async function pickFile(page: Page, open: () => Promise<void>, file: Awaited<ReturnType<typeof pngFile>>) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), open()]);
  await chooser.setFiles(file);
}

/** Waits until no CSS transition or animation runs (a modal fading in would fool the contrast check). */
export async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * Waits for a toast with this text (toasts live 3 s). When it never comes, the failure names the
 * toasts that came instead: an error toast is gone long before the wait gives up.
 */
export async function expectToast(page: Page, text: string) {
  const seen = new Set<string>();
  const alerts = page.getByRole('alert');
  try {
    await poll(async () => {
      for (const shown of await alerts.allInnerTexts()) seen.add(shown.trim());
      return [...seen].some((shown) => shown.includes(text));
    }).toBe(true);
  } catch (error) {
    throw new Error(`no toast "${text}"; the toasts seen meanwhile: ${JSON.stringify([...seen])}`, { cause: error });
  }
}

export async function expectNoHorizontalScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${label}`).toBeLessThanOrEqual(0);
}

/** The event id in a management URL. */
export function eventIdFrom(url: string): string {
  const id = /\/events\/([0-9a-f-]{36})\/management/.exec(url)?.[1];
  if (!id) throw new Error(`not a management URL: ${url}`);
  return id;
}
