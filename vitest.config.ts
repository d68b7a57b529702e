import { defineConfig } from 'vitest/config';

/**
 * The browser journeys CI runs on the embedded database (E2E_JOURNEYS=smoke); on PostgreSQL it runs
 * them all (docs/decisions/020-smaller-embedded-phase.md).
 */
const smokeJourneys = ['e2e/routing.test.ts', 'e2e/accounts.test.ts', 'e2e/first-hour.test.ts'];

export default defineConfig({
  test: {
    // Migrates the test database once; each test file starts from a copy (server/test/test-database.ts).
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: process.env.E2E_JOURNEYS === 'smoke' ? smokeJourneys : ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One Chromium at a time on a two-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
