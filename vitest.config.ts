import { defineConfig } from 'vitest/config';

const allUnitTests = ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts'];
const webTests = ['web/**/*.test.{ts,tsx}'];

/**
 * `TEST_SET=embedded`: what CI runs on the embedded database, besides everything on PostgreSQL
 * (docs/decisions/023-embedded-phase-for-what-is-embedded.md): the platform (the driver, its one
 * connection and lanes, migrations, jobs, the HTTP layer and the fuzzing of every operation), the
 * whole process (start, CLI, the endpoint table), the demo data every context seeds through its own
 * services, the tests that need no database, and three browser journeys.
 */
const embeddedSet = process.env.TEST_SET === 'embedded';
const embeddedUnitTests = [
  'server/platform/**/*.test.ts',
  'server/seed/**/*.test.ts',
  'server/*.test.ts',
  'contract/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const embeddedJourneys = ['e2e/routing.test.ts', 'e2e/accounts.test.ts', 'e2e/first-hour.test.ts'];

export default defineConfig({
  test: {
    // Migrates the test database once; each test file starts from a copy (server/test/test-database.ts).
    globalSetup: ['server/test/global-setup.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: embeddedSet ? embeddedUnitTests : allUnitTests,
          environment: 'node',
          // Vitest would leave one of two cores to itself; a test file mostly waits on its database.
          maxWorkers: 2,
          // A worker's files share its modules instead of each importing the server afresh, which
          // took more of a run than the tests did. Each file still builds its own app on its own
          // database; nothing here mocks a module or registers a hook from a shared helper.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The browser code's tests stub globals and mock modules, so each file keeps its own.
          name: 'web',
          include: webTests,
          environment: 'node',
          maxWorkers: 2,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: embeddedSet ? embeddedJourneys : ['e2e/**/*.test.ts'],
          environment: 'node',
          // A journey's steps fail on their own waits (15 s for a poll, 30 s for an action); the whole
          // test's bound only stops a hang, and a long journey took 49 s on a quiet run here, so it
          // leaves room for a host two or three times slower.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // After the unit and API tests, not beside them; a journey mostly waits (on the page, the mail,
          // the clock), so three at once keep two cores busy.
          sequence: { groupOrder: 1 },
          maxWorkers: 3,
          // On a loaded two-core machine a browser event now and then misses its window (a file chooser
          // once, in a clean CI run here); a journey step gets one more try, and a second failure fails.
          retry: 1,
        },
      },
    ],
  },
});
