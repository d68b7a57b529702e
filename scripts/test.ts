// `npm test`: unit and API tests, then the browser journeys when Chromium is there (TEST_SET=embedded:
// the set CI runs on the embedded database only, see vitest.config.ts).
// Ends with one line `N passed, N failed, N skipped` whatever the runner printed before.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium } from './find-chromium.ts';
import { ensureWebBuild } from './web-build.ts';

const chromium = findChromium();
const projects = ['unit', 'web'];
if (chromium) {
  ensureWebBuild();
  projects.push('e2e');
  if (process.env.TEST_SET === 'embedded')
    console.log("Only the embedded database's set (TEST_SET=embedded, see vitest.config.ts).");
} else if (process.env.E2E_REQUIRED === '1') {
  console.error('Browser tests are required (E2E_REQUIRED=1) but Chromium was not found: install it or set CHROMIUM_PATH.');
  process.exit(1);
} else {
  console.log('Browser tests skipped: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH).');
}

const report = path.join(mkdtempSync(path.join(tmpdir(), 'moim-test-')), 'results.json');
const args = ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p])];
args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2));
const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium ?? '' } });

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  passed = results.numPassedTests;
  failed = results.numFailedTests + results.numFailedTestSuites;
  skipped = results.numPendingTests + results.numTodoTests;
} catch {
  failed = Math.max(1, failed);
}
const exitCode = run.status === 0 && failed === 0 ? 0 : 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
