// Runs the retention purge once a day (and a minute after start), with the injected clock.
// Safe on several instances at once: the purge is idempotent.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './platform/clock.ts';
import type { Db } from './platform/db/client.ts';
import type { FileStore } from './platform/files/file-store.ts';
import { purgeEndedRateLimits } from './platform/http/rate-limit-store.ts';
import { purgeExpiredAuthRecords } from './identity/index.ts';
import { purgeExpiredGuestData, type PurgeResult } from './registrations/index.ts';

export const RETENTION_PURGE_INTERVAL_MS = 24 * 60 * 60_000;

export type RetentionPurgeOptions = {
  db: Db;
  clock: Clock;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
  firstRunDelayMs?: number;
};

export function startRetentionPurge(options: RetentionPurgeOptions) {
  const intervalMs = options.intervalMs ?? RETENTION_PURGE_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PurgeResult | undefined> | undefined;
  let stopped = false;

  async function runNow(): Promise<PurgeResult | undefined> {
    try {
      const result = await purgeExpiredGuestData(options);
      // Spent sessions, tokens and codes go too: nothing there matters once expired.
      const auth = await purgeExpiredAuthRecords(options.db, options.clock);
      await purgeEndedRateLimits(options.db, options.clock);
      if (result.registrations + result.files + result.mails + result.codes > 0)
        options.log.info({ purge: result, auth }, 'retention purge done');
      return result;
    } catch (error) {
      options.log.error({ err: error }, 'retention purge failed; next run tomorrow');
      return undefined;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runNow();
      void running.finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  }

  schedule(options.firstRunDelayMs ?? 60_000);
  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type RetentionPurgeJob = ReturnType<typeof startRetentionPurge>;
