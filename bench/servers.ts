// The servers under measurement, in one child process: the reference servers and the app,
// all on the same database so the ratios compare like with like.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { systemClock } from '../server/platform/clock.ts';
import { openDatabase } from '../server/platform/db/client.ts';
import { readEnv } from '../server/platform/env.ts';
import { benchCases, selectBenchCases } from './cases.ts';
import { prepareSeatReference, takeReferenceSeat } from './registration-case.ts';

const env = readEnv({
  ...process.env,
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-0123456789abcdefghij',
  LOG_LEVEL: 'warn',
  // The host's searches at once (G00342) raised to the load's connections: the guest list's case
  // measures its search, not the limit's refusals.
  HEAVY_READS_PER_HOST: process.env.BENCH_CONNECTIONS ?? '20',
});
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
await database.migrate();
const db = database.db;

const hello = Fastify();
hello.get('/', async () => ({ data: 'hello' }));

const oneQuery = Fastify();
oneQuery.get('/', async () => {
  await db.execute(sql`select 1`);
  return { data: { status: 'ok' } };
});
// The registration rush's reference: one conditional UPDATE on a one-row table.
await prepareSeatReference(db);
oneQuery.post('/conditional-update', async () => ({ data: { seated: await takeReferenceSeat(db) } }));

const app = await buildApp({ db, env, clock: systemClock, logger: false });
const targets: Record<string, unknown> = {};
// Only the cases this run measures (BENCH_ONLY, as in run.ts): preparing the others' data takes minutes.
for (const benchCase of selectBenchCases(process.env.BENCH_ONLY))
  targets[benchCase.name] = await benchCase.prepare({ db, app, env });

const listen = async (server: {
  listen(options: { port: number; host: string }): Promise<string>;
  server: { address(): unknown };
}) => {
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  return (address as { port: number }).port;
};

const ports = { hello: await listen(hello), oneQuery: await listen(oneQuery), app: await listen(app) };
process.send?.({ ports, targets, driver: database.driver });
let stopping = false;
process.on('message', (message: { verify?: string }) => {
  // A case's check of what its run left behind; any other message stops the servers.
  const benchCase = benchCases.find((c) => c.name === message?.verify);
  if (benchCase?.verify) return void benchCase.verify({ db }).then((result) => process.send?.(result));
  stopping = true;
  void Promise.all([hello.close(), oneQuery.close(), app.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
// The bench that started this process crashed: nothing is left to serve. (After a stop, the
// servers close on their own.)
process.on('disconnect', () => {
  if (!stopping) process.exit(1);
});
