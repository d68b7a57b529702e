import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe-core on the page as it is now; fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A toast fading in or out is half transparent: let finite animations (transitions) finish so
  // contrast is measured on what a person reads, not on a frame of a transition.
  for (let round = 0; round < 2; round++) await settleAnimations(page);
  // Toasts are left out: one lives 3 s and its closing fade, started by a timer, can begin while a
  // busy machine is still analysing, so its contrast would be read on a half-transparent frame.
  // Their colours are the theme's, read on every other element.
  const results = await new AxeBuilder({ page }).exclude('.mantine-Notifications-root').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    const report = blocking
      .map(
        (v) =>
          `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`,
      )
      .join('\n');
    console.log(`Accessibility violations on ${label}:\n${report}`);
  }
  expect(
    blocking.map((v) => v.id),
    `serious/critical axe violations on ${label}`,
  ).toEqual([]);
}

async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(() => {
      const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      const settled = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1500))]);
    })
    .catch(() => undefined);
  await page.waitForTimeout(100);
}
