import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  EventField,
  EventKind,
  EventRole,
  EventStatus,
  EventType,
  EventVisibility,
  LocationMode,
  Venue,
} from '../../../../contract/events.ts';
import { communities } from './communities.ts';
import { users } from './users.ts';

/** An event or hackathon. The handle is unique whatever its capitals. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull(),
    type: text('type').$type<EventKind>().notNull(),
    title: text('title').notNull(),
    /** sanitised HTML */
    description: text('description').notNull().default(''),
    coverImageUrl: text('cover_image_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    timezone: text('timezone').notNull(),
    locationMode: text('location_mode').$type<LocationMode>().notNull(),
    venue: jsonb('venue').$type<Venue>(),
    locationDetail: text('location_detail'),
    onlineUrl: text('online_url'),
    eventTypes: text('event_types')
      .array()
      .$type<EventType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    eventFields: text('event_fields')
      .array()
      .$type<EventField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvalRequired: boolean('approval_required').notNull().default(false),
    visibility: text('visibility').$type<EventVisibility>().notNull().default('PUBLIC'),
    listed: boolean('listed').notNull().default(true),
    /** null: unlimited */
    maxParticipants: integer('max_participants'),
    loungeEnabled: boolean('lounge_enabled').notNull().default(false),
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(false),
    photoLink: text('photo_link'),
    contentsLink: text('contents_link'),
    status: text('status').$type<EventStatus>().notNull().default('DRAFT'),
    /** the community the event belongs to; its MEMBER_ONLY events are for the community's approved members */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('events_handle_lower_unique').on(sql`lower(${table.handle})`),
    // The public list: published, public and listed events by start time.
    index('events_listed_starts_idx')
      .on(table.startsAt, table.id)
      .where(sql`${table.status} = 'PUBLISHED' and ${table.visibility} = 'PUBLIC' and ${table.listed}`),
    index('events_community_starts_idx')
      .on(table.communityId, table.startsAt)
      .where(sql`${table.communityId} is not null`),
    check('events_handle_shape', sql`${table.handle} ~ '^[A-Za-z0-9-]{3,50}$'`),
    check('events_ends_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
    check('events_type_known', sql`${table.type} in ('EVENT', 'HACKATHON')`),
    check('events_visibility_known', sql`${table.visibility} in ('PUBLIC', 'MEMBER_ONLY', 'SECRET')`),
    // Outside a community there are no members to see a MEMBER_ONLY event.
    check('events_member_only_in_community', sql`${table.visibility} <> 'MEMBER_ONLY' or ${table.communityId} is not null`),
    check('events_status_known', sql`${table.status} in ('DRAFT', 'PUBLISHED')`),
    check('events_max_participants_positive', sql`${table.maxParticipants} is null or ${table.maxParticipants} > 0`),
    check(
      'events_location_complete',
      sql`(${table.locationMode} = 'OFFLINE' and ${table.venue} is not null and ${table.onlineUrl} is null)
        or (${table.locationMode} = 'ONLINE' and ${table.onlineUrl} is not null and ${table.venue} is null)`,
    ),
  ],
);

/** The host team. Exactly one HOST (the owner) per event: the partial unique index allows no second. */
export const eventHosts = pgTable(
  'event_hosts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // No cascade: deleting an account must not leave an event without its owner.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<EventRole>().notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    uniqueIndex('event_hosts_one_host')
      .on(table.eventId)
      .where(sql`${table.role} = 'HOST'`),
    index('event_hosts_user_idx').on(table.userId),
    check('event_hosts_role_known', sql`${table.role} in ('HOST', 'CO_HOST', 'STAFF')`),
  ],
);
