// What a guest sees of their own registration (GET /v1/events/{id}/me) and the summaries of
// My events. The answers come from their snapshots, so they read the same after any form edit.
import { and, eq, sql } from 'drizzle-orm';
import type { MyRegistration, RegistrationSummary, RegistrationView } from '../../../contract/registration-views.ts';
import { answerText, registrationLabel } from '../../../contract/registrations.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { events, registrationAnswers, registrationQuestions, registrations, tickets } from '../../platform/db/schema/index.ts';
import { waitlistPosition } from '../emails/registration-mail.ts';
import { renderTicketQrSvg, ticketQrPayload, type RegistrationRow } from '../tickets/ticket-qr.ts';

type TicketRow = typeof tickets.$inferSelect;
type EventRow = typeof events.$inferSelect;

const ticketRef = (ticket: TicketRow) => ({ id: ticket.id, name: ticket.name, isDefault: ticket.isDefault });

async function answersOf(db: DbOrTx, registrationId: string) {
  const rows = await db
    .select({ answer: registrationAnswers })
    .from(registrationAnswers)
    .innerJoin(registrationQuestions, eq(registrationQuestions.id, registrationAnswers.questionId))
    .where(eq(registrationAnswers.registrationId, registrationId))
    .orderBy(sql`${registrationQuestions.rank} collate "C"`);
  return rows.map(({ answer }) => answerView(answer));
}

const answerView = (answer: Pick<typeof registrationAnswers.$inferSelect, 'questionId' | 'question' | 'value'>) => ({
  questionId: answer.questionId,
  question: answer.question,
  value: answer.value,
  text: answerText(answer.question, answer.value),
});

type AnswerRow = Pick<typeof registrationAnswers.$inferSelect, 'questionId' | 'question' | 'value'>;

/** The view of a registration; `known` skips the reads when the caller already holds the answers and place. */
export async function toRegistrationView(
  db: DbOrTx,
  row: { registration: RegistrationRow; ticket: TicketRow; event: EventRow },
  known?: { answers: AnswerRow[]; position: number | null },
): Promise<RegistrationView> {
  const { registration, ticket, event } = row;
  const approved = registration.status === 'APPROVED';
  const payload = approved ? ticketQrPayload(registration) : null;
  const answers = known ? known.answers.map(answerView) : await answersOf(db, registration.id);
  const position = known ? known.position : await waitlistPosition(db, registration);
  // The register answer leaves the image out (it is the costliest part of that hot path).
  const svg = payload && !known ? await renderTicketQrSvg(payload) : null;
  return {
    id: registration.id,
    eventId: registration.eventId,
    status: registration.status,
    label: registrationLabel(registration),
    checkInStatus: registration.checkInStatus,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
    name: registration.name,
    email: registration.email,
    isMember: registration.userId !== null,
    participationType: registration.participationType,
    ticket: ticketRef(ticket),
    waitlistPosition: position,
    createdAt: registration.createdAt.toISOString(),
    updatedAt: registration.updatedAt.toISOString(),
    answers,
    qr: payload ? { payload, svg } : null,
    onlineUrl: approved && event.locationMode === 'ONLINE' ? event.onlineUrl : null,
  };
}

const withTicketAndEvent = (db: DbOrTx) =>
  db
    .select({ registration: registrations, ticket: tickets, event: events })
    .from(registrations)
    .innerJoin(tickets, eq(tickets.id, registrations.ticketId))
    .innerJoin(events, eq(events.id, registrations.eventId));

/** The registration of a member (userId) or of a non-member (email) for an event. */
export async function findRegistration(db: DbOrTx, eventId: string, who: { userId: string } | { email: string }) {
  const [row] = await withTicketAndEvent(db).where(
    and(
      eq(registrations.eventId, eventId),
      'userId' in who
        ? eq(registrations.userId, who.userId)
        : and(sql`${registrations.userId} is null`, eq(registrations.email, who.email)),
    ),
  );
  return row;
}

export async function findRegistrationById(db: DbOrTx, registrationId: string) {
  const [row] = await withTicketAndEvent(db).where(eq(registrations.id, registrationId));
  return row;
}

export async function myRegistrationView(
  db: DbOrTx,
  eventId: string,
  row: Awaited<ReturnType<typeof findRegistration>> | undefined,
): Promise<MyRegistration> {
  if (!row) return { eventId, label: 'NOT_REGISTERED', registration: null };
  const view = await toRegistrationView(db, row);
  return { eventId, label: view.label, registration: view };
}

export async function toRegistrationSummary(
  db: DbOrTx,
  row: { registration: RegistrationRow; ticket: TicketRow; event: EventRow },
): Promise<RegistrationSummary> {
  const { registration, ticket, event } = row;
  return {
    id: registration.id,
    eventId: registration.eventId,
    userId: registration.userId,
    status: registration.status,
    label: registrationLabel(registration),
    checkInStatus: registration.checkInStatus,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
    ticket: ticketRef(ticket),
    waitlistPosition: await waitlistPosition(db, registration),
    createdAt: registration.createdAt.toISOString(),
    event: {
      id: event.id,
      handle: event.handle,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timezone: event.timezone,
    },
  };
}
