import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import type {
  AnnouncementCode,
  MemberRole,
  ProjectLinks,
  RecruitStatus,
  TeamRequestKind,
  TeamRequestStatus,
} from '../../../../contract/hackathons.ts';
import type { ContactMethod } from '../../../../contract/people.ts';
import type { HackathonPosition, HackathonSkill } from '../../../../contract/users.ts';
import { events } from './events.ts';
import { users } from './users.ts';

/**
 * An event's hackathon mode and its submission deadline. No row: the mode follows the event's
 * kind (on for a HACKATHON). Deadline null: deliverables stay open.
 */
export const hackathonSettings = pgTable('hackathon_settings', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  submissionDeadline: timestamp('submission_deadline', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** What a hackathon's projects compete in. Disabled tracks take no new projects. */
export const hackathonTracks = pgTable(
  'hackathon_tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('hackathon_tracks_event_idx').on(table.eventId, table.createdAt),
    unique('hackathon_tracks_event_id_unique').on(table.eventId, table.id),
  ],
);

/** A team's project post. Its track is of the same event, and is never deleted under it. */
export const hackathonProjects = pgTable(
  'hackathon_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id').notNull(),
    title: text('title').notNull(),
    teamName: text('team_name').notNull(),
    /** sanitised HTML */
    description: text('description').notNull(),
    summary: text('summary').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    thumbnailUrl: text('thumbnail_url'),
    links: jsonb('links').$type<ProjectLinks>().notNull(),
    contactMethod: text('contact_method').$type<ContactMethod>(),
    contactValue: text('contact_value'),
    techStack: jsonb('tech_stack').$type<HackathonSkill[]>().notNull().default([]),
    positions: jsonb('positions').$type<HackathonPosition[]>().notNull().default([]),
    recruitStatus: text('recruit_status').$type<RecruitStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A track with projects cannot be deleted (no cascade: the delete fails, G20052).
    foreignKey({
      name: 'hackathon_projects_track_fk',
      columns: [table.eventId, table.trackId],
      foreignColumns: [hackathonTracks.eventId, hackathonTracks.id],
    }),
    unique('hackathon_projects_event_id_unique').on(table.eventId, table.id),
    index('hackathon_projects_event_idx').on(table.eventId, table.createdAt, table.id),
    index('hackathon_projects_track_idx').on(table.trackId),
    check(
      'hackathon_projects_recruit_status_known',
      sql`${table.recruitStatus} in ('TEAM_FINDING', 'MEMBER_FINDING', 'TEAM_BUILDING_COMPLETE')`,
    ),
    check('hackathon_projects_contact_complete', sql`(${table.contactMethod} is null) = (${table.contactValue} is null)`),
  ],
);

/**
 * A team's members. One team per person per hackathon (the unique event and user) and at most one
 * leader per team (the partial unique index); the member's event is the project's (composite key).
 */
export const hackathonMembers = pgTable(
  'hackathon_members',
  {
    projectId: uuid('project_id').notNull(),
    eventId: uuid('event_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    foreignKey({
      name: 'hackathon_members_project_fk',
      columns: [table.eventId, table.projectId],
      foreignColumns: [hackathonProjects.eventId, hackathonProjects.id],
    }).onDelete('cascade'),
    uniqueIndex('hackathon_members_one_team').on(table.eventId, table.userId),
    uniqueIndex('hackathon_members_one_leader')
      .on(table.projectId)
      .where(sql`${table.role} = 'LEADER'`),
    check('hackathon_members_role_known', sql`${table.role} in ('LEADER', 'MEMBER')`),
    index('hackathon_members_user_idx').on(table.userId),
  ],
);

/**
 * Files a team hands in, kept in the file store as hackathon-deliverables/<id>. Added and
 * removed only before the event's submission deadline; the rows left at the deadline are what is
 * evaluated.
 */
export const hackathonDeliverables = pgTable(
  'hackathon_deliverables',
  {
    /** 192 random bits, also the file's name on disk */
    id: text('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => hackathonProjects.id, { onDelete: 'cascade' }),
    uploaderUserId: uuid('uploader_user_id').references(() => users.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('hackathon_deliverables_project_idx').on(table.projectId, table.createdAt),
    index('hackathon_deliverables_uploader_user_idx').on(table.uploaderUserId),
  ],
);

export const hackathonComments = pgTable(
  'hackathon_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => hackathonProjects.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('hackathon_comments_project_idx').on(table.projectId, table.createdAt, table.id),
    index('hackathon_comments_author_idx').on(table.authorId),
  ],
);

/** Saved projects: one per person and project. */
export const hackathonProjectSaves = pgTable(
  'hackathon_project_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => hackathonProjects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    index('hackathon_project_saves_project_idx').on(table.projectId),
  ],
);

/** Team-finding news for the event's lounge, written when a team's state changes. */
export const hackathonAnnouncements = pgTable(
  'hackathon_announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the order they were written in, also within one transaction */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** kept when the project goes: the news stays true of its time */
    projectId: uuid('project_id').references(() => hackathonProjects.id, { onDelete: 'set null' }),
    code: text('code').$type<AnnouncementCode>().notNull(),
    params: jsonb('params')
      .$type<{ teamName?: string; name?: string; count?: number; positions?: HackathonPosition[] }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('hackathon_announcements_event_idx').on(table.eventId, table.seq),
    check(
      'hackathon_announcements_code_known',
      sql`${table.code} in ('FC01001', 'FC01002', 'FC02001', 'FC02002', 'FC02003', 'FC02004')`,
    ),
    index('hackathon_announcements_project_idx').on(table.projectId),
  ],
);

/**
 * A way into a team: a participant's REQUEST to join it, or the leader's INVITATION to a participant.
 * At most one open (PENDING) either way between a person and a team (the partial unique index).
 * Accepting adds a hackathon_members row in the same transaction, under the team's lock.
 */
export const hackathonTeamRequests = pgTable(
  'hackathon_team_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    projectId: uuid('project_id').notNull(),
    /** the person who would join */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TeamRequestKind>().notNull(),
    /** who wrote it: the person for a REQUEST, the leader of the time for an INVITATION */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    position: text('position').$type<HackathonPosition>(),
    status: text('status').$type<TeamRequestStatus>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'hackathon_team_requests_project_fk',
      columns: [table.eventId, table.projectId],
      foreignColumns: [hackathonProjects.eventId, hackathonProjects.id],
    }).onDelete('cascade'),
    uniqueIndex('hackathon_team_requests_one_open')
      .on(table.projectId, table.userId)
      .where(sql`${table.status} = 'PENDING'`),
    index('hackathon_team_requests_user_idx').on(table.eventId, table.userId, table.createdAt),
    index('hackathon_team_requests_project_idx').on(table.projectId, table.createdAt),
    check('hackathon_team_requests_kind_known', sql`${table.kind} in ('REQUEST', 'INVITATION')`),
    check('hackathon_team_requests_status_known', sql`${table.status} in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')`),
    index('hackathon_team_requests_user_only_idx').on(table.userId),
    index('hackathon_team_requests_author_idx').on(table.authorId),
  ],
);
