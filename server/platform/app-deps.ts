import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { FileStore } from './files/file-store.ts';

/** What every module is given: no globals, so tests can hand in their own. */
export type AppDeps = {
  db: Db;
  env: Env;
  clock: Clock;
  /** wake the outbox worker after a use case queued mail */
  kickOutbox(): void;
  /** keys sessions, sign-up tokens and code hashes (server/secrets.ts) */
  sessionSecret: string;
  /** where uploaded files live (decision 026) */
  files: FileStore;
};
