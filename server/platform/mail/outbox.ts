import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import { devMailbox, mailPriorities, outbox, type MailPriority, type OutboxEmail } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';
import { insertFromJson, rowsAsJson } from '../db/rows-as-json.ts';
import type { Clock } from '../clock.ts';

export type QueuedEmail = OutboxEmail & {
  /** The same key twice is one email: retries of a use case never send twice. */
  dedupKey: string;
  /** the mail carries a one-time code: keep its body only until it is sent */
  sensitive?: boolean;
  /** `mailPriorities.code` for a code someone is waiting for, `bulk` for one mail to many; everything else is `normal` */
  priority?: MailPriority;
};

/**
 * Queues an email in the caller's transaction, so the email exists exactly when the change
 * that caused it commits. The outbox worker sends it.
 */
export async function enqueueEmail(tx: DbOrTx, clock: Clock, email: QueuedEmail): Promise<void> {
  await tx.insert(outbox).values(outboxRow(clock, email)).onConflictDoNothing({ target: outbox.dedupKey });
}

/** Queues a batch of emails in one statement, each key once. */
export async function enqueueEmails(tx: DbOrTx, clock: Clock, emails: QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await tx
    .insert(outbox)
    .values(emails.map((email) => outboxRow(clock, email)))
    .onConflictDoNothing({ target: outbox.dedupKey });
}

/** The row enqueueEmail writes: for a caller that writes it as part of one larger statement. */
export function outboxRow(clock: Clock, email: QueuedEmail) {
  const { dedupKey, sensitive = false, priority = mailPriorities.normal, ...payload } = email;
  const now = clock.now();
  return { dedupKey, payload, sensitive, priority, nextAttemptAt: now, createdAt: now } satisfies typeof outbox.$inferInsert;
}

const outboxKeys = Object.keys({
  dedupKey: 1,
  payload: 1,
  sensitive: 1,
  priority: 1,
  nextAttemptAt: 1,
  createdAt: 1,
} satisfies Record<keyof ReturnType<typeof outboxRow>, 1>) as (keyof ReturnType<typeof outboxRow>)[];

/** Emails as the JSON one larger statement queues them from (see queueEmailsFromJson). */
export function emailsAsJson(clock: Clock, emails: QueuedEmail[]): string {
  return rowsAsJson(
    outbox,
    emails.map((email) => outboxRow(clock, email)),
  );
}

/** The part of one larger statement that queues the emails `rows` holds (from emailsAsJson), each key once. */
export function queueEmailsFromJson(rows: SQL | Placeholder): SQL {
  return sql`${insertFromJson(outbox, outboxKeys, rows)} on conflict (dedup_key) do nothing`;
}

/** Takes back a mail queued earlier in the same transaction. */
export async function withdrawQueuedEmail(tx: DbOrTx, dedupKey: string): Promise<void> {
  await tx.delete(outbox).where(eq(outbox.dedupKey, dedupKey));
}

/** Forgets every mail whose key starts with one of the prefixes, queued or kept in the dev mailbox; answers how many were queued. */
export async function forgetEmailsKeyedBy(tx: DbOrTx, prefixes: string[]): Promise<number> {
  if (prefixes.length === 0) return 0;
  const startsWithAny = (column: typeof outbox.dedupKey | typeof devMailbox.messageId, starts: string[]) =>
    or(...starts.map((start) => sql`starts_with(${column}, ${start})`));
  const mails = await tx.delete(outbox).where(startsWithAny(outbox.dedupKey, prefixes)).returning({ id: outbox.id });
  await tx.delete(devMailbox).where(
    startsWithAny(
      devMailbox.messageId,
      prefixes.map((prefix) => `<${prefix}`),
    ),
  );
  return mails.length;
}
