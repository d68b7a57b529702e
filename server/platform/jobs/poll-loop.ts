// A background pass run over and over: again at once while it finds work, after `pollMs` when it
// finds none or fails. The outbox worker and the announcement sender each run one.
import type { FastifyBaseLogger } from 'fastify';

export type PollLoopOptions = {
  /** one pass; resolves true if it found work (so the next pass runs at once) */
  pass: () => Promise<boolean>;
  pollMs: number;
  log: FastifyBaseLogger;
  /** what the log calls a pass that failed, e.g. 'outbox worker pass failed' */
  failure: string;
};

export function createPollLoop({ pass, pollMs, log, failure }: PollLoopOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;
  let stopped = true;

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    running = pass();
    try {
      schedule((await running) ? 0 : pollMs);
    } catch (error) {
      log.error({ err: error }, failure);
      schedule(pollMs);
    } finally {
      running = undefined;
    }
  }

  function start() {
    if (!stopped) return;
    stopped = false;
    schedule(0);
  }

  /** Runs the next pass now instead of at the end of its wait; a pass under way is not interrupted. */
  function kick() {
    if (stopped || running || !timer) return;
    clearTimeout(timer);
    schedule(0);
  }

  /** Starts no further pass, and waits for the one under way. */
  async function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
    await running?.catch(() => {});
  }

  return { start, kick, stop };
}
