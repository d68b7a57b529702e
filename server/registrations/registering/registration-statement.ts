// New registrations written by one statement: the seats and the ticket (the conditional updates of
// seats.ts, in their lock order), the registration rows, their answers and their emails. A statement
// is its own transaction, so it writes all of it or nothing, in one round trip, and the event's seat
// row stays locked only from its update to the commit. Many guests registering at once share it
// (registration-rush.ts). What the caller decided on an earlier read is compared again inside it,
// with the same clock: the event published with its form and not ended, approval as decided, the
// ticket available and on sale, a seat for every one of them.
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Db } from '../../platform/db/client.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { insertFromJson, rowsAsJson } from '../../platform/db/rows-as-json.ts';
import { events, registrationAnswers, registrationForms, registrations, tickets } from '../../platform/db/schema/index.ts';
import { emailsAsJson, queueEmailsFromJson, type QueuedEmail } from '../../platform/mail/outbox.ts';
import type { CheckedAnswer } from '../forms/answers.ts';
import { seatAndTicketUpdates } from './seats.ts';
import type { RegistrationRow } from '../tickets/ticket-qr.ts';

export type NewRegistration = {
  /** the whole row as it will be stored; its ticket is the one the statement issues */
  registration: RegistrationRow;
  answers: CheckedAnswer[];
  email: QueuedEmail;
};

export type NewRegistrations = {
  eventId: string;
  /** the ticket every one of them takes */
  ticketId: string;
  /** what their status was decided on */
  approvalRequired: boolean;
  items: NewRegistration[];
  /** false only in the concurrency test's negative control (seats.ts, SeatGuard) */
  conditional: boolean;
};

const p = (name: string) => sql.placeholder(name);

// Every column of the rows (the types make a missing one an error); the ticket comes from the
// statement, the search text from its trigger.
const registrationKeys = Object.keys({
  id: 1,
  eventId: 1,
  userId: 1,
  email: 1,
  name: 1,
  locale: 1,
  status: 1,
  statusVersion: 1,
  waitlistNumber: 1,
  checkInStatus: 1,
  participationType: 1,
  checkedInAt: 1,
  qrSecret: 1,
  createdAt: 1,
  updatedAt: 1,
} satisfies Record<Exclude<keyof RegistrationRow, 'ticketId' | 'searchText'>, 1>) as Exclude<
  keyof RegistrationRow,
  'ticketId' | 'searchText'
>[];
const answerKeys = ['registrationId', 'questionId', 'question', 'value'] as const;

const writeStatement = (db: Db, conditional: boolean) => {
  const { sql: text, params } = db
    .execute(
      sql`
      with still_open as (
        select 1 from ${events} e
        join ${registrationForms} f on f.event_id = e.id
        join ${tickets} t on t.event_id = e.id
        where e.id = ${p('eventId')} and t.id = ${p('ticketId')}
          and e.status = 'PUBLISHED' and f.published_at is not null and e.approval_required = ${p('approvalRequired')}
          and t.quantity is distinct from 0
          and (t.sale_starts_at is null or t.sale_starts_at <= ${p('now')}::timestamptz)
          and ${p('now')}::timestamptz < least(t.sale_ends_at, e.ends_at)
      ),
      ${seatAndTicketUpdates(p('eventId'), p('ticketId'), { onlyIf: sql`exists (select 1 from still_open)`, count: sql`${p('count')}::int`, conditional })},
      registration as (
        ${insertFromJson(registrations, registrationKeys, p('registrations'), {
          // No seats or no ticket: the rows have no ticket, violate NOT NULL, and the whole
          // statement — the seats it took included — is undone.
          ticketId: sql`(select id from issued)`,
        })}
      ),
      answers as (${insertFromJson(registrationAnswers, answerKeys, p('answers'))}),
      mail as (${queueEmailsFromJson(p('mails'))})
      select 1`,
    )
    .getQuery();
  // Drizzle names and prepares only its query builders; this statement is SQL, so it goes to the
  // session the same way a builder's prepare() would.
  return db._.session.prepareQuery(
    { sql: text, params },
    undefined,
    conditional ? 'register_at_once' : 'register_at_once_unguarded',
    false,
  );
};

const writeStatements = oncePerDatabase((db) => ({
  conditional: writeStatement(db, true),
  unguarded: writeStatement(db, false),
}));

type DatabaseError = { code?: string; column?: string; constraint?: string; cause?: unknown };

function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let current = error as DatabaseError | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current.code === 'string') return current;
    current = current.cause as DatabaseError | undefined;
  }
  return undefined;
}

const onePerPerson = new Set(['registrations_event_user_unique', 'registrations_event_guest_email_unique']);

/**
 * The ways the statement finds that what was decided on the read no longer holds: no seat or
 * ticket to be had (the registration's ticket_id, taken from the ticket update, is null), a
 * registration of this person already there (a cancelled one to revive, or a double submit), or a
 * deadlock PostgreSQL broke by failing this statement.
 */
function isLostRace(error: unknown): boolean {
  const cause = databaseErrorOf(error);
  if (cause?.code === '23502') return cause.column === 'ticket_id';
  if (cause?.code === '23505') return onePerPerson.has(cause.constraint ?? '');
  return isDeadlock(error);
}

/** PostgreSQL broke a deadlock by failing this statement or transaction. */
export function isDeadlock(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '40P01';
}

/**
 * Writes the registrations and returns true; false when nothing was written because the seats, the
 * ticket or someone's one registration were no longer to be had, or the event or the ticket
 * changed since they were read: the caller then decides again, one by one.
 */
export async function writeNewRegistrations(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: NewRegistrations,
  now: Date,
): Promise<boolean> {
  const { items } = input;
  try {
    const statements = writeStatements(deps.db);
    await (input.conditional ? statements.conditional : statements.unguarded).execute({
      eventId: input.eventId,
      ticketId: input.ticketId,
      approvalRequired: input.approvalRequired,
      now: now.toISOString(),
      count: items.length,
      registrations: rowsAsJson(
        registrations,
        items.map((item) => item.registration),
      ),
      answers: rowsAsJson(
        registrationAnswers,
        items.flatMap(({ registration, answers }) =>
          answers.map((a) => ({
            registrationId: registration.id,
            questionId: a.questionId,
            question: a.question,
            value: a.value,
          })),
        ),
      ),
      mails: emailsAsJson(
        deps.clock,
        items.map((item) => item.email),
      ),
    });
    return true;
  } catch (error) {
    if (isLostRace(error)) return false;
    throw error;
  }
}
