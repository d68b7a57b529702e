// What this instance knows about the open events it registers people for (decision 055): a batch's
// read of an event with seats (decision 008) is kept, without anyone's registrations, and the
// batches of members after it decide on it and go straight to the write — one statement a batch
// instead of two. Nothing the write depends on is trusted: it compares the window, approval, ticket and seats
// again, and the unique indexes refuse a second registration of one person; when it writes nothing
// the batch is decided again alone, as before, and the event is forgotten, so the next batch reads
// it afresh (and may find it sold out, sold-out-events.ts). Kept as kept-event-reads.ts keeps
// reads: until the event changes, and a second at most.
import type { Db } from '../../platform/db/client.ts';
import { createKeptEventReads, type Watch } from './kept-event-reads.ts';
import type { RegistrationContext } from './registration-context.ts';

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
  const kept = createKeptEventReads<RegistrationContext>(db);
  return {
    known: kept.known,
    watch: kept.watch,
    keep(watch, context) {
      if (context) kept.keep(watch, { ...context, registered: [], already: false });
      else kept.unwatch(watch);
    },
    forget: kept.forget,
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
