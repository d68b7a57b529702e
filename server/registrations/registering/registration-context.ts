// Everything registering decides on, read in one statement: the event, its form, the viewer's place
// on the host team, whether this person is already registered, whether the seats are all taken,
// the tickets and the asked questions in form order.
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Question, RegistrationStatus } from '../../../contract/registrations.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { eventHosts, events, eventSeats, registrationForms } from '../../platform/db/schema/index.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { isHackathonEvent, viewerIsCommunityMember, type TicketRow } from '../../events/index.ts';

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
/** Many people at once: JSON arrays of members' account ids and non-members' addresses. */
type People = { userIds: Placeholder; emails: Placeholder };

type RegisteredPerson = { userId: string | null; email: string; status: RegistrationStatus };

/** A cancelled registration may be made again; anything else is "already registered". */
export const isAlreadyRegistered = (rows: readonly Pick<RegisteredPerson, 'status'>[]) =>
  rows.some((r) => r.status !== 'CANCELLED');

const date = (value: string | null) => (value === null ? null : new Date(value));

const registrationsWhere = (condition: SQL) =>
  sql`select r.user_id as "userId", r.email, r.status from registrations r where r.event_id = "events"."id" and ${condition}`;
const anyOf = (values: Placeholder, type: SQL) => sql`any(array(select jsonb_array_elements_text(${values}::jsonb)::${type}))`;

/** The registrations, in any status, of the person or people asked about. */
function registeredRows(who: Who<Value> | People): SQL {
  if ('userId' in who) return registrationsWhere(sql`r.user_id = ${who.userId}`);
  if ('email' in who) return registrationsWhere(sql`r.email = ${who.email}`);
  // Members by the (event, account) index; the address arm runs only when non-members are asked about.
  return sql`${registrationsWhere(sql`r.user_id = ${anyOf(who.userIds, sql`uuid`)}`)}
    union all ${registrationsWhere(sql`jsonb_array_length(${who.emails}::jsonb) > 0 and r.email = ${anyOf(who.emails, sql`text`)}`)}`;
}

/** Everything registering decides on, for one person or many (who then have no host role). */
function contextSelect(db: DbOrTx, eventId: Value, who: Who<Value> | People) {
  return db
    .select({
      event: events,
      formExists: sql<boolean>`${registrationForms.eventId} is not null`,
      formPublishedAt: registrationForms.publishedAt,
      role: eventHosts.role,
      /** an approved member of the event's community: asked for one member only (a rush leaves MEMBER_ONLY events to each request alone) */
      isMember: 'userId' in who ? viewerIsCommunityMember(who.userId as string | Placeholder) : sql<boolean>`false`,
      isHackathon: isHackathonEvent(sql`"events"."id"`, sql`"events"."type"`),
      registered: sql<RegisteredPerson[]>`(select coalesce(json_agg(x), '[]'::json) from (${registeredRows(who)}) x)`,
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
    .leftJoin(
      eventHosts,
      and(eq(eventHosts.eventId, events.id), 'userId' in who ? eq(eventHosts.userId, who.userId) : sql`false`),
    )
    .where(eq(events.id, eventId));
}

type ContextRow = Awaited<ReturnType<typeof contextSelect>>[number];

function toContext(row: ContextRow) {
  return {
    ...row,
    already: isAlreadyRegistered(row.registered),
    tickets: row.tickets.map((t): TicketRow => ({
      ...t,
      saleStartsAt: date(t.saleStartsAt),
      saleEndsAt: date(t.saleEndsAt),
      createdAt: new Date(t.createdAt),
      updatedAt: new Date(t.updatedAt),
    })),
    questions: row.questions.map(({ rank: _rank, ...q }): Question => ({ ...q, deletedAt: null })),
  };
}

export type RegistrationContext = ReturnType<typeof toContext>;

/** Read in the caller's transaction. */
export async function loadRegistrationContext(tx: Tx, eventId: string, who: Who): Promise<RegistrationContext | undefined> {
  const [row] = await contextSelect(tx, eventId, who);
  return row && toContext(row);
}

const preparedRushContext = oncePerDatabase((db) =>
  contextSelect(db, sql.placeholder('eventId'), {
    userIds: sql.placeholder('userIds'),
    emails: sql.placeholder('emails'),
  }).prepare('registration_context_by_people'),
);

/**
 * What many people registering at once decide on, in one statement: the event's context, and in
 * `registered` the registrations these members (by account) and non-members (by address) have.
 */
export async function readRushContext(
  db: Db,
  eventId: string,
  people: { userIds: string[]; emails: string[] },
): Promise<RegistrationContext | undefined> {
  const [row] = await preparedRushContext(db).execute({
    eventId,
    userIds: JSON.stringify(people.userIds),
    emails: JSON.stringify(people.emails),
  });
  return row && toContext(row);
}
