import { mailPriorities, outbox, type MailPriority, type OutboxEmail } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Clock } from '../clock.ts';

export type QueuedEmail = OutboxEmail & {
  /** The same key twice is one email: retries of a use case never send twice. */
  dedupKey: string;
  /** the mail carries a one-time code: keep its body only until it is sent */
  sensitive?: boolean;
  /** `mailPriorities.code` for a code someone is waiting for; everything else is `normal` */
  priority?: MailPriority;
};

/**
 * Queues an email in the caller's transaction, so the email exists exactly when the change
 * that caused it commits. The outbox worker sends it.
 */
export async function enqueueEmail(tx: DbOrTx, clock: Clock, email: QueuedEmail): Promise<void> {
  await tx.insert(outbox).values(outboxRow(clock, email)).onConflictDoNothing({ target: outbox.dedupKey });
}

/** The row enqueueEmail writes: for a caller that writes it as part of one larger statement. */
export function outboxRow(clock: Clock, email: QueuedEmail) {
  const { dedupKey, sensitive = false, priority = mailPriorities.normal, ...payload } = email;
  const now = clock.now();
  return { dedupKey, payload, sensitive, priority, nextAttemptAt: now, createdAt: now } satisfies typeof outbox.$inferInsert;
}
