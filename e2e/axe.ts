import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe-core on the page as it is now; fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A toast fading in or out is half transparent: let finite animations (transitions) finish so
  // contrast is measured on what a person reads, not on a frame of a transition.
  for (let round = 0; round < 2; round++) await settleAnimations(page);
  await settleToasts(page);
  const results = await new AxeBuilder({ page }).analyze();
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

// A toast's closing fade is started by a timer, not as one animation from the start, so it can begin
// after the animations above settled: wait (a few seconds at most) until every toast on the page is
// wholly opaque or gone.
async function settleToasts(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.mantine-Notification-root')].every((toast) => {
          for (let node: Element | null = toast; node; node = node.parentElement)
            if (Number(getComputedStyle(node).opacity) < 1) return false;
          return true;
        }),
      undefined,
      { timeout: 5000, polling: 100 },
    )
    .catch(() => undefined);
}
