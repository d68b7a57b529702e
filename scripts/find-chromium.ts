import { existsSync } from 'node:fs';

/** Chromium for the browser tests: CHROMIUM_PATH, else Debian's package. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate))) ?? null;
}
