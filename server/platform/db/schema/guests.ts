import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CheckInAction, CheckInSource, ParticipantFilters } from '../../../../contract/guests.ts';
import { events } from './events.ts';
import { registrations } from './registrations.ts';
import { users } from './users.ts';

/**
 * The door's log: one row per check-in change (a scan, a manual check-in, an undo). Written in the
 * same transaction as the change itself, so it holds exactly the changes that happened. The live
 * stream of every app instance reads it; `recordedAt` is the database's own time for that reader.
 */
export const checkInEvents = pgTable(
  'check_in_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    action: text('action').$type<CheckInAction>().notNull(),
    source: text('source').$type<CheckInSource>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the app's clock: what people are shown */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** the database's clock at insert: what the live stream polls by */
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('check_in_events_event_recorded_idx').on(table.eventId, table.recordedAt),
    index('check_in_events_registration_idx').on(table.registrationId, table.id),
    check('check_in_events_action_known', sql`${table.action} in ('CHECK_IN', 'UNDO')`),
    check('check_in_events_source_known', sql`${table.source} in ('QR', 'MANUAL')`),
    index('check_in_events_actor_user_idx').on(table.actorUserId),
  ],
);

/** Every guest-list export: who, when, with which search and filters, and how many rows left. */
export const participantExports = pgTable(
  'participant_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** kept when the account goes, with the name and email it had */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    search: text('search'),
    filters: jsonb('filters').$type<ParticipantFilters>().notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('participant_exports_event_idx').on(table.eventId, table.createdAt),
    index('participant_exports_actor_user_idx').on(table.actorUserId),
  ],
);
