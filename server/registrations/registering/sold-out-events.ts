// What this instance knows about its sold-out events (decision 050): once a batch's read shows an
// event full with no waitlist, the instance keeps that read with everyone who has a registration
// there, and refuses the late arrivals of a rush on it without asking the database at all. Kept as
// kept-event-reads.ts keeps reads: until the event changes, and a second at most.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import { createKeptEventReads, type KeptEventReadsOptions, type Watch } from './kept-event-reads.ts';
import type { RegistrationContext } from './registration-context.ts';
import type { Person } from './registration-decision.ts';

/** Events with more registrations than this are read per batch: their people would weigh too much here. */
const MAX_PEOPLE = 10_000;

export type SoldOut = {
  /** the event's registration context as read, without anyone's registrations */
  context: RegistrationContext;
  /** whether this person has a registration for the event, in any status */
  isRegistered: (person: Pick<Person, 'userId' | 'email'>) => boolean;
};

export type SoldOutEvents = {
  /** the event, if this instance knows it sold out */
  known(eventId: string): SoldOut | undefined;
  /** Call before reading the event; pass the watch to `learn` or `unwatch`. */
  watch(eventId: string): Watch;
  unwatch(watch: Watch): void;
  /** Keeps `context` (sold out) with its people, unless the event changed since `watch`. */
  learn(watch: Watch, context: RegistrationContext): Promise<void>;
};

const preparedPeople = oncePerDatabase((db) =>
  db
    .select({ userId: registrations.userId, email: registrations.email })
    .from(registrations)
    .where(eq(registrations.eventId, sql.placeholder('eventId')))
    .limit(sql.placeholder('limit'))
    .prepare('registered_people_of_event'),
);

export function createSoldOutEvents(db: Db, options: KeptEventReadsOptions = {}): SoldOutEvents {
  const kept = createKeptEventReads<SoldOut>(db, options);
  return {
    known: kept.known,
    watch: kept.watch,
    unwatch: kept.unwatch,
    async learn(watch, context) {
      const people = kept.listening()
        ? await preparedPeople(db)
            .execute({ eventId: watch.eventId, limit: MAX_PEOPLE + 1 })
            .catch((error: unknown) => {
              kept.unwatch(watch);
              throw error;
            })
        : undefined;
      if (!people || people.length > MAX_PEOPLE) return kept.unwatch(watch);
      const userIds = new Set(people.flatMap((p) => (p.userId ? [p.userId] : [])));
      const emails = new Set(people.map((p) => p.email));
      kept.keep(watch, {
        context: { ...context, registered: [], already: false },
        // As the batch's read finds someone's registrations: a member's by account, a non-member's by address.
        isRegistered: (person) => (person.userId ? userIds.has(person.userId) : emails.has(person.email)),
      });
    },
  };
}

const byDatabase = new WeakMap<Db, SoldOutEvents>();

/** The instance's sold-out events on this database. */
export function soldOutEventsOf(db: Db): SoldOutEvents {
  let soldOut = byDatabase.get(db);
  if (!soldOut) {
    soldOut = createSoldOutEvents(db);
    byDatabase.set(db, soldOut);
  }
  return soldOut;
}
