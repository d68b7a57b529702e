// POST /v1/events/{id}/register. Everything is decided inside one transaction with the server's
// clock: the window (G20002 closed, G20017 ended, G20013 outside the ticket's sale), the answers,
// one registration per person (the unique indexes: G09007), then the seat — taken last, by the
// conditional updates of seats.ts, so the hot rows stay locked only for the end of the transaction.
// Full: G20003, or a place on the waitlist when the host turned it on.
import { randomBytes } from 'node:crypto';
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
import { queueRegistrationEmailFor, waitlistPosition, withdrawQueuedEmail } from './registration-mail.ts';
import { loadRegistrationContext } from './registration-context.ts';
import { ensureRegistrationSetup } from './registration-setup.ts';
import { toRegistrationView } from './registration-view.ts';
import { drawWaitlistNumber, lockEventSeats, takeSeat, type SeatTaker } from './seats.ts';
import { chooseTicket } from './ticket-sale.ts';

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

/**
 * The registration context, read inside the transaction. What the person may not see is 404
 * G04002; member-only events are never for non-members (G01019). An event never set up gets its
 * form and default ticket here.
 */
async function contextFor(tx: Tx, registrant: Registrant, person: { userId: string | null; email: string }, eventId: string, now: Date) {
  const who = person.userId ? { userId: person.userId } : { email: person.email };
  let context = isUuid(eventId) ? await loadRegistrationContext(tx, eventId, who) : undefined;
  if (!context || !canViewEvent(context.event, context.role)) throw new AppError('G04002');
  if (registrant.kind === 'guest' && context.event.visibility === 'MEMBER_ONLY') throw new AppError('G01019');
  if (!context.formExists) {
    await ensureRegistrationSetup(tx, eventId, now);
    context = (await loadRegistrationContext(tx, eventId, who))!;
  }
  return context;
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

  const done = await deps.db.transaction(async (tx) => {
    // The decision is made on the rows read in this transaction, with this clock.
    const context = await contextFor(tx, registrant, person, eventId, now);
    const { event } = context;
    if (event.status !== 'PUBLISHED' || !context.formPublishedAt) throw new AppError('G20002');
    if (event.endsAt.getTime() <= now.getTime()) throw new AppError('G20017');
    const ticket = chooseTicket(event, context.tickets, input.ticketId, now);
    // Said before the answers are looked at; the unique indexes decide under concurrency. A
    // non-member's address already registered by a member is the same person.
    if (context.already) throw new AppError('G09007');
    const checked = checkSubmission(context.questions, input.answers);
    const nameAnswer = checked.find((a) => a.question.kind === 'NAME')?.value;
    const status: RegistrationStatus = event.approvalRequired ? 'PENDING' : 'APPROVED';
    const registration = await claimRegistrationRow(tx, {
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
    });
    const answers = await attachAnswerFiles(tx, registrant, event.id, registration.id, checked);
    if (answers.length > 0) {
      await tx.insert(registrationAnswers).values(answers.map((a) => ({ registrationId: registration.id, ...a })));
    }
    // Queued before the seat is taken, so the seat's lock is held for as short a time as possible.
    const mail = { registration, event, locale: person.locale };
    const queued = await queueRegistrationEmailFor(tx, deps, { ...mail, kind: status === 'PENDING' ? 'received' : 'approved' });

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
  deps.kickOutbox();
  forgetEventPage(deps.db, done.event.id);

  if (registrant.kind === 'member' && input.updateProfile) {
    const changes = profileChangesFrom(done.answers satisfies CheckedAnswer[]);
    if (Object.keys(changes).length > 0) await updateProfile(deps, registrant.userId, changes);
  }
  // Built from what the transaction already holds: no second round of reads.
  const view = await toRegistrationView(deps.db, done, { answers: done.answers, position: done.position });
  return { eventId: done.event.id, label: view.label, registration: view };
}
