import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-address (or per-user) request counts of the routes with a rate limit, one row per route and
 * key, so every app instance on this database counts against the same limit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
