import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../../contract/locale.ts';
import type { AccessLevel, HackathonSkill, Location, SocialLink, YearsOfExperience } from '../../../../contract/users.ts';

/**
 * One person. The email and the handle are stored lower-cased, so their unique constraints are
 * case-insensitive.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** the public name in addresses (members/{handle}, the lounge); chosen from the name at sign-up */
    handle: text('handle').notNull().unique(),
    name: text('name').notNull(),
    avatarUrl: text('avatar_url'),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    accessLevel: text('access_level').$type<AccessLevel>().notNull().default('DEFAULT'),
    /** Bumped when what an access token says about the user is stale: old tokens get G01013. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_handle_shape', sql`${table.handle} ~ '^[a-z0-9_.-]{3,30}$'`),
    check('users_locale_known', sql`${table.locale} in ('en', 'ko')`),
    check('users_access_level_known', sql`${table.accessLevel} in ('PRO', 'DEFAULT')`),
  ],
);

/** A person's profile (name and email live on users). */
export const userProfiles = pgTable('user_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull().default(''),
  industry: text('industry'),
  skills: jsonb('skills').$type<HackathonSkill[]>().notNull().default([]),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  organization: text('organization'),
  jobTitle: text('job_title'),
  yearsOfExperience: text('years_of_experience').$type<YearsOfExperience>(),
  location: jsonb('location').$type<Location>(),
  detailAddress: text('detail_address'),
  socials: jsonb('socials').$type<SocialLink[]>().notNull().default([]),
  phoneNumber: text('phone_number'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  attachedFileUrl: text('attached_file_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A person's request for PRO access, for the operators to grant with the CLI. One pending request
 * per person: the partial unique index decides, also when two arrive at once.
 */
export const proAccessRequests = pgTable(
  'pro_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    organization: text('organization').notNull(),
    plans: text('plans').notNull(),
    status: text('status').$type<'PENDING' | 'GRANTED'>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pro_access_requests_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'PENDING'`),
    check('pro_access_requests_status', sql`${table.status} in ('PENDING', 'GRANTED')`),
    index('pro_access_requests_user_idx').on(table.userId),
  ],
);
