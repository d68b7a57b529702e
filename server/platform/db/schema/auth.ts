import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type SessionRevokeReason = 'SIGN_OUT' | 'REUSE';

/** A sign-in on one browser: the family every rotated refresh token belongs to. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').$type<SessionRevokeReason>(),
    /** the origin the session was opened for (a community's site); null: APP_ORIGIN */
    origin: text('origin'),
    /**
     * One browser's sessions across hosts: a session opened by a handoff takes the browser of the
     * session that minted the code, so signing out on one host ends them all (decision 014).
     */
    browserId: uuid('browser_id').notNull().defaultRandom(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_browser_idx').on(table.browserId)],
);

/** Refresh tokens, stored as keyed hashes. A token is used once; its successor is derived from it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** A third-party account (e.g. Google) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('user_identities_user_idx').on(table.userId)],
);

/** Sign-up tokens already spent: a token creates at most one account. */
export const usedSignUpTokens = pgTable('used_sign_up_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-time codes that carry a signed-in person from one host to another (decision 014): stored as
 * keyed hashes, bound to the user and the origin that may redeem them, spent once within a minute.
 */
export const handoffCodes = pgTable(
  'handoff_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetOrigin: text('target_origin').notNull(),
    /** the browser of the session that minted it: the session it opens joins that browser */
    browserId: uuid('browser_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('handoff_codes_expires_idx').on(table.expiresAt), index('handoff_codes_user_idx').on(table.userId)],
);
