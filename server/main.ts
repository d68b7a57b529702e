import path from 'node:path';
import { buildApp } from './app.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/client.ts';
import { readEnv } from './platform/env.ts';
import { startRetentionPurge } from './retention-purge.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

const SHUTDOWN_GRACE_MS = 15_000;

const env = readEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
  statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
});
await database.migrate();
if (env.SEED_DEMO) await seedDemoIfEmpty(database.db, systemClock);

const app = await buildApp({ db: database.db, env, clock: systemClock });
await app.listen({ port: env.PORT, host: env.HOST });
app.outboxWorker.start();
// Daily: non-members' registrations go 6 months after their event (docs/registrations.md).
const retentionPurge = startRetentionPurge({ db: database.db, clock: systemClock, env, log: app.log });
app.log.info(`Moim is serving ${env.APP_ORIGIN} (database: ${database.driver})`);

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A request that never ends must not keep the process alive.
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  app.closing = true;
  await retentionPurge.stop();
  await app.close();
  await database.close();
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
