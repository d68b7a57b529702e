import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from './communities.ts';
import { users } from './users.ts';

/**
 * A curated list of a community's members ("Mentors this month"), published by its owner or a
 * manager: a title, a note and the members in the order shown (at most 50, the check).
 */
export const communityCurations = pgTable(
  'community_curations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    memberIds: uuid('member_ids').array().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('community_curations_community_idx').on(table.communityId, table.createdAt),
    check('community_curations_member_count', sql`cardinality(${table.memberIds}) between 1 and 50`),
    index('community_curations_created_by_idx').on(table.createdBy),
  ],
);

/**
 * Whether other members of a community see one of my answers to its profile form (decision 016).
 * No row: the answer's kind decides (contact details and files are hidden until shown).
 */
export const communityAnswerVisibility = pgTable(
  'community_answer_visibility',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    hidden: boolean('hidden').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.userId, table.questionId] }),
    index('community_answer_visibility_user_idx').on(table.userId),
  ],
);
