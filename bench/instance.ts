// A second app process for the cases measured on two (bench/run.ts): the same app on the same
// database as servers.ts's, with a pool of its own, listening on a port it reports to its parent.
import { buildApp } from '../server/app.ts';
import { systemClock } from '../server/platform/clock.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { readEnv } from '../server/platform/env.ts';

const env = readEnv({
  ...process.env,
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-0123456789abcdefghij',
  LOG_LEVEL: 'warn',
});
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
const app = await buildApp({ db: database.db, env, clock: systemClock, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
// The bench that started this process has ended (or crashed): nothing is left to serve.
process.on('disconnect', () => process.exit(0));
