import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { announcementLimits, type AnnouncementAudience, type AnnouncementStatus } from '../../../../contract/announcements.ts';
import type { CommunityAudience } from '../../../../contract/community-announcements.ts';
import type { Locale } from '../../../../contract/locale.ts';
import { feedbackLimits } from '../../../../contract/thank-you.ts';
import { communities } from './communities.ts';
import { events } from './events.ts';
import { registrations } from './registrations.ts';
import { users } from './users.ts';

/**
 * A message from an event's host team to a chosen audience of its guests, or from a community's
 * owner and managers to its members (exactly one of the two; decision 046), sent now or at `sendAt`.
 * Its recipients are chosen when it starts, in batches (`cursor` is the last registration or
 * member's user id queued).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    subjectEn: text('subject_en'),
    bodyEn: text('body_en'),
    subjectKo: text('subject_ko'),
    bodyKo: text('body_ko'),
    audience: jsonb('audience').$type<AnnouncementAudience | CommunityAudience>().notNull(),
    status: text('status').$type<AnnouncementStatus>().notNull().default('SCHEDULED'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    /** the day of sendAt in the event's time zone (a community's: UTC), and which of that day's places it holds (the daily cap) */
    sendDay: text('send_day').notNull(),
    daySlot: smallint('day_slot').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    cursor: uuid('cursor'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('announcements_event_idx').on(table.eventId, table.createdAt),
    index('announcements_community_idx').on(table.communityId, table.createdAt),
    check('announcements_one_sender', sql`num_nonnulls(${table.eventId}, ${table.communityId}) = 1`),
    index('announcements_due_idx')
      .on(table.sendAt)
      .where(sql`${table.status} in ('SCHEDULED', 'SENDING')`),
    // At most perEventPerDay a day: the places are numbered and each is held once.
    uniqueIndex('announcements_day_slot_unique')
      .on(table.eventId, table.sendDay, table.daySlot)
      .where(sql`${table.status} <> 'CANCELLED'`),
    uniqueIndex('announcements_community_day_slot_unique')
      .on(table.communityId, table.sendDay, table.daySlot)
      .where(sql`${table.status} <> 'CANCELLED'`),
    check(
      'announcements_day_slot_range',
      sql`${table.daySlot} between 1 and case when ${table.eventId} is not null
        then ${sql.raw(String(announcementLimits.perEventPerDay))} else ${sql.raw(String(announcementLimits.perCommunityPerDay))} end`,
    ),
    check('announcements_status_known', sql`${table.status} in ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED')`),
    check('announcements_has_language', sql`${table.subjectEn} is not null or ${table.subjectKo} is not null`),
    index('announcements_author_idx').on(table.authorId),
  ],
);

/** Who an announcement reached, once each: the mail's key and the guest's page both come from here. */
export const announcementRecipients = pgTable(
  'announcement_recipients',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** the mail's mute link carries it */
    muteToken: text('mute_token').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.registrationId] }),
    index('announcement_recipients_registration_idx').on(table.registrationId),
    uniqueIndex('announcement_recipients_mute_token_unique').on(table.muteToken),
  ],
);

/** Which members a community's announcement reached, once each, keyed by the member's account. */
export const communityAnnouncementRecipients = pgTable(
  'community_announcement_recipients',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** the mail's mute link carries it */
    muteToken: text('mute_token').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.announcementId, table.userId] }),
    index('community_announcement_recipients_user_idx').on(table.userId),
    uniqueIndex('community_announcement_recipients_mute_token_unique').on(table.muteToken),
  ],
);

/** Addresses that muted a community's announcements; its events' announcements are muted per event. */
export const communityAnnouncementMutes = pgTable(
  'community_announcement_mutes',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.communityId, table.email] })],
);

/** Addresses that muted an event's announcements. Mails a guest needs (codes, tickets, decisions) still go. */
export const announcementMutes = pgTable(
  'announcement_mutes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.email] })],
);

/** An event's reminders, minutes before it starts; no row: the defaults (a day and an hour before). */
export const eventReminderSettings = pgTable('event_reminder_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  minutesBefore: integer('minutes_before').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per guest and reminder, written in the transaction that queues its mail: a reminder goes once. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    minutesBefore: integer('minutes_before').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.minutesBefore] })],
);

/** Whether an event's attendees get a thank-you after it; no row: off. */
export const thankYouSettings = pgTable('thank_you_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per attendee thanked, written in the transaction that queues the mail: a thank-you goes once. */
export const thankYouDeliveries = pgTable(
  'thank_you_deliveries',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** the mail's feedback link carries it */
    feedbackToken: text('feedback_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('thank_you_deliveries_token_unique').on(table.feedbackToken)],
);

/** An attendee's rating and comment: one per registration, held by the primary key. */
export const eventFeedback = pgTable(
  'event_feedback',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('event_feedback_event_idx').on(table.eventId, table.createdAt),
    check(
      'event_feedback_rating_range',
      sql`${table.rating} between ${sql.raw(String(feedbackLimits.minRating))} and ${sql.raw(String(feedbackLimits.maxRating))}`,
    ),
  ],
);
