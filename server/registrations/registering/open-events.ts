// What this instance knows about the open events it registers people for (decision 055): a batch's
// read of an event with seats (decision 008) is kept, without anyone's registrations, and the
// batches of members after it decide on it and go straight to the write — one statement a batch
// instead of two. Nothing the write depends on is trusted: it compares the window, approval, ticket and seats
// again, and the unique indexes refuse a second registration of one person; when it writes nothing
// the batch is decided again alone, as before, and the event is forgotten, so the next batch reads
// it afresh (and may find it sold out, sold-out-events.ts). The instance also forgets the event when
// the database notifies a change to it (registration-context-notify.sql), when the listening
// connection is lost, and after a second in any case.
import type { Db } from '../../platform/db/client.ts';
import { notificationsOf } from '../../platform/db/notifications.ts';
import type { RegistrationContext } from './registration-context.ts';
import { REGISTRATION_CONTEXT_CHANNEL, type Watch } from './sold-out-events.ts';

/** Kept at most this long even without a notification: a bound on what a missed one could cost. */
const KEEP_MS = 1_000;
/** open events kept at once */
const MAX_EVENTS = 1_000;

export type OpenEvents = {
  /** the event's registration context as last read, without anyone's registrations */
  known(eventId: string): RegistrationContext | undefined;
  /** Call before reading the event; pass the watch to `keep` whatever the read found. */
  watch(eventId: string): Watch;
  /** Ends the watch, keeping `context` (an open event) unless the event changed since `watch`. */
  keep(watch: Watch, context: RegistrationContext | undefined): void;
  /** A write found the kept read out of date: the next batch reads again. */
  forget(eventId: string): void;
};

export function createOpenEvents(db: Db): OpenEvents {
  const entries = new Map<string, { context: RegistrationContext; until: number }>();
  const watching = new Map<string, Set<Watch>>();
  let listening = false;

  function forget(eventId: string) {
    entries.delete(eventId);
    watching.get(eventId)?.forEach((watch) => (watch.changed = true));
  }
  notificationsOf(db)?.listen(REGISTRATION_CONTEXT_CHANNEL, {
    notified: forget,
    listening: () => (listening = true),
    lost() {
      listening = false;
      entries.clear();
      watching.forEach((set) => set.forEach((watch) => (watch.changed = true)));
    },
  });

  return {
    known(eventId) {
      const entry = entries.get(eventId);
      if (!entry) return undefined;
      if (listening && entry.until > performance.now()) return entry.context;
      entries.delete(eventId);
      return undefined;
    },
    watch(eventId) {
      const watch = { eventId, changed: false };
      const set = watching.get(eventId) ?? new Set<Watch>();
      watching.set(eventId, set.add(watch));
      return watch;
    },
    keep(watch, context) {
      const set = watching.get(watch.eventId);
      set?.delete(watch);
      if (set?.size === 0) watching.delete(watch.eventId);
      if (!context || watch.changed || !listening) return;
      if (entries.size >= MAX_EVENTS) entries.delete(entries.keys().next().value!);
      entries.set(watch.eventId, {
        context: { ...context, registered: [], already: false },
        until: performance.now() + KEEP_MS,
      });
    },
    forget,
  };
}

const byDatabase = new WeakMap<Db, OpenEvents>();

/** The instance's open events on this database. */
export function openEventsOf(db: Db): OpenEvents {
  let open = byDatabase.get(db);
  if (!open) {
    open = createOpenEvents(db);
    byDatabase.set(db, open);
  }
  return open;
}
