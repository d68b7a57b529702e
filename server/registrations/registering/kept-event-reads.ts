// What this instance keeps of its events' registration reads, one entry per event, for the batches
// after the read (open-events.ts, sold-out-events.ts). An entry is forgotten as soon as any row the
// read came from changes — the event, its seats, tickets, form, questions or registrations, by
// whichever instance — when the database's notification arrives (registration-context-notify.sql),
// and after `keepMs` in any case. While the listening connection is lost, nothing is known. A read
// is watched while it runs, so that a change notified meanwhile keeps it from being kept.
import type { Db } from '../../platform/db/client.ts';
import { notificationsOf } from '../../platform/db/notifications.ts';

/** the channel the triggers of registration-context-notify.sql name changed events on */
export const REGISTRATION_CONTEXT_CHANNEL = 'registration_context';

/** A read in progress: whether the event changed since it started. */
export type Watch = { eventId: string; changed: boolean };

export type KeptEventReads<T> = {
  /** what is kept of the event, unless it changed or ran out */
  known: (eventId: string) => T | undefined;
  /** Call before reading the event; pass the watch to `keep` or `unwatch`. */
  watch: (eventId: string) => Watch;
  unwatch: (watch: Watch) => void;
  /** Ends the watch, keeping `value` unless the event changed since `watch` or nothing listens. */
  keep: (watch: Watch, value: T) => void;
  /** Drops the event's entry, and marks its reads in progress as out of date. */
  forget: (eventId: string) => void;
  /** Whether changes are being heard (or, unlistened, trusted): nothing is kept otherwise. */
  listening: () => boolean;
};

export type KeptEventReadsOptions = {
  /**
   * false only for a negative control: kept for `keepMs` without listening for changes, as a cache
   * that trusts what it read would.
   */
  listen?: boolean;
  /** at most this long even without a notification: a bound on what a missed one could cost */
  keepMs?: number;
};

/** events kept at once; past it the oldest go */
const MAX_EVENTS = 1_000;

export function createKeptEventReads<T>(
  db: Db,
  { listen = true, keepMs = 1_000 }: KeptEventReadsOptions = {},
): KeptEventReads<T> {
  const entries = new Map<string, { value: T; until: number }>();
  const watching = new Map<string, Set<Watch>>();
  let listening = !listen;

  function forget(eventId: string) {
    entries.delete(eventId);
    watching.get(eventId)?.forEach((watch) => (watch.changed = true));
  }
  if (listen)
    notificationsOf(db)?.listen(REGISTRATION_CONTEXT_CHANNEL, {
      notified: forget,
      listening: () => (listening = true),
      lost() {
        listening = false;
        entries.clear();
        watching.forEach((set) => set.forEach((watch) => (watch.changed = true)));
      },
    });

  function unwatch(watch: Watch) {
    const set = watching.get(watch.eventId);
    set?.delete(watch);
    if (set?.size === 0) watching.delete(watch.eventId);
  }

  return {
    known(eventId) {
      const entry = entries.get(eventId);
      if (!entry) return undefined;
      if (listening && entry.until > performance.now()) return entry.value;
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
    keep(watch, value) {
      unwatch(watch);
      if (watch.changed || !listening) return;
      entries.delete(watch.eventId);
      if (entries.size >= MAX_EVENTS) entries.delete(entries.keys().next().value!);
      entries.set(watch.eventId, { value, until: performance.now() + keepMs });
    },
    forget,
    listening: () => listening,
  };
}
