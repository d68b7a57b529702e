import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { createFakeClock, type FakeClock } from '../platform/clock.ts';
import { openDatabase, type Database, type Db } from '../platform/db/client.ts';
import { readEnv, type Env } from '../platform/env.ts';
import { fileStoreFor, type FileStore } from '../platform/files/file-store.ts';
import { loggerOptions } from '../platform/logger.ts';
import type { MailTransport } from '../platform/mail/transport.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  env: Env;
  /** the app's file store (the database's with DATABASE_URL, else the disk under DATA_DIR) */
  files: FileStore;
  /** the server database's URL when running on PostgreSQL (for a second app instance) */
  databaseUrl?: string;
  /** sends every queued mail now */
  drainOutbox(): Promise<number>;
  /** turns every due announcement into queued mail now; answers how many */
  drainAnnouncements(): Promise<number>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  transport?: MailTransport;
  clock?: FakeClock;
  /** share another test app's database (two instances, one database) */
  sharedDatabaseUrl?: string;
  /** share another test app's database, whichever kind it is: the same server database, or the same embedded one */
  shareDatabaseWith?: TestApp;
  logStream?: NodeJS.WritableStream;
  /** where the built SPA is; defaults to dist/web */
  webDistDir?: string;
  /** extra routes for a test, registered before the app is ready */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
};

async function databaseFor(options: TestAppOptions): Promise<Database & { url?: string }> {
  const sharedUrl = options.sharedDatabaseUrl ?? options.shareDatabaseWith?.databaseUrl;
  if (sharedUrl) return openDatabase({ databaseUrl: sharedUrl, poolSize: 20 });
  if (options.shareDatabaseWith) {
    // The embedded database lives in the first app's process: borrow it, and leave closing it to that app.
    const { db } = options.shareDatabaseWith;
    return { db, driver: 'pglite', migrate: async () => {}, close: async () => {} };
  }
  return openTestDatabase();
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await databaseFor(options);
  const env = readEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    // Streams re-check access at each heartbeat: tests should not wait the production 15 s.
    CHECK_IN_HEARTBEAT_MS: '500',
    // Tests see every write at once; the caches themselves are tested with them switched on.
    EVENT_PAGE_CACHE_MS: '0',
    FOR_YOU_CACHE_MS: '0',
    ...options.env,
  });
  const clock = options.clock ?? createFakeClock();
  // The production logger settings (redaction included), writing to the test's stream.
  const logger = options.logStream ? pino(loggerOptions('info'), options.logStream) : false;
  const app = await buildApp({
    db: database.db,
    env,
    clock,
    transport: options.transport,
    logger,
    webDistDir: options.webDistDir,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    env,
    files: fileStoreFor(env, database.db, clock),
    databaseUrl: database.url ?? options.sharedDatabaseUrl,
    drainOutbox: () => app.outboxWorker.drain(),
    drainAnnouncements: () => app.announcementSender.drain(),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
