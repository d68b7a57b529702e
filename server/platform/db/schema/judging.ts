import { sql } from 'drizzle-orm';
import {
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
import { events } from './events.ts';
import { hackathonProjects } from './hackathons.ts';
import { users } from './users.ts';

/**
 * A hackathon's judging: how many judges each project gets, whether judges are pooled per track,
 * and when the results were published (which also closes judging). The row is locked by every
 * change that must see the same state: criteria edits, submits and publishing.
 */
export const judgingSettings = pgTable(
  'judging_settings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    judgesPerProject: integer('judges_per_project').notNull().default(3),
    perTrack: boolean('per_track').notNull().default(false),
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('judging_settings_judges_per_project_range', sql`${table.judgesPerProject} between 1 and 10`)],
);

/** A weighted criterion, scored 1–5 or 1–10, in the order the host lists them. */
export const judgingCriteria = pgTable(
  'judging_criteria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    nameEn: text('name_en').notNull(),
    nameKo: text('name_ko').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionKo: text('description_ko').notNull().default(''),
    weight: integer('weight').notNull(),
    scale: integer('scale').$type<5 | 10>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('judging_criteria_event_idx').on(table.eventId, table.position),
    check('judging_criteria_scale_known', sql`${table.scale} in (5, 10)`),
    check('judging_criteria_weight_range', sql`${table.weight} between 1 and 100`),
    check('judging_criteria_named', sql`${table.nameEn} <> '' or ${table.nameKo} <> ''`),
  ],
);

/** Host-team members the host added as judges (guests judge by their JUDGE registration). */
export const judgingHostJudges = pgTable(
  'judging_host_judges',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('judging_host_judges_user_idx').on(table.userId)],
);

/** A conflict of interest a judge declared with a project: never assigned it. */
export const judgingConflicts = pgTable(
  'judging_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    projectId: uuid('project_id').notNull(),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'judging_conflicts_project_fk',
      columns: [table.eventId, table.projectId],
      foreignColumns: [hackathonProjects.eventId, hackathonProjects.id],
    }).onDelete('cascade'),
    unique('judging_conflicts_one_per_pair').on(table.judgeId, table.projectId),
    index('judging_conflicts_project_idx').on(table.projectId),
  ],
);

/** Which judge evaluates which project. */
export const judgingAssignments = pgTable(
  'judging_assignments',
  {
    eventId: uuid('event_id').notNull(),
    projectId: uuid('project_id').notNull(),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.judgeId] }),
    foreignKey({
      name: 'judging_assignments_project_fk',
      columns: [table.eventId, table.projectId],
      foreignColumns: [hackathonProjects.eventId, hackathonProjects.id],
    }).onDelete('cascade'),
    index('judging_assignments_judge_idx').on(table.eventId, table.judgeId),
    index('judging_assignments_judge_only_idx').on(table.judgeId),
  ],
);

export type ScoreRowStatus = 'DRAFT' | 'SUBMITTED';

/**
 * A judge's score of a project: one per judge and project (unique index). A DRAFT saves itself as
 * the judge types; SUBMITTED is final, reached by one conditional update, until a host reopens it.
 */
export const judgingScores = pgTable(
  'judging_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    projectId: uuid('project_id').notNull(),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ScoreRowStatus>().notNull(),
    /** criterion id → value */
    values: jsonb('values').$type<Record<string, number>>().notNull().default({}),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'judging_scores_project_fk',
      columns: [table.eventId, table.projectId],
      foreignColumns: [hackathonProjects.eventId, hackathonProjects.id],
    }).onDelete('cascade'),
    uniqueIndex('judging_scores_one_per_judge_project').on(table.judgeId, table.projectId),
    index('judging_scores_event_idx').on(table.eventId, table.status),
    check('judging_scores_status_known', sql`${table.status} in ('DRAFT', 'SUBMITTED')`),
    check('judging_scores_submitted_at', sql`(${table.status} = 'SUBMITTED') = (${table.submittedAt} is not null)`),
  ],
);
