// POST /v1/events/{id}/register. Decided with the server's clock on the rows of one read: the
// window (G20002 closed, G20017 ended, G20013 outside the ticket's sale), the answers, one
// registration per person (the unique indexes: G09007), then the seat — taken by the conditional
// updates of seats.ts. Full: G20003, or a place on the waitlist when the host turned it on.
// A new registration with a seat free is written by one statement that compares the window again
// as it writes (registration-statement.ts), so a rush costs a read and a write; everything else —
// and whatever changed between that read and write — goes through one transaction that reads and
// decides again, with the seat taken last so the hot rows stay locked only for its end.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MyRegistration, RegisterInput } from '../../../contract/registration-views.ts';
import type { RegistrationStatus } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { registrationAnswers, registrations, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { canViewEvent, isUuid } from '../events/event-access.ts';
import { forgetEventPage } from '../events/event-page-cache.ts';
import { updateProfile } from '../users/profile.service.ts';
import { attachAnswerFiles, checkSubmission, profileChangesFrom, type CheckedAnswer } from './answers.ts';
import type { Registrant } from './registrant.ts';
import { queueRegistrationEmailFor, registrationEmail, waitlistPosition, withdrawQueuedEmail } from './registration-mail.ts';
import { loadRegistrationContext, readRegistrationContext, type RegistrationContext } from './registration-context.ts';
import { ensureRegistrationSetup } from './registration-setup.ts';
import { isDeadlock, writeNewRegistration } from './registration-statement.ts';
import { toRegistrationView } from './registration-view.ts';
import { drawWaitlistNumber, lockEventSeats, takeSeat, type SeatTaker } from './seats.ts';
import { chooseTicket, type TicketRow } from './ticket-sale.ts';

type RegisterBody = { ticketId?: string; answers: NonNullable<RegisterInput['answers']>; updateProfile: boolean; agreeToPolicies: boolean };
type RegistrationRow = typeof registrations.$inferSelect;

const newQrSecret = () => randomBytes(32).toString('base64url');

/** Who registers: the session already carries a member's account details; the database only if not. */
async function registrantDetails(deps: Pick<AppDeps, 'db'>, registrant: Registrant) {
  if (registrant.kind === 'guest') return { userId: null, email: registrant.email, name: null, locale: registrant.locale };
  if (registrant.account) return { userId: registrant.userId, ...registrant.account };
  const [user] = await deps.db.select().from(users).where(eq(users.id, registrant.userId));
  if (!user) throw new AppError('G04001');
  return { userId: user.id, email: user.email, name: user.name, locale: user.locale };
}

type Person = Awaited<ReturnType<typeof registrantDetails>>;

const whoOf = (person: Person) => (person.userId ? { userId: person.userId } : { email: person.email });

/** What the person may not see is 404 G04002; member-only events are never for non-members (G01019). */
function visibleOnly(registrant: Registrant, context: RegistrationContext | undefined): RegistrationContext {
  if (!context || !canViewEvent(context.event, context.role)) throw new AppError('G04002');
  if (registrant.kind === 'guest' && context.event.visibility === 'MEMBER_ONLY') throw new AppError('G01019');
  return context;
}

/** The registration context, read inside the transaction. An event never set up gets its form and default ticket here. */
async function contextFor(tx: Tx, registrant: Registrant, person: Person, eventId: string, now: Date) {
  let context = visibleOnly(registrant, isUuid(eventId) ? await loadRegistrationContext(tx, eventId, whoOf(person)) : undefined);
  if (!context.formExists) {
    await ensureRegistrationSetup(tx, eventId, now);
    context = (await loadRegistrationContext(tx, eventId, whoOf(person)))!;
  }
  return context;
}

/**
 * The decision on a context: the window (G20002, G20017, the ticket's G04006, G20049, G20013),
 * one registration per person (G09007, said before the answers are looked at; the unique indexes
 * decide under concurrency), the answers, and the status the registration starts in.
 */
function decide(context: RegistrationContext, person: Person, input: RegisterBody, now: Date) {
  const { event } = context;
  if (event.status !== 'PUBLISHED' || !context.formPublishedAt) throw new AppError('G20002');
  if (event.endsAt.getTime() <= now.getTime()) throw new AppError('G20017');
  const ticket = chooseTicket(event, context.tickets, input.ticketId, now);
  // A non-member's address already registered by a member is the same person.
  if (context.already) throw new AppError('G09007');
  const checked = checkSubmission(context.questions, input.answers);
  const nameAnswer = checked.find((a) => a.question.kind === 'NAME')?.value;
  const status: RegistrationStatus = event.approvalRequired ? 'PENDING' : 'APPROVED';
  const values = {
    eventId: event.id,
    userId: person.userId,
    email: person.email,
    name: typeof nameAnswer === 'string' ? nameAnswer : (person.name ?? person.email.split('@')[0]),
    locale: person.locale,
    ticketId: ticket.id,
    status,
    qrSecret: newQrSecret(),
    createdAt: now,
    updatedAt: now,
  } satisfies typeof registrations.$inferInsert;
  return { event, ticket, checked, values };
}

type Registered = { registration: RegistrationRow; ticket: TicketRow; event: RegistrationContext['event']; answers: CheckedAnswer[]; position: number | null };

/**
 * The common case in one statement (registration-statement.ts): read, decide, write. Undefined
 * when it is not that case — no seat free, FILE answers, an event never set up — or when the write
 * found that something changed since the read: the transaction then decides again.
 */
async function registerAtOnce(deps: AppDeps, registrant: Registrant, person: Person, eventId: string, input: RegisterBody, now: Date): Promise<Registered | undefined> {
  const context = visibleOnly(registrant, isUuid(eventId) ? await readRegistrationContext(deps.db, eventId, whoOf(person)) : undefined);
  if (!context.formExists || context.full) return undefined;
  const { event, ticket, checked, values } = decide(context, person, input, now);
  if (ticket.quantity !== null && ticket.issuedCount >= ticket.quantity) return undefined;
  if (checked.some((a) => a.question.kind === 'FILE')) return undefined;
  const registration: RegistrationRow = {
    ...values,
    id: randomUUID(),
    statusVersion: 1,
    waitlistNumber: null,
    checkInStatus: 'NOT_CHECKED_IN',
    checkedInAt: null,
  };
  const email = registrationEmail(deps, { registration, event, locale: person.locale, kind: values.status === 'PENDING' ? 'received' : 'approved' });
  const written = await writeNewRegistration(deps, { registration, answers: checked, email, approvalRequired: event.approvalRequired }, now);
  return written ? { registration, ticket, event, answers: checked, position: null } : undefined;
}

/**
 * A registration row for this person: a new one, or their cancelled one made new again (a
 * cancelled guest may register again). Anything else already there is G09007.
 */
async function claimRegistrationRow(tx: Tx, values: typeof registrations.$inferInsert): Promise<RegistrationRow> {
  const [inserted] = await tx.insert(registrations).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const mine = values.userId
    ? and(eq(registrations.eventId, values.eventId), eq(registrations.userId, values.userId))
    : and(eq(registrations.eventId, values.eventId), isNull(registrations.userId), eq(registrations.email, values.email));
  const [existing] = await tx.select({ id: registrations.id, status: registrations.status }).from(registrations).where(mine);
  if (!existing || existing.status !== 'CANCELLED') throw new AppError('G09007');
  // Seats and queue first (the lock order of seats.ts), then the row, still only if cancelled.
  await lockEventSeats(tx, values.eventId);
  const [revived] = await tx
    .update(registrations)
    .set({
      name: values.name,
      locale: values.locale,
      ticketId: values.ticketId,
      status: values.status,
      statusVersion: sql`${registrations.statusVersion} + 1`,
      waitlistNumber: null,
      checkInStatus: 'NOT_CHECKED_IN',
      checkedInAt: null,
      qrSecret: newQrSecret(),
      createdAt: values.createdAt,
      updatedAt: values.updatedAt,
    })
    .where(and(eq(registrations.id, existing.id), eq(registrations.status, 'CANCELLED')))
    .returning();
  if (!revived) throw new AppError('G09007');
  await tx.delete(registrationAnswers).where(eq(registrationAnswers.registrationId, revived.id));
  return revived;
}

/** Everything else, in one transaction that reads and decides on its own rows. */
async function registerInTransaction(
  deps: AppDeps,
  registrant: Registrant,
  person: Person,
  eventId: string,
  input: RegisterBody,
  now: Date,
  seatTaker: SeatTaker,
): Promise<Registered> {
  return deps.db.transaction(async (tx) => {
    const context = await contextFor(tx, registrant, person, eventId, now);
    const { event, ticket, checked, values } = decide(context, person, input, now);
    const registration = await claimRegistrationRow(tx, values);
    const answers = await attachAnswerFiles(tx, registrant, event.id, registration.id, checked);
    if (answers.length > 0) {
      await tx.insert(registrationAnswers).values(answers.map((a) => ({ registrationId: registration.id, ...a })));
    }
    // Queued before the seat is taken, so the seat's lock is held for as short a time as possible.
    const mail = { registration, event, locale: person.locale };
    const queued = await queueRegistrationEmailFor(tx, deps, { ...mail, kind: values.status === 'PENDING' ? 'received' : 'approved' });

    const seat = await seatTaker(tx, event.id, ticket.id);
    if (seat === 'SEATED') return { registration, ticket, event, answers, position: null };
    if (!event.waitlistEnabled) throw new AppError('G20003');
    const waitlistNumber = await drawWaitlistNumber(tx, event.id);
    const [waitlisted] = await tx
      .update(registrations)
      .set({ status: 'WAITLISTED', waitlistNumber })
      .where(eq(registrations.id, registration.id))
      .returning();
    const position = await waitlistPosition(tx, waitlisted);
    await withdrawQueuedEmail(tx, queued);
    await queueRegistrationEmailFor(tx, deps, { ...mail, registration: waitlisted, kind: 'waitlisted', position });
    return { registration: waitlisted, ticket, event, answers, position };
  });
}

/**
 * The same person's two requests at once can deadlock: the statement takes the seat before the
 * row, the transaction the row before the seat. PostgreSQL fails one; the transaction that lost
 * decides again, and then sees the other request's registration (G09007).
 */
async function registerDecidingAgainOnDeadlock(register: () => Promise<Registered>): Promise<Registered> {
  try {
    return await register();
  } catch (error) {
    if (!isDeadlock(error)) throw error;
    return register();
  }
}

export async function registerForEvent(
  deps: AppDeps,
  registrant: Registrant,
  eventId: string,
  input: RegisterBody,
  seatTaker: SeatTaker = takeSeat,
): Promise<MyRegistration> {
  const now = deps.clock.now();
  if (registrant.kind === 'guest' && !input.agreeToPolicies) throw new AppError('G10016', { fields: { agreeToPolicies: 'errors.requiredTermsAgreement' } });
  const person = await registrantDetails(deps, registrant);
  // The one statement takes its seat with takeSeat's own updates: another seat step (the
  // concurrency test's unguarded control) can only run step by step in the transaction.
  const atOnce = seatTaker === takeSeat ? await registerAtOnce(deps, registrant, person, eventId, input, now) : undefined;
  const done = atOnce ?? (await registerDecidingAgainOnDeadlock(() => registerInTransaction(deps, registrant, person, eventId, input, now, seatTaker)));
  deps.kickOutbox();
  forgetEventPage(deps.db, done.event.id);

  if (registrant.kind === 'member' && input.updateProfile) {
    const changes = profileChangesFrom(done.answers satisfies CheckedAnswer[]);
    if (Object.keys(changes).length > 0) await updateProfile(deps, registrant.userId, changes);
  }
  // Built from what the write already holds: no second round of reads.
  const view = await toRegistrationView(deps.db, done, { answers: done.answers, position: done.position });
  return { eventId: done.event.id, label: view.label, registration: view };
}
