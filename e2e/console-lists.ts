// The console's lists on a phone: every row's text keeps at least its avatar's width (and, on a
// phone, half the row: the controls go under it rather than squeeze it), and the page is no more
// than twice as tall as the same content laid out on a wide screen.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AVATAR_PX = 40;

/** The narrowest text column among the lists' rows (the first element after a row's avatar, or its first). */
async function narrowestTextColumn(page: Page): Promise<{ width: number; share: number; text: string } | null> {
  return page.evaluate(() => {
    let narrowest: { width: number; share: number; text: string } | null = null;
    for (const row of document.querySelectorAll('main ul > li')) {
      const children = [...row.children];
      const avatarAt = children.findIndex((child) => child.classList.contains('mantine-Avatar-root'));
      const column = children[avatarAt + 1];
      if (!column) continue;
      const width = column.getBoundingClientRect().width;
      const share = width / row.getBoundingClientRect().width;
      if (!narrowest || width < narrowest.width) narrowest = { width, share, text: (column.textContent ?? '').slice(0, 60) };
    }
    return narrowest;
  });
}

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

export async function expectListsReadOnPhone(page: Page, label: string) {
  const narrowest = await narrowestTextColumn(page);
  if (narrowest) expect(narrowest.width, `${label}: “${narrowest.text}”`).toBeGreaterThanOrEqual(AVATAR_PX);
  const viewport = page.viewportSize();
  if (!viewport || viewport.width > 640) return;
  if (narrowest) expect(narrowest.share, `${label}: “${narrowest.text}”`).toBeGreaterThanOrEqual(0.5);
  const onPhone = await pageHeight(page);
  await page.setViewportSize({ width: 1280, height: viewport.height });
  const onDesktop = await pageHeight(page);
  await page.setViewportSize(viewport);
  expect(onPhone, `${label}: ${onPhone} px tall on a phone, ${onDesktop} px on a wide screen`).toBeLessThanOrEqual(2 * onDesktop);
}
