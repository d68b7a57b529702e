// A shared link brings many anonymous visitors to one event page within seconds. Their reads are
// served from a short, per-process cache: at most ttl old, and dropped at once by every write
// this process makes to the event (other processes' writes show within the ttl). Signed-in
// viewers always read fresh, so hosts see their own changes immediately.
import type { EventPage } from '../../../contract/event-views.ts';

export type EventPageCache = {
  get(handle: string): EventPage | undefined;
  set(handle: string, page: EventPage): void;
  forget(eventId: string): void;
};

const MAX_ENTRIES = 500;

export function createEventPageCache(ttlMs: number, now: () => number = () => performance.now()): EventPageCache {
  const entries = new Map<string, { page: EventPage; expiresAt: number }>();
  return {
    get(handle) {
      const entry = entries.get(handle.toLowerCase());
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.page;
      entries.delete(handle.toLowerCase());
      return undefined;
    },
    set(handle, page) {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(handle.toLowerCase(), { page, expiresAt: now() + ttlMs });
    },
    forget(eventId) {
      for (const [handle, entry] of entries) if (entry.page.id === eventId) entries.delete(handle);
    },
  };
}

// One cache per database handle, i.e. per app instance: two instances in one test process stay apart.
const caches = new WeakMap<object, EventPageCache>();

export function attachEventPageCache(db: object, cache: EventPageCache): void {
  caches.set(db, cache);
}

export function eventPageCacheOf(db: object): EventPageCache | undefined {
  return caches.get(db);
}

/** Call after any change that shows on the event page (the registration issue: seats and tickets too). */
export function forgetEventPage(db: object, eventId: string): void {
  caches.get(db)?.forget(eventId);
}
