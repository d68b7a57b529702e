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
import {
  communityRoles,
  communityStatuses,
  reservedCommunityHandles,
  type CommunityRole,
  type CommunityStatus,
  type StoredAnswer,
} from '../../../../contract/communities.ts';
import { questionKinds, type Choice, type QuestionKind, type QuestionRequirement } from '../../../../contract/registrations.ts';
import { users } from './users.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A member-only group reached at `{handle}.<community domain>`. The handle is stored lower-cased and
 * is a DNS label: unique, 3–30 letters, digits and inner hyphens, never a reserved name.
 */
export const communities = pgTable(
  'communities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    /** sanitised HTML */
    description: text('description').notNull().default(''),
    faviconUrl: text('favicon_url'),
    bannerUrl: text('banner_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('communities_handle_unique').on(sql`lower(${table.handle})`),
    check('communities_handle_shape', sql`${table.handle} ~ '^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$'`),
    check('communities_handle_not_reserved', sql`${table.handle} not in (${quoted(reservedCommunityHandles)})`),
  ],
);

/** A profile form a join type asks applicants to fill. */
export const communityProfileForms = pgTable(
  'community_profile_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('community_profile_forms_community_idx').on(table.communityId)],
);

/** A profile form's questions: the registration form builder's kinds, ordered by position. */
export const communityProfileQuestions = pgTable(
  'community_profile_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => communityProfileForms.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuestionKind>().notNull(),
    requirement: text('requirement').$type<QuestionRequirement>().notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    choices: jsonb('choices').$type<Choice[]>().notNull().default([]),
    allowOther: boolean('allow_other').notNull().default(false),
    content: text('content'),
    url: text('url'),
    position: integer('position').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('community_profile_questions_position_unique').on(table.formId, table.position),
    check('community_profile_questions_kind_known', sql`${table.kind} in (${quoted(questionKinds)})`),
    check('community_profile_questions_requirement_known', sql`${table.requirement} in ('REQUIRED', 'OPTIONAL', 'HIDDEN')`),
  ],
);

/** The member types a community defines ("Founder", "Investor"), each with its profile form. */
export const communityJoinTypes = pgTable(
  'community_join_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    profileFormId: uuid('profile_form_id')
      .notNull()
      .references(() => communityProfileForms.id),
    position: integer('position').notNull().default(0),
    /** archived types are no longer offered; members who joined by one keep it */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('community_join_types_community_idx').on(table.communityId),
    index('community_join_types_profile_form_idx').on(table.profileFormId),
  ],
);

/**
 * One person's place in a community: an application (PENDING, REJECTED) or a membership (APPROVED).
 * One row per person per community; exactly one OWNER, who is always approved.
 */
export const communityMembers = pgTable(
  'community_members',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    // No cascade: deleting an account must not leave a community without its owner.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').$type<CommunityRole>().notNull().default('MEMBER'),
    status: text('status').$type<CommunityStatus>().notNull(),
    /** null for the owner, who never applied */
    joinTypeId: uuid('join_type_id').references(() => communityJoinTypes.id),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** bumped on every decision; names each decision's email */
    statusVersion: integer('status_version').notNull().default(1),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.userId] }),
    uniqueIndex('community_members_one_owner')
      .on(table.communityId)
      .where(sql`${table.role} = 'OWNER'`),
    index('community_members_user_idx').on(table.userId),
    index('community_members_status_idx').on(table.communityId, table.status, table.appliedAt),
    check('community_members_role_known', sql`${table.role} in (${quoted(communityRoles)})`),
    check('community_members_status_known', sql`${table.status} in (${quoted(communityStatuses)})`),
    // Managers and the owner are members; an application holds no role.
    check('community_members_roles_approved', sql`${table.role} = 'MEMBER' or ${table.status} = 'APPROVED'`),
    index('community_members_join_type_idx').on(table.joinTypeId),
    index('community_members_decided_by_idx').on(table.decidedBy),
  ],
);

/** Accounts the owner keeps out, by their (lower-cased) email: they cannot apply. */
export const communityBarred = pgTable(
  'community_barred',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.email] }),
    check('community_barred_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Email addresses and domains whose applicants are approved at once. */
export const communityAllowed = pgTable(
  'community_allowed',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    /** 'user@example.com' (an address) or 'example.com' (a domain), lower-cased */
    entry: text('entry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.communityId, table.entry] }),
    check('community_allowed_entry_lower_case', sql`${table.entry} = lower(${table.entry})`),
  ],
);

/** Files uploaded for FILE questions of profile forms, kept in the file store as community-files/<id>. */
export const communityFiles = pgTable(
  'community_files',
  {
    /** 192 random bits, also the file's name on disk */
    id: text('id').primaryKey(),
    uploaderUserId: uuid('uploader_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** set when an application uses the file */
    communityId: uuid('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('community_files_uploader_idx').on(table.uploaderUserId),
    index('community_files_community_idx').on(table.communityId),
  ],
);
