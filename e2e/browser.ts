import { chromium, type Browser } from 'playwright-core';
import { describe } from 'vitest';
import { findChromium } from '../scripts/find-chromium.ts';

const executablePath = findChromium();

if (!executablePath) {
  if (process.env.E2E_REQUIRED === '1') {
    throw new Error('Browser tests are required (E2E_REQUIRED=1) but Chromium was not found: install it or set CHROMIUM_PATH.');
  }
  console.log('Browser tests skipped: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH).');
}

/** `describe` for browser journeys: skipped, after the one line above, when there is no Chromium. */
export const describeInBrowser = executablePath ? describe : describe.skip;

/** `args`: extra Chromium switches (a fake camera, say). */
export function launchBrowser(options: { args?: string[] } = {}): Promise<Browser> {
  if (!executablePath) throw new Error('Chromium not found');
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...(options.args ?? []),
    ],
  });
}
