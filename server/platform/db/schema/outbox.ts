import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export type OutboxEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
};

/**
 * Which mail goes first when many are due: a sign-in code must not wait behind a bulk send, and a
 * guest's own mail (a ticket, a decision) not behind an announcement to thousands.
 */
export const mailPriorities = { code: 0, normal: 1, bulk: 2 } as const;
export type MailPriority = (typeof mailPriorities)[keyof typeof mailPriorities];

/** Side effects written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dedupKey: text('dedup_key').notNull().unique(),
    kind: text('kind').$type<'email'>().notNull().default('email'),
    payload: jsonb('payload').$type<OutboxEmail>().notNull(),
    /** holds a one-time code: the body is blanked once the mail is sent */
    sensitive: boolean('sensitive').notNull().default(false),
    /** lower goes first (mailPriorities) */
    priority: smallint('priority').$type<MailPriority>().notNull().default(mailPriorities.normal),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.priority, table.id)
      .where(sql`sent_at is null`),
    // An announcement's mails by its id (their keys are `announcement:<id>:<recipient>`): the history's counts.
    index('outbox_announcement_idx')
      .on(sql`split_part(dedup_key, ':', 2)`)
      .where(sql`dedup_key like 'announcement:%'`),
  ],
);

/** Where mail goes when no SMTP server is configured (development). */
export const devMailbox = pgTable('dev_mailbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  messageId: text('message_id').notNull().unique(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
