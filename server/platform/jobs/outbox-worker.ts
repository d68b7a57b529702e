import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailPriorities, outbox } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import type { MailTransport } from '../mail/transport.ts';
import { createPollLoop } from './poll-loop.ts';

export type OutboxWorkerOptions = {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
  messageDomain: string;
  batchSize?: number;
  /** how long a claimed row belongs to this worker before another may take it */
  leaseMs?: number;
  /** the same for a sign-in code: short, and renewed while it is being sent */
  codeLeaseMs?: number;
  pollMs?: number;
};

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** 10 s, 20 s, 40 s … capped at an hour: a failed mail is retried forever, never dropped. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, clock, transport, log, messageDomain } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;
  // A code claimed by an instance that dies is free again within seconds, not a minute: codes must
  // arrive while the person still waits at the sign-in form.
  const codeLeaseMs = options.codeLeaseMs ?? 3_000;
  const pollMs = options.pollMs ?? 1_000;
  let killed = false;
  /** set by stop(): finish the mail being sent, give the rest of the batch back */
  let handingBack = false;

  async function claimBatch() {
    const now = clock.now();
    const leaseEnd = new Date(now.getTime() + leaseMs);
    const codeLeaseEnd = new Date(now.getTime() + codeLeaseMs);
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now), or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now))),
      )
      // Codes first (mailPriorities), then in the order they were queued.
      .orderBy(asc(outbox.priority), asc(outbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        lockedUntil: sql`case when ${outbox.priority} = ${mailPriorities.code} then ${codeLeaseEnd.toISOString()}::timestamptz else ${leaseEnd.toISOString()}::timestamptz end`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning();
  }

  /** Keeps a code's short lease alive while its mail is handed over, however slow the SMTP server is. */
  async function holdingLease<T>(row: { id: number; priority: number }, send: () => Promise<T>): Promise<T> {
    if (row.priority !== mailPriorities.code) return send();
    const renew = setInterval(() => {
      void db
        .update(outbox)
        .set({ lockedUntil: new Date(clock.now().getTime() + codeLeaseMs) })
        .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)))
        .catch(() => undefined);
    }, codeLeaseMs / 3);
    try {
      return await send();
    } finally {
      clearInterval(renew);
    }
  }

  /** Marks mails sent, blanking a code's body: it was kept only until the mail left. */
  function markSent(ids: number[]) {
    return db
      .update(outbox)
      .set({
        sentAt: clock.now(),
        lockedUntil: null,
        lastError: null,
        payload: sql`case when ${outbox.sensitive}
          then jsonb_build_object('to', ${outbox.payload}->'to', 'subject', ${outbox.payload}->'subject', 'text', '')
          else ${outbox.payload} end`,
      })
      .where(inArray(outbox.id, ids));
  }

  /**
   * Marks sent mails while the next ones are handed to SMTP (decision 047): one statement at a
   * time, each taking every mail sent since the previous one began. Only those few are unmarked if
   * the process dies; they go again with the same Message-ID (at least once, decision 004).
   */
  function sentMarks() {
    let waiting: number[] = [];
    let failure: unknown;
    let writing = Promise.resolve();
    return {
      failed: () => failure !== undefined,
      add(id: number) {
        waiting.push(id);
        if (waiting.length > 1) return; // the statement already queued takes it too
        writing = writing.then(async () => {
          const ids = waiting;
          waiting = [];
          if (killed || failure !== undefined) return;
          await markSent(ids).catch((error: unknown) => (failure = error));
        });
      },
      /** Waits until every mail added is marked; throws if marking failed. */
      async settle() {
        await writing;
        if (failure !== undefined) throw failure;
      },
    };
  }

  async function recordFailure(row: { id: number; attempts: number }, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const retryAt = new Date(clock.now().getTime() + backoffMs(row.attempts));
    await db
      .update(outbox)
      .set({ lockedUntil: null, nextAttemptAt: retryAt, lastError: message.slice(0, 500) })
      .where(eq(outbox.id, row.id));
    log.warn({ outboxId: row.id, attempts: row.attempts, retryAt }, 'mail send failed; will retry');
  }

  /** Sends what is due once; returns how many were delivered. */
  async function runOnce(): Promise<number> {
    if (killed || handingBack) return 0;
    const batch = await claimBatch();
    const unsent = new Set(batch.map((row) => row.id));
    const marks = sentMarks();
    let delivered = 0;
    for (const row of batch.sort((a, b) => a.priority - b.priority || a.id - b.id)) {
      if (killed) return delivered;
      if (handingBack || marks.failed()) break;
      unsent.delete(row.id);
      try {
        await holdingLease(row, () => transport.send({ ...row.payload, messageId: `<${row.dedupKey}@${messageDomain}>` }));
      } catch (error) {
        if (killed) return delivered;
        await recordFailure(row, error);
        continue;
      }
      if (killed) return delivered;
      delivered += 1;
      marks.add(row.id);
      // A code's lease is short: it is marked before the next mail, not left to run out behind it.
      if (row.priority === mailPriorities.code) await marks.settle();
    }
    await marks.settle();
    if (unsent.size > 0) await handBack([...unsent]);
    return delivered;
  }

  /** Unclaims rows this worker will not send (it is stopping), so another instance sends them at once. */
  async function handBack(ids: number[]) {
    await db
      .update(outbox)
      .set({ lockedUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
      .where(and(inArray(outbox.id, ids), isNull(outbox.sentAt)));
    log.info({ mails: ids.length }, 'gave back claimed mail on shutdown');
  }

  const loop = createPollLoop({
    pass: async () => (await runOnce()) > 0,
    pollMs,
    log,
    failure: 'outbox worker pass failed',
  });

  return {
    start: loop.start,
    /** Wakes the worker now, e.g. right after a use case queued a mail. */
    kick: loop.kick,
    /** Sends everything due now, in the foreground (CLI and tests). */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        const delivered = await runOnce();
        total += delivered;
        if (delivered === 0 || killed) return total;
      }
    },
    /**
     * Dies on the spot, like a killed process: nothing more is written, claimed rows stay
     * claimed until their lease runs out and another worker takes them.
     */
    kill() {
      killed = true;
      void loop.stop();
      transport.close();
    },
    /**
     * Stops polling, lets the mail being sent finish, and gives back the rest of what it claimed
     * (shutdown): another instance sends it at once instead of after the lease.
     */
    async stop() {
      handingBack = true;
      await loop.stop();
      handingBack = false;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
