import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import {
  cardFields,
  type CardField,
  type CoffeeChatChannel,
  type ContactRequestStatus,
  type NetworkingRole,
} from '../../../../contract/people.ts';
import type { HackathonSkill } from '../../../../contract/users.ts';
import { communities } from './communities.ts';
import { events } from './events.ts';
import { users } from './users.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A person's card: its values are the profile (user_profiles); the card adds who they are, whom
 * they seek and which fields they hide (decision 010). One per person: the primary key.
 */
export const profileCards = pgTable(
  'profile_cards',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: jsonb('roles').$type<NetworkingRole[]>().notNull().default([]),
    seeking: jsonb('seeking').$type<NetworkingRole[]>().notNull().default([]),
    seekingSkills: jsonb('seeking_skills').$type<HackathonSkill[]>().notNull().default([]),
    /** each field's choice: listed here means hidden from everyone else */
    hiddenFields: text('hidden_fields').array().$type<CardField[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('profile_cards_hidden_fields_known', sql`${table.hiddenFields} <@ array[${quoted(cardFields)}]::text[]`)],
);

/**
 * What For You matches a card on, as the other viewers may see it (the fields the person hides are
 * empty), one row per card: kept by triggers on profile_cards and user_profiles
 * (card-match-features.sql), so every write path, imports and the seed included, keeps it true;
 * they also write the card's postings in each of its spaces (below). `version` is
 * drawn anew from a sequence at every change of the person's card, profile values or saved people,
 * never twice the same: a For You page ranked for them is kept under it, on every instance.
 */
export const cardMatchFeatures = pgTable('card_match_features', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profileCards.userId, { onDelete: 'cascade' }),
  roles: text('roles').array().notNull(),
  seeking: text('seeking').array().notNull(),
  skills: text('skills').array().notNull(),
  seekingSkills: text('seeking_skills').array().notNull(),
  /** lower-cased, as tags are compared */
  tagKeys: text('tag_keys').array().notNull(),
  /** lower-cased and trimmed; null when empty or hidden */
  industryKey: text('industry_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * For You's postings (decision 051): for each space a person with a card is in (an event's lounge:
 * approved guest or host team; a community: approved member), one row per value of theirs a viewer
 * can match on, as card_match_features holds it, plus one `card` row saying they are there with a
 * card. Kept by triggers on the card's features, registrations, event hosts and community members
 * (card-match-features.sql), in the writing transaction. A viewer's ranking reads only the postings
 * of their own values in the space, from the lookup index alone.
 */
export const spaceMatchPostings = pgTable(
  'space_match_postings',
  {
    /** the event's or the community's id */
    spaceId: uuid('space_id').notNull(),
    /** which of the card's values: role, seeks, skill, seeks_skill, tag, industry, or card (value '') */
    field: text('field').notNull(),
    value: text('value').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => cardMatchFeatures.userId, { onDelete: 'cascade' }),
    /** the card's, for ties (the newer card first) */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.spaceId, table.field, table.value] }),
    index('space_match_postings_lookup_idx').on(table.spaceId, table.field, table.value, table.createdAt, table.userId),
  ],
);

/** Saved people: one like per pair, whatever space it was made in (decision 010). */
export const likes = pgTable(
  'likes',
  {
    likerId: uuid('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: uuid('liked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.likerId, table.likedId] }),
    index('likes_liked_idx').on(table.likedId),
    check('likes_not_self', sql`${table.likerId} <> ${table.likedId}`),
  ],
);

/**
 * A coffee-chat request within a space: an event's lounge or a community, exactly one of them (the
 * check). One pending request per requester and receiver per space (a partial unique index each).
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    channel: text('channel').$type<CoffeeChatChannel>().notNull(),
    contact: text('contact').notNull(),
    /** how the requester may reach the receiver, chosen when accepting */
    replyChannel: text('reply_channel').$type<CoffeeChatChannel>(),
    replyContact: text('reply_contact'),
    status: text('status').$type<ContactRequestStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contact_requests_one_pending')
      .on(table.eventId, table.requesterId, table.receiverId)
      .where(sql`${table.status} = 'PENDING' and ${table.eventId} is not null`),
    uniqueIndex('contact_requests_one_pending_in_community')
      .on(table.communityId, table.requesterId, table.receiverId)
      .where(sql`${table.status} = 'PENDING' and ${table.communityId} is not null`),
    index('contact_requests_receiver_idx').on(table.eventId, table.receiverId, table.createdAt),
    index('contact_requests_requester_idx').on(table.eventId, table.requesterId, table.createdAt),
    index('contact_requests_community_receiver_idx').on(table.communityId, table.receiverId, table.createdAt),
    index('contact_requests_community_requester_idx').on(table.communityId, table.requesterId, table.createdAt),
    check('contact_requests_one_space', sql`(${table.eventId} is null) <> (${table.communityId} is null)`),
    check('contact_requests_not_self', sql`${table.requesterId} <> ${table.receiverId}`),
    check(
      'contact_requests_accepted_with_reply',
      sql`${table.status} <> 'ACCEPTED' or (${table.replyChannel} is not null and ${table.replyContact} is not null)`,
    ),
    check('contact_requests_status_known', sql`${table.status} in ('PENDING', 'ACCEPTED', 'DECLINED')`),
    check('contact_requests_channel_known', sql`${table.channel} in ('LINKEDIN', 'INSTAGRAM', 'OTHERS', 'EMAIL')`),
    index('contact_requests_requester_user_idx').on(table.requesterId),
    index('contact_requests_receiver_user_idx').on(table.receiverId),
  ],
);

/**
 * How many requests a person sent in a space (an event or a community, exactly one) on a (UTC) day;
 * the cap is a conditional upsert on the space's unique index and this check.
 */
export const contactRequestQuotas = pgTable(
  'contact_request_quotas',
  {
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull(),
  },
  (table) => [
    uniqueIndex('contact_request_quotas_event_day')
      .on(table.eventId, table.requesterId, table.day)
      .where(sql`${table.eventId} is not null`),
    uniqueIndex('contact_request_quotas_community_day')
      .on(table.communityId, table.requesterId, table.day)
      .where(sql`${table.communityId} is not null`),
    check('contact_request_quotas_one_space', sql`(${table.eventId} is null) <> (${table.communityId} is null)`),
    check('contact_request_quotas_cap', sql`${table.sent} between 1 and 20`),
    index('contact_request_quotas_requester_idx').on(table.requesterId),
  ],
);
