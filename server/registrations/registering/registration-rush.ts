// Many people registering for one event at once. The requests that arrive while the event's
// statement is running wait, and the next statement writes them together (server/platform/db/batched.ts):
// a batch costs one read and one write however many it holds — the event's context with the
// registrations its people already have, and the write of registration-statement.ts — and while
// the instance keeps an open event's read (open-events.ts), the write alone. Whatever a batch
// cannot write at once goes back to be decided alone in a transaction (register.service.ts): no
// seat left for it, a FILE answer, a cancelled registration to make new again, someone registered
// already, a person twice in the batch, an event not open or never set up, or a write that found
// its read out of date.
// Once the seat counter says the event is full (and it has no waitlist), the batch refuses on its
// read, and the batches after it on what the instance keeps of that read until the event changes
// (sold-out-events.ts): a sell-out's late arrivals cost no transaction, and on a warm instance no
// statement at all.
import type { AppDeps } from '../../platform/app-deps.ts';
import { batchedByKey } from '../../platform/db/batched.ts';
import { laneOf } from '../../platform/db/lane.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Registrant } from './registrant.ts';
import { isAlreadyRegistered, readRushContext, type RegistrationContext } from './registration-context.ts';
import {
  decide,
  visibleOnly,
  type Person,
  type RegisterBody,
  type Registered,
  type RegistrationRow,
} from './registration-decision.ts';
import { registrationEmail } from '../emails/registration-mail.ts';
import { writeNewRegistrations, type NewRegistration } from './registration-statement.ts';
import { openEventsOf, type OpenEvents } from './open-events.ts';
import { soldOutEventsOf, type SoldOutEvents } from './sold-out-events.ts';

type RushRequest = { registrant: Registrant; person: Person; input: RegisterBody };

/** Written; refused with the error the guest gets; or to be decided alone. */
type RushOutcome = { kind: 'written'; registered: Registered } | { kind: 'refused'; error: AppError } | { kind: 'alone' };

const ALONE: RushOutcome = { kind: 'alone' };

type Accepted = { index: number; item: NewRegistration; registered: Registered };

/** Decides each request on the batch's one read; the accepted ones are counted against the seats left. */
function decideBatch(
  deps: Pick<AppDeps, 'env' | 'sessionSecret'>,
  context: RegistrationContext,
  requests: RushRequest[],
  now: Date,
) {
  const outcomes: RushOutcome[] = requests.map(() => ALONE);
  const accepted: Accepted[] = [];
  const taken = new Set<string>();
  let seatsLeft = context.seatsLeft ?? Number.POSITIVE_INFINITY;
  const ticketsLeft = new Map(
    context.tickets.map((t) => [t.id, t.quantity === null ? Number.POSITIVE_INFINITY : t.quantity - t.issuedCount]),
  );
  for (const [index, { registrant, person, input }] of requests.entries()) {
    try {
      visibleOnly(registrant, context);
      const theirs = context.registered.filter((r) => (person.userId ? r.userId === person.userId : r.email === person.email));
      const { event, ticket, checked, values } = decide(context, isAlreadyRegistered(theirs), person, input, now);
      if (theirs.length > 0 || checked.some((a) => a.question.kind === 'FILE')) continue;
      // One person once per batch: a member and a non-member of one address count as one.
      const keys = [person.userId, person.email].filter((key) => key !== null);
      if (keys.some((key) => taken.has(key))) continue;
      if (seatsLeft < 1 || (ticketsLeft.get(ticket.id) ?? 0) < 1) continue;
      seatsLeft -= 1;
      ticketsLeft.set(ticket.id, ticketsLeft.get(ticket.id)! - 1);
      for (const key of keys) taken.add(key);
      const registration: RegistrationRow = {
        ...values,
        id: crypto.randomUUID(),
        statusVersion: 1,
        waitlistNumber: null,
        checkInStatus: 'NOT_CHECKED_IN',
        checkedInAt: null,
        // written by the database (registration-search.sql)
        searchText: '',
      };
      const email = registrationEmail(deps, {
        registration,
        event,
        locale: person.locale,
        kind: values.status === 'PENDING' ? 'received' : 'approved',
      });
      accepted.push({
        index,
        item: { registration, answers: checked, email },
        registered: { registration, ticket, event, answers: checked, position: null },
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes[index] = { kind: 'refused', error };
    }
  }
  return { outcomes, accepted };
}

/** Sold out: full, no waitlist, and open to anyone who may register on their own (no MEMBER_ONLY door). */
const isSoldOut = (context: RegistrationContext | undefined): boolean =>
  !!context &&
  context.full &&
  !context.event.waitlistEnabled &&
  context.event.status === 'PUBLISHED' &&
  context.event.visibility !== 'MEMBER_ONLY' &&
  context.formExists;

/**
 * A sold-out event, on the batch's read of the seat counter or on what this instance knows of it
 * (sold-out-events.ts): each request gets what its own transaction would answer — its window,
 * answers or visibility error, else G20003 — without one. Someone with a registration here already
 * (a cancelled one to make new again, or G09007) and FILE answers still go alone. A seat freed
 * after the read is the next batch's to give.
 */
function refuseWhenFull(
  context: RegistrationContext,
  isRegistered: (person: Person) => boolean,
  requests: RushRequest[],
  now: Date,
): RushOutcome[] {
  return requests.map(({ registrant, person, input }) => {
    try {
      visibleOnly(registrant, context);
      if (isRegistered(person)) return ALONE;
      const { checked } = decide(context, false, person, input, now);
      if (checked.some((a) => a.question.kind === 'FILE')) return ALONE;
      return { kind: 'refused', error: new AppError('G20003') };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { kind: 'refused', error };
    }
  });
}

/** Whether the batch's read found a registration of this person: a member's by account, a non-member's by address. */
const registeredIn = (context: RegistrationContext) => (person: Person) =>
  context.registered.some((r) => (person.userId ? r.userId === person.userId : r.email === person.email));

/** Open to anyone who may register on their own, with its form set up and seats left: what a batch writes for. */
const isOpen = (context: RegistrationContext | undefined): context is RegistrationContext =>
  !!context &&
  context.event.status === 'PUBLISHED' &&
  context.event.visibility !== 'MEMBER_ONLY' &&
  context.formExists &&
  !context.full;

/** Decides the batch on `context` and writes what it accepted; whatever it could not write is decided alone. */
async function writeBatch(deps: AppDeps, context: RegistrationContext, requests: RushRequest[], now: Date) {
  const { outcomes, accepted } = decideBatch(deps, context, requests, now);
  const byTicket = Map.groupBy(accepted, (a) => a.item.registration.ticketId);
  let allWritten = true;
  for (const [ticketId, group] of byTicket) {
    // A write that fails for any other reason is tried again one by one, so that whatever caused it
    // fails only the request it came from.
    const written = await writeNewRegistrations(
      deps,
      {
        eventId: context.event.id,
        ticketId,
        approvalRequired: context.event.approvalRequired,
        items: group.map((a) => a.item),
        conditional: true,
      },
      now,
    ).catch(() => false);
    allWritten &&= written;
    for (const a of group) outcomes[a.index] = written ? { kind: 'written', registered: a.registered } : ALONE;
  }
  return { outcomes, allWritten };
}

async function registerBatch(
  deps: AppDeps,
  soldOut: SoldOutEvents,
  open: OpenEvents,
  eventId: string,
  requests: RushRequest[],
): Promise<RushOutcome[]> {
  const now = deps.clock.now();
  const known = soldOut.known(eventId);
  if (known) return refuseWhenFull(known.context, known.isRegistered, requests, now);
  // A non-member's address registered by a member is taken too, which no unique index says: a
  // batch with a non-member in it is read.
  const kept = requests.every((r) => r.person.userId) ? open.known(eventId) : undefined;
  if (kept) {
    // Decided on the kept read, as if none of them were registered: the write's unique indexes and
    // seat counters say otherwise, and then the batch goes alone and the next one reads again.
    const { outcomes, allWritten } = await writeBatch(deps, kept, requests, now);
    if (!allWritten) open.forget(eventId);
    return outcomes;
  }
  const watch = soldOut.watch(eventId);
  const openWatch = open.watch(eventId);
  let context: RegistrationContext | undefined;
  try {
    context = await readRushContext(deps.db, eventId, {
      userIds: requests.flatMap((r) => (r.person.userId ? [r.person.userId] : [])),
      emails: requests.flatMap((r) => (r.person.userId ? [] : [r.person.email])),
    });
  } finally {
    if (!isSoldOut(context)) soldOut.unwatch(watch);
    open.keep(openWatch, isOpen(context) ? context : undefined);
  }
  if (context && isSoldOut(context)) {
    // Kept for the batches after this one; this one answers on its own read meanwhile.
    void soldOut.learn(watch, context).catch(() => {});
    return refuseWhenFull(context, registeredIn(context), requests, now);
  }
  // Anything else but an open event with seats: each request's own transaction says what applies to it.
  if (!isOpen(context)) return requests.map(() => ALONE);
  const { outcomes, allWritten } = await writeBatch(deps, context, requests, now);
  if (!allWritten) open.forget(eventId);
  return outcomes;
}

type Rush = (key: string, request: RushRequest) => Promise<RushOutcome>;
const rushes = new WeakMap<AppDeps, Rush>();

/**
 * Registers in the event's next batch: the guest's registration, their refusal, or undefined to
 * decide alone.
 */
export async function registerInRush(
  deps: AppDeps,
  eventId: string,
  request: RushRequest,
  soldOut: SoldOutEvents = soldOutEventsOf(deps.db),
  open: OpenEvents = openEventsOf(deps.db),
): Promise<Registered | undefined> {
  let rush = rushes.get(deps);
  if (!rush) {
    rush = batchedByKey((key: string, requests: RushRequest[]) => registerBatch(deps, soldOut, open, key, requests), {
      maxSize: 200,
      // after the session check (stage 0) of the same requests
      lane: { lane: laneOf(deps.db), stage: 1 },
    });
    rushes.set(deps, rush);
  }
  const outcome = await rush(eventId, request);
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.kind === 'written' ? outcome.registered : undefined;
}
