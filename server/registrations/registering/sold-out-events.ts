// What this instance knows about its sold-out events (decision 050): once a batch's read shows an
// event full with no waitlist, the instance keeps that read with everyone who has a registration
// there, and refuses the late arrivals of a rush on it without asking the database at all. It
// forgets the event as soon as any row the read came from changes — the event, its seats, tickets,
// form, questions or registrations, by whichever instance — when the database's notification
// arrives (registration-context-notify.sql), and after a second in any case. While the listening
// connection is lost, it knows nothing.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notificationsOf } from '../../platform/db/notifications.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { registrations } from '../../platform/db/schema/index.ts';
import type { RegistrationContext } from './registration-context.ts';
import type { Person } from './registration-decision.ts';

/** the channel the triggers of registration-context-notify.sql name changed events on */
export const REGISTRATION_CONTEXT_CHANNEL = 'registration_context';
/** Kept at most this long even without a notification: a bound on what a missed one could cost. */
const KEEP_MS = 1_000;
/** Events with more registrations than this are read per batch: their people would weigh too much here. */
const MAX_PEOPLE = 10_000;
/** sold-out events kept at once */
const MAX_EVENTS = 1_000;

export type SoldOut = {
  /** the event's registration context as read, without anyone's registrations */
  context: RegistrationContext;
  /** whether this person has a registration for the event, in any status */
  isRegistered: (person: Pick<Person, 'userId' | 'email'>) => boolean;
};

/** A batch's read in progress: whether the event changed since it started. */
export type Watch = { eventId: string; changed: boolean };

export type SoldOutEvents = {
  /** the event, if this instance knows it sold out */
  known(eventId: string): SoldOut | undefined;
  /** Call before reading the event; pass the watch to `learn` or `unwatch`. */
  watch(eventId: string): Watch;
  unwatch(watch: Watch): void;
  /** Keeps `context` (sold out) with its people, unless the event changed since `watch`. */
  learn(watch: Watch, context: RegistrationContext): Promise<void>;
};

export type SoldOutOptions = {
  /**
   * false only for the negative control: kept for `keepMs` without listening for changes, as a
   * cache that trusts its "sold out" would.
   */
  listen?: boolean;
  keepMs?: number;
};

const preparedPeople = oncePerDatabase((db) =>
  db
    .select({ userId: registrations.userId, email: registrations.email })
    .from(registrations)
    .where(eq(registrations.eventId, sql.placeholder('eventId')))
    .limit(sql.placeholder('limit'))
    .prepare('registered_people_of_event'),
);

export function createSoldOutEvents(db: Db, { listen = true, keepMs = KEEP_MS }: SoldOutOptions = {}): SoldOutEvents {
  const entries = new Map<string, { soldOut: SoldOut; until: number }>();
  const watching = new Map<string, Set<Watch>>();
  const notifications = listen ? notificationsOf(db) : undefined;
  let listening = !listen;

  function changed(eventId: string) {
    entries.delete(eventId);
    watching.get(eventId)?.forEach((watch) => (watch.changed = true));
  }
  notifications?.listen(REGISTRATION_CONTEXT_CHANNEL, {
    notified: changed,
    listening: () => (listening = true),
    lost() {
      listening = false;
      entries.clear();
      watching.forEach((set) => set.forEach((watch) => (watch.changed = true)));
    },
  });

  const unwatch = (watch: Watch) => {
    const set = watching.get(watch.eventId);
    set?.delete(watch);
    if (set?.size === 0) watching.delete(watch.eventId);
  };

  return {
    known(eventId) {
      const entry = entries.get(eventId);
      if (!entry) return undefined;
      if (listening && entry.until > performance.now()) return entry.soldOut;
      entries.delete(eventId);
      return undefined;
    },
    watch(eventId) {
      const watch = { eventId, changed: false };
      const set = watching.get(eventId) ?? new Set<Watch>();
      watching.set(eventId, set.add(watch));
      return watch;
    },
    unwatch,
    async learn(watch, context) {
      try {
        if (!listening) return;
        const people = await preparedPeople(db).execute({ eventId: watch.eventId, limit: MAX_PEOPLE + 1 });
        if (people.length > MAX_PEOPLE || watch.changed || !listening) return;
        const userIds = new Set(people.flatMap((p) => (p.userId ? [p.userId] : [])));
        const emails = new Set(people.map((p) => p.email));
        if (entries.size >= MAX_EVENTS) entries.delete(entries.keys().next().value!);
        entries.set(watch.eventId, {
          soldOut: {
            context: { ...context, registered: [], already: false },
            // As the batch's read finds someone's registrations: a member's by account, a non-member's by address.
            isRegistered: (person) => (person.userId ? userIds.has(person.userId) : emails.has(person.email)),
          },
          until: performance.now() + keepMs,
        });
      } finally {
        unwatch(watch);
      }
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
