// What registering decides on a registration context, wherever the context was read: alone in a
// transaction (register.service.ts) or once for many guests at once (registration-rush.ts).
import { randomBytes } from 'node:crypto';
import type { RegisterInput } from '../../../contract/registration-views.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { RegistrationStatus } from '../../../contract/registrations.ts';
import type { HackathonParticipationType } from '../../../contract/users.ts';
import type { registrations } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canViewEvent, chooseTicket, type TicketRow } from '../../events/index.ts';
import { checkSubmission, type CheckedAnswer } from '../forms/answers.ts';
import type { Registrant } from './registrant.ts';
import type { RegistrationContext } from './registration-context.ts';

export type RegisterBody = {
  ticketId?: string;
  answers: NonNullable<RegisterInput['answers']>;
  updateProfile: boolean;
  agreeToPolicies: boolean;
  participationType?: HackathonParticipationType | null;
};
export type RegistrationRow = typeof registrations.$inferSelect;

/** The person registering, as their registration records them. */
export type Person = { userId: string | null; email: string; name: string | null; locale: Locale };

/** A registration as written, with what its answer to the guest is built from. */
export type Registered = {
  registration: RegistrationRow;
  ticket: TicketRow;
  event: RegistrationContext['event'];
  answers: CheckedAnswer[];
  position: number | null;
};

const SECRET_BYTES = 32;
// Drawn from the system's random source a few kilobytes at a time, each byte given out once: one
// call to it per registration was a visible share of a rush's batches.
let drawn = Buffer.alloc(0);
let used = 0;

export function newQrSecret(): string {
  if (used + SECRET_BYTES > drawn.length) {
    drawn = randomBytes(SECRET_BYTES * 128);
    used = 0;
  }
  used += SECRET_BYTES;
  return drawn.toString('base64url', used - SECRET_BYTES, used);
}

/** How this person's registration is found: a member's by account, a non-member's by email. */
export const whoOf = (person: Person) => (person.userId ? { userId: person.userId } : { email: person.email });

/** What the person may not see is 404 G04002 (a MEMBER_ONLY event outside its community's members too); guests without an account never register for one (G01019). */
export function visibleOnly(registrant: Registrant, context: RegistrationContext | undefined): RegistrationContext {
  if (!context || !canViewEvent(context.event, context.role, context.isMember)) throw new AppError('G04002');
  if (registrant.kind === 'guest' && context.event.visibility === 'MEMBER_ONLY') throw new AppError('G01019');
  return context;
}

/**
 * The decision on a context: the window (G20002, G20017, the ticket's G04006, G20049, G20013),
 * one registration per person (G09007 when `alreadyRegistered`, said before the answers are looked
 * at; the unique indexes decide under concurrency), the answers, and the status the registration
 * starts in.
 */
export function decide(context: RegistrationContext, alreadyRegistered: boolean, person: Person, input: RegisterBody, now: Date) {
  const { event } = context;
  if (event.status !== 'PUBLISHED' || !context.formPublishedAt) throw new AppError('G20002');
  if (event.endsAt.getTime() <= now.getTime()) throw new AppError('G20017');
  const ticket = chooseTicket(event, context.tickets, input.ticketId, now);
  // A non-member's address already registered by a member is the same person.
  if (alreadyRegistered) throw new AppError('G09007');
  const checked = checkSubmission(context.questions, input.answers);
  // A hackathon asks how the person takes part; any other event keeps none.
  if (context.isHackathon && !input.participationType)
    throw new AppError('G00100', { fields: { participationType: 'validation.required' } });
  const participationType = context.isHackathon ? (input.participationType ?? null) : null;
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
    participationType,
    qrSecret: newQrSecret(),
    createdAt: now,
    updatedAt: now,
  } satisfies typeof registrations.$inferInsert;
  return { event, ticket, checked, values };
}
