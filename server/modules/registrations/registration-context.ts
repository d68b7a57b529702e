// Everything registering decides on, read in one statement inside the registration transaction:
// the event, its form, the viewer's place on the host team, whether this person is already
// registered, the tickets and the asked questions in form order.
import { and, eq, sql } from 'drizzle-orm';
import type { Question } from '../../../contract/registrations.ts';
import type { Tx } from '../../db/client.ts';
import { eventHosts, events, registrationForms } from '../../db/schema/index.ts';
import type { TicketRow } from './ticket-sale.ts';

type TicketJson = Omit<TicketRow, 'saleStartsAt' | 'saleEndsAt' | 'createdAt' | 'updatedAt'> & {
  saleStartsAt: string | null;
  saleEndsAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const date = (value: string | null) => (value === null ? null : new Date(value));

export async function loadRegistrationContext(tx: Tx, eventId: string, who: { userId: string } | { email: string }) {
  const mine = 'userId' in who ? sql`r.user_id = ${who.userId}` : sql`r.email = ${who.email}`;
  const [row] = await tx
    .select({
      event: events,
      formExists: sql<boolean>`${registrationForms.eventId} is not null`,
      formPublishedAt: registrationForms.publishedAt,
      role: eventHosts.role,
      // A cancelled registration may be made again; anything else is "already registered".
      already: sql<boolean>`exists (select 1 from registrations r where r.event_id = "events"."id" and ${mine} and r.status <> 'CANCELLED')`,
      tickets: sql<TicketJson[]>`(
        select coalesce(json_agg(json_build_object(
          'id', t.id, 'eventId', t.event_id, 'name', t.name, 'description', t.description, 'isDefault', t.is_default,
          'saleStartsAt', t.sale_starts_at, 'saleEndsAt', t.sale_ends_at, 'quantity', t.quantity, 'issuedCount', t.issued_count,
          'createdAt', t.created_at, 'updatedAt', t.updated_at
        ) order by t.created_at, t.id), '[]'::json)
        from tickets t where t.event_id = "events"."id")`,
      questions: sql<Omit<Question, 'deletedAt'>[]>`(
        select coalesce(json_agg(json_build_object(
          'id', q.id, 'kind', q.kind, 'requirement', q.requirement, 'title', q.title, 'description', q.description,
          'choices', q.choices, 'allowOther', q.allow_other, 'content', q.content, 'url', q.url, 'revision', q.revision
        ) order by q.rank collate "C"), '[]'::json)
        from registration_questions q where q.event_id = "events"."id" and q.deleted_at is null)`,
    })
    .from(events)
    .leftJoin(registrationForms, eq(registrationForms.eventId, events.id))
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), 'userId' in who ? eq(eventHosts.userId, who.userId) : sql`false`))
    .where(eq(events.id, eventId));
  if (!row) return undefined;
  return {
    ...row,
    tickets: row.tickets.map(
      (t): TicketRow => ({ ...t, saleStartsAt: date(t.saleStartsAt), saleEndsAt: date(t.saleEndsAt), createdAt: new Date(t.createdAt), updatedAt: new Date(t.updatedAt) }),
    ),
    questions: row.questions.map((q): Question => ({ ...q, deletedAt: null })),
  };
}
