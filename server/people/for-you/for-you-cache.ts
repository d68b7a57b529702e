// A viewer's For You pages, kept per process under the viewer's version (card_match_features.version,
// drawn anew by the database at every change of their card, profile values or saved people). The
// version is read with the lounge's door at every request, so a person's own edit or save shows at
// once, on every instance; what other people change shows once the page has been kept
// FOR_YOU_CACHE_MS (decision 039). A page being ranked is shared by the requests that ask for it
// meanwhile, so an expired page is ranked once, not once per waiting request.
import type { Recommendation } from '../../../contract/people.ts';

export type RecommendationPage = { items: Recommendation[]; hasMore: boolean; cursorId: string | null };

export type ForYouCache = {
  get(viewerId: string, key: string, version: number): Promise<RecommendationPage> | undefined;
  set(viewerId: string, key: string, version: number, page: Promise<RecommendationPage>): void;
};

const MAX_VIEWERS = 2000;

type Entry = { page: Promise<RecommendationPage>; version: number; expiresAt: number };

export function createForYouCache(ttlMs: number, now: () => number = () => performance.now()): ForYouCache {
  const viewers = new Map<string, Map<string, Entry>>();
  return {
    get(viewerId, key, version) {
      const entry = viewers.get(viewerId)?.get(key);
      if (!entry) return undefined;
      if (entry.version === version && entry.expiresAt > now()) return entry.page;
      viewers.get(viewerId)?.delete(key);
      return undefined;
    },
    set(viewerId, key, version, page) {
      if (ttlMs <= 0) return;
      let pages = viewers.get(viewerId);
      if (!pages) {
        if (viewers.size >= MAX_VIEWERS) viewers.delete(viewers.keys().next().value!);
        pages = new Map();
        viewers.set(viewerId, pages);
      }
      const entry = { page, version, expiresAt: now() + ttlMs };
      pages.set(key, entry);
      // A failed ranking is not kept.
      page.catch(() => {
        if (viewers.get(viewerId)?.get(key) === entry) viewers.get(viewerId)?.delete(key);
      });
    },
  };
}

// One cache per database handle, i.e. per app instance: two instances in one test process stay apart.
const caches = new WeakMap<object, ForYouCache>();

/** The instance's cache, keeping pages for `ttlMs` (FOR_YOU_CACHE_MS) unless one was attached. */
export function forYouCacheOf(db: object, ttlMs: number): ForYouCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createForYouCache(ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

export function attachForYouCache(db: object, cache: ForYouCache): void {
  caches.set(db, cache);
}
