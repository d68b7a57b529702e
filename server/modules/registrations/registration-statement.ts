// A new registration written by one statement: the seat and the ticket (the conditional updates of
// seats.ts, in their lock order), the registration row, its answers and its email. A statement is
// its own transaction, so it writes all of it or nothing, in one round trip, and the event's seat
// row stays locked only from its update to the commit. What the caller decided on an earlier read
// is compared again inside it, with the same clock: the event published with its form and not
// ended, approval as decided, the ticket available and on sale.
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';
import { events, outbox, registrationAnswers, registrationForms, registrations, tickets } from '../../db/schema/index.ts';
import { outboxRow, type QueuedEmail } from '../mail/outbox.ts';
import type { CheckedAnswer } from './answers.ts';
import { seatAndTicketUpdates } from './seats.ts';
import type { RegistrationRow } from './ticket-qr.ts';

export type NewRegistration = {
  /** the whole row as it will be stored; its ticket is the one the statement issues */
  registration: RegistrationRow;
  answers: CheckedAnswer[];
  email: QueuedEmail;
  /** what the registration's status was decided on */
  approvalRequired: boolean;
};

type OutboxRow = ReturnType<typeof outboxRow>;

const p = (name: string) => sql.placeholder(name);

/**
 * A table's row as values for the placeholders `prefix + key`, each encoded as its column sends it
 * to the driver. The placeholders stand bare (not bound to their columns) because drizzle would
 * hand a null to the column's encoder.
 */
function rowValues(prefix: string, columns: Record<string, Column>, row: Record<string, unknown>) {
  const values: Record<string, unknown> = {};
  for (const key in row) values[prefix + key] = row[key] === null ? null : columns[key].mapToDriverValue(row[key]);
  return values;
}

const rowPlaceholders = <K extends string>(prefix: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, sql`${p(prefix + key)}`])) as Record<K, SQL>;

const registrationColumns: Record<string, Column> = getTableColumns(registrations);
const outboxColumns: Record<string, Column> = getTableColumns(outbox);
// Every key of the row enqueueEmail writes (the type makes a missing one an error).
const outboxRowKeys = Object.keys({ dedupKey: 1, payload: 1, sensitive: 1, nextAttemptAt: 1, createdAt: 1 } satisfies Record<keyof OutboxRow, 1>) as (keyof OutboxRow)[];

const writeStatement = oncePerDatabase((db) => {
  const registrationValues = {
    ...rowPlaceholders('registration_', Object.keys(registrationColumns) as (keyof RegistrationRow)[]),
    // No seat or no ticket: the row has no ticket, violates NOT NULL, and the whole statement —
    // the seat it took included — is undone.
    ticketId: sql`(select id from issued)`,
  };
  const mailValues = rowPlaceholders('mail_', outboxRowKeys);
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
      ${seatAndTicketUpdates(p('eventId'), p('ticketId'), sql`exists (select 1 from still_open)`)},
      registration as (${db.insert(registrations).values(registrationValues).getSQL()}),
      answers as (
        insert into ${registrationAnswers} (registration_id, question_id, question, value)
        select ${p('registration_id')}::uuid, a.question_id, a.question, a.value
        from jsonb_to_recordset(${p('answers')}::jsonb) as a(question_id uuid, question jsonb, value jsonb)
      ),
      mail as (${db.insert(outbox).values(mailValues).onConflictDoNothing({ target: outbox.dedupKey }).getSQL()})
      select 1`,
    )
    .getQuery();
  // Drizzle names and prepares only its query builders; this statement is SQL, so it goes to the
  // session the same way a builder's prepare() would.
  return db._.session.prepareQuery({ sql: text, params }, undefined, 'register_at_once', false);
});

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
 * deadlock with this person's other request in the transaction path (which inserts its row before
 * taking the seat; this statement takes the seat first).
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
 * Writes the registration and returns true; false when nothing was written because the seat, the
 * ticket or the person's one registration was no longer to be had, or the event or the ticket
 * changed since they were read: the caller then decides again in a transaction.
 */
export async function writeNewRegistration(deps: Pick<AppDeps, 'db' | 'clock'>, input: NewRegistration, now: Date): Promise<boolean> {
  const { registration } = input;
  try {
    await writeStatement(deps.db).execute({
      eventId: registration.eventId,
      ticketId: registration.ticketId,
      approvalRequired: input.approvalRequired,
      now: now.toISOString(),
      ...rowValues('registration_', registrationColumns, registration),
      answers: JSON.stringify(input.answers.map((a) => ({ question_id: a.questionId, question: a.question, value: a.value }))),
      ...rowValues('mail_', outboxColumns, outboxRow(deps.clock, input.email)),
    });
    return true;
  } catch (error) {
    if (isLostRace(error)) return false;
    throw error;
  }
}
