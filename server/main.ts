import path from 'node:path';
import { buildApp } from './app.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/client.ts';
import { readEnv } from './platform/env.ts';
import { fileStoreFor } from './platform/files/file-store.ts';
import { startRetentionPurge } from './retention-purge.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/**
 * Between SIGTERM and closing the listener, every request answers 503 G00008 (readiness too): a
 * load balancer notices, and requests already on the wire are read and refused rather than having
 * their connections reset, which is what closing the listener does to a connection not yet read.
 */
const SETTLE_MS = 1_000;
/** Requests in flight get this long to finish after SIGTERM; then their connections are cut. */
const REQUESTS_GRACE_MS = 10_000;
/** Past this the process exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

const env = readEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: path.join(env.DATA_DIR, 'pglite'),
  statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
});
await database.migrate();
const files = fileStoreFor(env, database.db, systemClock);
if (env.SEED_DEMO) await seedDemoIfEmpty(database.db, systemClock, files);

const app = await buildApp({ db: database.db, env, clock: systemClock });
await app.listen({ port: env.PORT, host: env.HOST });
app.outboxWorker.start();
app.announcementSender.start();
// Daily: non-members' registrations go 6 months after their event (docs/registrations.md).
const retentionPurge = startRetentionPurge({
  db: database.db,
  clock: systemClock,
  files,
  log: app.log,
});
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
  // From here every request answers 503 G00008 (readiness too), and app.close() stops listening,
  // ends the check-in streams with a reconnect hint, and waits for the requests in flight.
  app.closing = true;
  setTimeout(() => app.server.closeAllConnections(), REQUESTS_GRACE_MS).unref();
  const settled = new Promise((resolve) => setTimeout(resolve, SETTLE_MS)).then(() => app.close());
  await Promise.all([settled, app.outboxWorker.stop(), retentionPurge.stop()]);
  await database.close();
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
