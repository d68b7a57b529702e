import { outbox, type OutboxEmail } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../clock.ts';

export type QueuedEmail = OutboxEmail & {
  /** The same key twice is one email: retries of a use case never send twice. */
  dedupKey: string;
  /** the mail carries a one-time code: keep its body only until it is sent */
  sensitive?: boolean;
};

/**
 * Queues an email in the caller's transaction, so the email exists exactly when the change
 * that caused it commits. The outbox worker sends it.
 */
export async function enqueueEmail(tx: DbOrTx, clock: Clock, email: QueuedEmail): Promise<void> {
  const { dedupKey, sensitive = false, ...payload } = email;
  const now = clock.now();
  await tx
    .insert(outbox)
    .values({ dedupKey, payload, sensitive, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: outbox.dedupKey });
}
