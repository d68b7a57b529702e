// Reads that grow with what they read (the guest list's searches, its CSV exports) are kept in
// bounds three ways: each runs on a connection of their own pool, under a shorter statement_timeout
// than the main pool's; a read whose client went away is cancelled on the server rather than left
// to finish for nobody; and each host may run only a few at once per instance (429 G00342). A
// statement stopped either way answers 503 G00341 (server/platform/http/errors.ts). The embedded
// database runs one statement at a time and cannot interrupt one: there the reads run as they
// are, only the per-host limit applies.
import { sql } from 'drizzle-orm';
import { AppError } from '../http/errors.ts';
import { isServerDatabase, type Db, type DbOrTx } from './client.ts';
import { heavyReadPoolsOf } from './heavy-read-pool.ts';

export type HeavyReadLimits = { timeoutMs: number; perHost: number };

const runningByDb = new WeakMap<Db, Map<string, number>>();

/** Takes one of the host's slots, or 429 G00342 when they are all taken; call the answer once done. */
export function claimHeavyRead(db: Db, hostId: string, limits: HeavyReadLimits): () => void {
  const running = runningByDb.get(db) ?? new Map<string, number>();
  runningByDb.set(db, running);
  const now = running.get(hostId) ?? 0;
  if (now >= limits.perHost) throw new AppError('G00342');
  running.set(hostId, now + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (running.get(hostId) ?? 1) - 1;
    if (left > 0) running.set(hostId, left);
    else running.delete(hostId);
  };
}

/**
 * Runs `read` on a connection of the heavy reads' own pool (heavy-read-pool.ts), whose statements
 * are read-only and stop after `timeoutMs`; when `signal` aborts, the statement running is
 * cancelled. The connection is held until the cancel has answered: PostgreSQL ignores a cancel
 * that reaches a backend waiting for its next statement, so it can only stop this read's.
 */
export async function runHeavyRead<T>(
  db: Db,
  limits: HeavyReadLimits,
  signal: AbortSignal | undefined,
  read: (db: DbOrTx) => Promise<T>,
): Promise<T> {
  if (!isServerDatabase(db)) return read(db);
  if (signal?.aborted) throw new AppError('G00341');
  const connection = await heavyReadPoolsOf(db).connect(limits.timeoutMs);
  let cancelled: Promise<unknown> | undefined;
  const cancel = () => {
    cancelled = db.execute(sql`select pg_cancel_backend(${connection.pid})`).catch(() => {});
  };
  try {
    if (signal?.aborted) throw new AppError('G00341');
    signal?.addEventListener('abort', cancel, { once: true });
    return await read(connection.db);
  } finally {
    signal?.removeEventListener('abort', cancel);
    await cancelled;
    connection.release();
  }
}
