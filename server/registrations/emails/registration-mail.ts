// Queues a registration's email in the caller's transaction. The dedup key names the registration,
// its status version and the kind: a retried use case never sends twice, and the retention purge
// finds every mail of a registration by its prefix.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { events, registrations, users } from '../../platform/db/schema/index.ts';
import { enqueueEmail, type QueuedEmail } from '../../platform/mail/outbox.ts';
import { TICKET_LINK_PATH } from '../../../contract/registration-views.ts';
import { composeRegistrationEmail, type RegistrationEmailKind } from './registration-emails.ts';
import { signTicketLink } from '../tickets/ticket-link.ts';

type MailDeps = Pick<AppDeps, 'clock' | 'env' | 'sessionSecret'>;
type RegistrationRow = typeof registrations.$inferSelect;
type EventRow = typeof events.$inferSelect;

export const registrationMailPrefix = (registrationId: string) => `registration:${registrationId}:`;
const dedupKey = (registration: Pick<RegistrationRow, 'id' | 'statusVersion'>, kind: RegistrationEmailKind) =>
  `${registrationMailPrefix(registration.id)}${registration.statusVersion}:${kind}`;

/** 1-based place in the event's queue. */
export async function waitlistPosition(
  db: DbOrTx,
  registration: Pick<RegistrationRow, 'eventId' | 'status' | 'waitlistNumber'>,
): Promise<number | null> {
  if (registration.status !== 'WAITLISTED' || registration.waitlistNumber === null) return null;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, registration.eventId),
        eq(registrations.status, 'WAITLISTED'),
        lte(registrations.waitlistNumber, registration.waitlistNumber),
      ),
    );
  return row?.n ?? null;
}

type EmailInput = {
  registration: RegistrationRow;
  event: EventRow;
  locale: RegistrationRow['locale'];
  kind: RegistrationEmailKind;
  position?: number | null;
  to?: string;
};

/**
 * A non-member has no account to find their ticket in: their approval email links straight to it,
 * signed for that registration and good until the event ends.
 */
function ticketLinkFor(
  deps: Pick<MailDeps, 'env' | 'sessionSecret'>,
  registration: RegistrationRow,
  event: EventRow,
  kind: RegistrationEmailKind,
): string | null {
  const admitted = (kind === 'approved' || kind === 'promoted') && registration.status === 'APPROVED';
  if (!admitted || registration.userId !== null) return null;
  const token = signTicketLink(deps.sessionSecret, {
    registrationId: registration.id,
    eventId: event.id,
    expiresAt: event.endsAt,
  });
  return new URL(`${TICKET_LINK_PATH}?${new URLSearchParams({ t: token })}`, deps.env.APP_ORIGIN).toString();
}

/** The registration's email with its dedup key, composed but not queued. */
export function registrationEmail(deps: Pick<MailDeps, 'env' | 'sessionSecret'>, input: EmailInput): QueuedEmail {
  const { registration, event, kind } = input;
  const mail = composeRegistrationEmail(deps.env, {
    kind,
    locale: input.locale,
    name: registration.name,
    event,
    position: input.position,
    awaitingApproval: kind === 'promoted' && registration.status === 'PENDING',
    ticketLink: ticketLinkFor(deps, registration, event, kind),
  });
  return { dedupKey: dedupKey(registration, kind), to: input.to ?? registration.email, ...mail };
}

/** When the caller already holds the rows (the registration path: no extra reads under the seat lock). */
export async function queueRegistrationEmailFor(tx: DbOrTx, deps: MailDeps, input: EmailInput): Promise<string> {
  const email = registrationEmail(deps, input);
  await enqueueEmail(tx, deps.clock, email);
  return email.dedupKey;
}

/** Loads what the email needs (a member's current address and language win) and queues it. */
export async function queueRegistrationEmail(
  tx: DbOrTx,
  deps: MailDeps,
  registrationId: string,
  kind: RegistrationEmailKind,
): Promise<void> {
  const [row] = await tx
    .select({ registration: registrations, event: events, accountLocale: users.locale, accountEmail: users.email })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(users, eq(users.id, registrations.userId))
    .where(eq(registrations.id, registrationId));
  if (!row) return;
  const position = kind === 'waitlisted' ? await waitlistPosition(tx, row.registration) : null;
  await queueRegistrationEmailFor(tx, deps, {
    registration: row.registration,
    event: row.event,
    locale: row.accountLocale ?? row.registration.locale,
    to: row.accountEmail ?? undefined,
    kind,
    position,
  });
}
