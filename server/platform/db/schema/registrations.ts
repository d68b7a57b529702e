import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { Locale } from '../../../../contract/locale.ts';
import { hackathonParticipationTypes, type HackathonParticipationType } from '../../../../contract/users.ts';
import {
  profileQuestionKinds,
  questionKinds,
  type CheckInStatus,
  type Choice,
  type QuestionKind,
  type QuestionRequirement,
  type QuestionSnapshot,
  type RegistrationStatus,
} from '../../../../contract/registrations.ts';
import { events } from './events.ts';
import { users } from './users.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** One RSVP form per event; unpublished (publishedAt null) it takes no registrations. */
export const registrationForms = pgTable('registration_forms', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The form's questions, ordered by `rank` (a fractional key, compared byte-wise: order by it with
 * `collate "C"`). Deleting sets deletedAt and keeps the rank, so a restored question returns to
 * where it was; ranks are unique per form, deleted questions included.
 */
export const registrationQuestions = pgTable(
  'registration_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => registrationForms.eventId, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuestionKind>().notNull(),
    requirement: text('requirement').$type<QuestionRequirement>().notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    choices: jsonb('choices').$type<Choice[]>().notNull().default([]),
    allowOther: boolean('allow_other').notNull().default(false),
    content: text('content'),
    url: text('url'),
    rank: text('rank').notNull(),
    revision: integer('revision').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('registration_questions_rank_unique').on(table.eventId, table.rank),
    // A profile field is asked at most once per form (deleted questions don't count).
    uniqueIndex('registration_questions_one_profile_kind')
      .on(table.eventId, table.kind)
      .where(sql`${table.deletedAt} is null and ${table.kind} in (${quoted(profileQuestionKinds)})`),
    check('registration_questions_kind_known', sql`${table.kind} in (${quoted(questionKinds)})`),
    check('registration_questions_requirement_known', sql`${table.requirement} in ('REQUIRED', 'OPTIONAL', 'HIDDEN')`),
  ],
);

/**
 * A way to register, with a sale window and a quantity. `issuedCount` counts the seats held on it
 * (approved and pending registrations); it only moves by conditional updates.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** null: the default ticket, labelled by the interface */
    name: text('name'),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** null: unlimited */
    quantity: integer('quantity'),
    issuedCount: integer('issued_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('tickets_event_idx').on(table.eventId, table.createdAt),
    uniqueIndex('tickets_one_default')
      .on(table.eventId)
      .where(sql`${table.isDefault}`),
    check('tickets_issued_not_negative', sql`${table.issuedCount} >= 0`),
    check('tickets_within_quantity', sql`${table.quantity} is null or ${table.issuedCount} <= ${table.quantity}`),
    check(
      'tickets_sale_window_ordered',
      sql`${table.saleStartsAt} is null or ${table.saleEndsAt} is null or ${table.saleStartsAt} < ${table.saleEndsAt}`,
    ),
  ],
);

/**
 * The event-wide seat counter (against events.max_participants) and the waitlist's ticket
 * dispenser. Every change to who holds a seat in an event locks this row first, so seats and the
 * queue move in one strict order.
 */
export const eventSeats = pgTable(
  'event_seats',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    taken: integer('taken').notNull().default(0),
    waitlistSeq: bigint('waitlist_seq', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('event_seats_taken_not_negative', sql`${table.taken} >= 0`)],
);

/** One person's registration for one event: a member (userId) or a non-member (email only). */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** null: a non-member, proven by an emailed code; deleted 6 months after the event */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** lower-cased */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** the language of a non-member's emails (members get their account's) */
    locale: text('locale').$type<Locale>().notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    status: text('status').$type<RegistrationStatus>().notNull(),
    /** bumped on every status change; names the emails of each change */
    statusVersion: integer('status_version').notNull().default(1),
    /** the place taken in the event's queue when waitlisted (strictly increasing per event) */
    waitlistNumber: bigint('waitlist_number', { mode: 'number' }),
    checkInStatus: text('check_in_status').$type<CheckInStatus>().notNull().default('NOT_CHECKED_IN'),
    /** how the person takes part in a hackathon (asked only there); null for other events */
    participationType: text('participation_type').$type<HackathonParticipationType>(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** what the guest list's search reads; kept by the triggers of registration-search.sql */
    // The answers the CSV export writes (export_answers) are a column of this table declared in
    // registration-answers.sql with their triggers: only the export reads them.
    searchText: text('search_text').notNull().default(''),
    /** 256 random bits (base64url) the ticket's QR code carries */
    qrSecret: text('qr_secret').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One registration per person per event: members by account (NULLs never collide)…
    uniqueIndex('registrations_event_user_unique').on(table.eventId, table.userId),
    // …and non-members by email, whatever its capitals.
    uniqueIndex('registrations_event_guest_email_unique')
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.userId} is null`),
    index('registrations_user_idx').on(table.userId),
    index('registrations_ticket_idx').on(table.ticketId),
    // The guest list's pages, newest or oldest first: registrations_event_created_idx on
    // (event_id, created_at, id) including search_text, in registration-search.sql (drizzle has no INCLUDE).
    // Its search: the event's rows whose search text holds the typed text (btree_gin for event_id).
    index('registrations_search_idx').using('gin', table.eventId, sql`${table.searchText} gin_trgm_ops`),
    // The latest check-in of an event, read backwards from its end.
    index('registrations_event_checked_in_idx')
      .on(table.eventId, table.checkedInAt)
      .where(sql`${table.checkedInAt} is not null`),
    index('registrations_event_status_idx').on(table.eventId, table.status),
    index('registrations_waitlist_idx')
      .on(table.eventId, table.waitlistNumber)
      .where(sql`${table.status} = 'WAITLISTED'`),
    check('registrations_status_known', sql`${table.status} in ('APPROVED', 'PENDING', 'REJECTED', 'CANCELLED', 'WAITLISTED')`),
    // A hackathon's participants (approved PARTICIPANTs) are found by this index.
    index('registrations_event_participation_idx')
      .on(table.eventId, table.participationType)
      .where(sql`${table.participationType} is not null`),
    check(
      'registrations_participation_type_known',
      sql`${table.participationType} is null or ${table.participationType} in (${quoted(hackathonParticipationTypes)})`,
    ),
    check('registrations_check_in_known', sql`${table.checkInStatus} in ('CHECKED_IN', 'NOT_CHECKED_IN')`),
    check('registrations_waitlisted_numbered', sql`${table.status} <> 'WAITLISTED' or ${table.waitlistNumber} is not null`),
    check('registrations_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/**
 * How many registrations of each ticket are in each status, and how many of those are checked in.
 * Kept by the triggers in registration-counters.sql, in the statement (and so the transaction)
 * that changes the registrations: hot reads add a few rows instead of counting the event.
 */
export const registrationCounts = pgTable(
  'registration_counts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    status: text('status').$type<RegistrationStatus>().notNull(),
    count: integer('count').notNull().default(0),
    checkedIn: integer('checked_in').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.status] }), index('registration_counts_event_idx').on(table.eventId)],
);

/**
 * Registrations made, and approved guests checked in, per quarter hour (every time zone's offset
 * is a whole number of quarter hours, so any event's days and hours are sums of these). Kept by
 * the same triggers; the dashboard's series read it.
 */
export const registrationActivity = pgTable(
  'registration_activity',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    registered: integer('registered').notNull().default(0),
    checkedIn: integer('checked_in').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.quarter] })],
);

/** One answer, with the question as it was when answered: later edits never change it. */
export const registrationAnswers = pgTable(
  'registration_answers',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => registrationQuestions.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<QuestionSnapshot>().notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.registrationId, table.questionId] }),
    // A question's answers, latest revision first: the CSV export's columns (decision 048).
    index('registration_answers_question_revision_idx').on(table.questionId, sql`((${table.question} ->> 'revision')::int)`),
  ],
);

/** Files uploaded for FILE questions, kept in the file store as registration-files/<id>. */
export const registrationFiles = pgTable(
  'registration_files',
  {
    /** 192 random bits, also the file's name on disk */
    id: text('id').primaryKey(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    uploaderUserId: uuid('uploader_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** a non-member's proven email */
    uploaderEmail: text('uploader_email'),
    /** set when an answer uses the file */
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('registration_files_registration_idx').on(table.registrationId),
    index('registration_files_event_idx').on(table.eventId),
    index('registration_files_uploader_user_idx').on(table.uploaderUserId),
  ],
);
