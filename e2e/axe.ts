import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// A rule's violations carry the rule's own impact, so of axe's default rules, those that can only
// find minor or moderate ones are turned off: the check below would drop what they find, and they
// cost time (`region` walks the whole page).
const minorRules = (axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } })._audit.rules
  .filter((rule) => rule.impact !== 'serious' && rule.impact !== 'critical')
  .map((rule) => rule.id);

/** Runs axe-core on the page as it is now; fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A toast fading in or out is half transparent: let finite animations (transitions) finish so
  // contrast is measured on what a person reads, not on a frame of a transition.
  for (let round = 0; round < 2; round++) await settleAnimations(page);
  // Toasts are left out: one lives 3 s and its closing fade, started by a timer, can begin while a
  // busy machine is still analysing, so its contrast would be read on a half-transparent frame.
  // Their colours are the theme's, read on every other element.
  // Legacy mode runs axe in the page itself rather than finishing each analysis in a new blank page,
  // which cost more than the analysis; the app has no cross-origin frames for that to reach.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .disableRules(minorRules)
    .exclude('.mantine-Notifications-root')
    .analyze();
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
