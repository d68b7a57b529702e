import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe-core on the page as it is now; fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    const report = blocking
      .map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n')}`)
      .join('\n');
    console.log(`Accessibility violations on ${label}:\n${report}`);
  }
  expect(blocking.map((v) => v.id), `serious/critical axe violations on ${label}`).toEqual([]);
}
