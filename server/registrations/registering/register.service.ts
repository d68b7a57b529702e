// POST /v1/events/{id}/register. Decided with the server's clock on the rows of one read: the
// window (G20002 closed, G20017 ended, G20013 outside the ticket's sale), the answers, one
// registration per person (the unique indexes: G09007), then the seat — taken by the conditional
// updates of seats.ts. Full: G20003, or a place on the waitlist when the host turned it on.
// A new registration with a seat free is written in the event's next batch (registration-rush.ts),
// by one statement that compares the window again as it writes; everything else — and whatever
// changed between that read and write — goes through one transaction that reads and decides
// again, with the seat taken last so the hot rows stay locked only for its end.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MyRegistration } from '../../../contract/registration-views.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { registrationAnswers, registrations, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { forgetEventPage } from '../../events/index.ts';
import { updateProfile } from '../../identity/index.ts';
import { attachAnswerFiles, profileChangesFrom, type CheckedAnswer } from '../forms/answers.ts';
import type { Registrant } from './registrant.ts';
import { loadRegistrationContext } from './registration-context.ts';
import {
  decide,
  newQrSecret,
  visibleOnly,
  whoOf,
  type Person,
  type RegisterBody,
  type Registered,
  type RegistrationRow,
} from './registration-decision.ts';
import { queueRegistrationEmailFor, waitlistPosition } from '../emails/registration-mail.ts';
import { withdrawQueuedEmail } from '../../platform/mail/outbox.ts';
import { registerInRush } from './registration-rush.ts';
import type { SoldOutEvents } from './sold-out-events.ts';
import { ensureRegistrationSetup } from './registration-setup.ts';
import { isDeadlock } from './registration-statement.ts';
import { toRegistrationView } from './registration-view.ts';
import { conditionalSeats, drawWaitlistNumber, type SeatGuard } from './seats.ts';

/** Who registers: the session already carries a member's account details; the database only if not. */
async function registrantDetails(deps: Pick<AppDeps, 'db'>, registrant: Registrant): Promise<Person> {
  if (registrant.kind === 'guest') return { userId: null, email: registrant.email, name: null, locale: registrant.locale };
  if (registrant.account) return { userId: registrant.userId, ...registrant.account };
  const [user] = await deps.db.select().from(users).where(eq(users.id, registrant.userId));
  if (!user) throw new AppError('G04001');
  return { userId: user.id, email: user.email, name: user.name, locale: user.locale };
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
  // The caller holds the seats and queue (the lock order of seats.ts); the row, still only if cancelled.
  const [revived] = await tx
    .update(registrations)
    .set({
      name: values.name,
      locale: values.locale,
      ticketId: values.ticketId,
      status: values.status,
      participationType: values.participationType,
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
  seats: SeatGuard,
): Promise<Registered> {
  return deps.db.transaction(async (tx) => {
    const context = await contextFor(tx, registrant, person, eventId, now);
    const { event, ticket, checked, values } = decide(context, context.already, person, input, now);
    // The lock order of seats.ts: the event's seats before the row, whose counters a cancellation
    // (seats, then its row and counters) would otherwise wait on while holding the seats.
    await seats.lockSeats(tx, event.id);
    const registration = await claimRegistrationRow(tx, values);
    const answers = await attachAnswerFiles(tx, registrant, event.id, registration.id, checked);
    if (answers.length > 0) {
      await tx.insert(registrationAnswers).values(answers.map((a) => ({ registrationId: registration.id, ...a })));
    }
    const mail = { registration, event, locale: person.locale };
    const queued = await queueRegistrationEmailFor(tx, deps, {
      ...mail,
      kind: values.status === 'PENDING' ? 'received' : 'approved',
    });

    const seat = await seats.takeSeat(tx, event.id, ticket.id);
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
 * A deadlock the lock order does not rule out (rows of other tables a trigger locks) fails one
 * side; the transaction that lost decides again, and then sees what the other wrote (such as the
 * same person's other request: G09007).
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
  seats: SeatGuard = conditionalSeats,
  soldOut?: SoldOutEvents,
): Promise<MyRegistration> {
  const now = deps.clock.now();
  if (registrant.kind === 'guest' && !input.agreeToPolicies)
    throw new AppError('G10016', { fields: { agreeToPolicies: 'errors.requiredTermsAgreement' } });
  const person = await registrantDetails(deps, registrant);
  // The negative control's unguarded seats (SeatGuard) are taken one by one, never in a batch.
  const atOnce =
    isUuid(eventId) && seats.conditional
      ? await registerInRush(deps, eventId, { registrant, person, input }, soldOut)
      : undefined;
  const done =
    atOnce ??
    (await registerDecidingAgainOnDeadlock(() => registerInTransaction(deps, registrant, person, eventId, input, now, seats)));
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
