import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per (scope, email): the live code (only its keyed hash) and every counter the limits
 * need, so each limit is one conditional statement on one row, shared by all server instances.
 * The scope says what the code proves: `account` (sign-in and sign-up) or `event:{id}` (a
 * non-member's email for one event).
 */
export const emailedCodes = pgTable(
  'emailed_codes',
  {
    scope: text('scope').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** guesses evaluated against this code */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    sendWindowStartedAt: timestamp('send_window_started_at', { withTimezone: true }).notNull(),
    sendsInWindow: integer('sends_in_window').notNull().default(0),
    failureWindowStartedAt: timestamp('failure_window_started_at', { withTimezone: true }),
    failuresInWindow: integer('failures_in_window').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.scope, table.email] })],
);
