// Reads that grow with what they read (the guest list's searches, its CSV exports) are kept in
// bounds three ways: each runs under a shorter statement_timeout than the pool's, a read whose
// client went away is cancelled on the server rather than left to finish for nobody, and each host
// may run only a few at once per instance (429 G00342). A statement stopped either way answers
// 503 G00341 (server/platform/http/errors.ts). The embedded database runs one statement at a time
// and cannot interrupt one: there the reads run as they are, only the per-host limit applies.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AppError } from '../http/errors.ts';
import { isServerDatabase, type Db, type DbOrTx } from './client.ts';

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
 * Runs `read` in a read-only transaction whose statements stop after `timeoutMs`; when `signal`
 * aborts, the statement running is cancelled. The transaction names itself (application_name, for
 * this transaction only), so the cancel reaches its connection only while it is still ours.
 */
export async function runHeavyRead<T>(
  db: Db,
  limits: HeavyReadLimits,
  signal: AbortSignal | undefined,
  read: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  if (!isServerDatabase(db)) return read(db);
  if (signal?.aborted) throw new AppError('G00341');
  return db.transaction(
    async (tx) => {
      const marker = `moim-read-${randomUUID()}`;
      const started = await tx.execute(sql`
        select pg_backend_pid() as pid,
          set_config('statement_timeout', ${String(limits.timeoutMs)}, true),
          set_config('application_name', ${marker}, true)`);
      const { pid } = (started as { rows: { pid: number }[] }).rows[0];
      const cancel = () =>
        void db
          .execute(sql`select pg_cancel_backend(pid) from pg_stat_activity where pid = ${pid} and application_name = ${marker}`)
          .catch(() => {});
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        return await read(tx);
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    },
    { accessMode: 'read only' },
  );
}
