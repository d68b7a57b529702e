// Everything registering decides on, read in one statement: the event, its form, the viewer's place
// on the host team, whether this person is already registered, whether the seats are all taken,
// the tickets and the asked questions in form order.
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { Question, RegistrationStatus } from '../../../contract/registrations.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { eventHosts, events, eventSeats, registrationForms, registrations } from '../../db/schema/index.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';
import type { TicketRow } from './ticket-sale.ts';

type TicketJson = Omit<TicketRow, 'saleStartsAt' | 'saleEndsAt' | 'createdAt' | 'updatedAt'> & {
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  createdAt: string;
  updatedAt: string;
};

type QuestionJson = Omit<Question, 'deletedAt'> & { rank: string };

/** A value, or a placeholder for it in a prepared statement. */
type Value = string | Placeholder;
type Who<T extends Value = string> = { userId: T } | { email: T };

const date = (value: string | null) => (value === null ? null : new Date(value));

/** `who` null: nobody in particular (no host role, never registered). */
function contextSelect(db: DbOrTx, eventId: Value, who: Who<Value> | null) {
  const mine = who === null ? sql`false` : 'userId' in who ? sql`r.user_id = ${who.userId}` : sql`r.email = ${who.email}`;
  return db
    .select({
      event: events,
      formExists: sql<boolean>`${registrationForms.eventId} is not null`,
      formPublishedAt: registrationForms.publishedAt,
      role: eventHosts.role,
      // A cancelled registration may be made again; anything else is "already registered".
      already: sql<boolean>`exists (select 1 from registrations r where r.event_id = "events"."id" and ${mine} and r.status <> 'CANCELLED')`,
      full: sql<boolean>`coalesce(${eventSeats.taken} >= ${events.maxParticipants}, false)`,
      /** null: no limit */
      seatsLeft: sql<number | null>`${events.maxParticipants} - coalesce(${eventSeats.taken}, 0)`,
      // Each list as the JSON of a subselect whose aliases are the keys: cheaper to plan than
      // building every object field by field.
      tickets: sql<TicketJson[]>`(
        select coalesce(json_agg(x order by x."createdAt", x.id), '[]'::json) from (
          select t.id, t.event_id as "eventId", t.name, t.description, t.is_default as "isDefault",
            t.sale_starts_at as "saleStartsAt", t.sale_ends_at as "saleEndsAt", t.quantity, t.issued_count as "issuedCount",
            t.created_at as "createdAt", t.updated_at as "updatedAt"
          from tickets t where t.event_id = "events"."id") x)`,
      questions: sql<QuestionJson[]>`(
        select coalesce(json_agg(x order by x.rank), '[]'::json) from (
          select q.id, q.kind, q.requirement, q.title, q.description, q.choices, q.allow_other as "allowOther",
            q.content, q.url, q.revision, q.rank collate "C" as rank
          from registration_questions q where q.event_id = "events"."id" and q.deleted_at is null) x)`,
    })
    .from(events)
    .leftJoin(registrationForms, eq(registrationForms.eventId, events.id))
    .leftJoin(eventSeats, eq(eventSeats.eventId, events.id))
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), who !== null && 'userId' in who ? eq(eventHosts.userId, who.userId) : sql`false`))
    .where(eq(events.id, eventId));
}

type ContextRow = Awaited<ReturnType<typeof contextSelect>>[number];

function toContext(row: ContextRow) {
  return {
    ...row,
    tickets: row.tickets.map(
      (t): TicketRow => ({ ...t, saleStartsAt: date(t.saleStartsAt), saleEndsAt: date(t.saleEndsAt), createdAt: new Date(t.createdAt), updatedAt: new Date(t.updatedAt) }),
    ),
    questions: row.questions.map(({ rank: _rank, ...q }): Question => ({ ...q, deletedAt: null })),
  };
}

export type RegistrationContext = ReturnType<typeof toContext>;

/** Read in the caller's transaction. */
export async function loadRegistrationContext(tx: Tx, eventId: string, who: Who): Promise<RegistrationContext | undefined> {
  const [row] = await contextSelect(tx, eventId, who);
  return row && toContext(row);
}

const preparedContext = oncePerDatabase((db) => ({
  byUser: contextSelect(db, sql.placeholder('eventId'), { userId: sql.placeholder('who') }).prepare('registration_context_by_user'),
  byEmail: contextSelect(db, sql.placeholder('eventId'), { email: sql.placeholder('who') }).prepare('registration_context_by_email'),
  anyone: contextSelect(db, sql.placeholder('eventId'), null).prepare('registration_context'),
  // Members by the (event, account) index; the address arm runs only when non-members are asked about.
  registeredAmong: db
    .select({ userId: registrations.userId, email: registrations.email, status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.eventId, sql.placeholder('eventId')), sql`${registrations.userId} = any(array(select jsonb_array_elements_text(${sql.placeholder('userIds')}::jsonb)::uuid))`))
    .unionAll(
      db
        .select({ userId: registrations.userId, email: registrations.email, status: registrations.status })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, sql.placeholder('eventId')),
            sql`jsonb_array_length(${sql.placeholder('emails')}::jsonb) > 0`,
            sql`${registrations.email} = any(array(select jsonb_array_elements_text(${sql.placeholder('emails')}::jsonb)))`,
          ),
        ),
    )
    .prepare('registrations_among'),
}));

/** The same read on its own, outside any transaction, as a statement prepared once: every registration starts with it. */
export async function readRegistrationContext(db: Db, eventId: string, who: Who): Promise<RegistrationContext | undefined> {
  const prepared = preparedContext(db);
  const [row] = 'userId' in who ? await prepared.byUser.execute({ eventId, who: who.userId }) : await prepared.byEmail.execute({ eventId, who: who.email });
  return row && toContext(row);
}

/** What many people registering at once decide on: the event's context for no one in particular. */
export async function readRushContext(db: Db, eventId: string): Promise<RegistrationContext | undefined> {
  const [row] = await preparedContext(db).anyone.execute({ eventId });
  return row && toContext(row);
}

export type RegisteredPerson = { userId: string | null; email: string; status: RegistrationStatus };

/** The registrations, in any status, of these members (by account) and non-members (by email). */
export async function readRegisteredAmong(db: Db, eventId: string, people: { userIds: string[]; emails: string[] }): Promise<RegisteredPerson[]> {
  return preparedContext(db).registeredAmong.execute({ eventId, userIds: JSON.stringify(people.userIds), emails: JSON.stringify(people.emails) });
}
