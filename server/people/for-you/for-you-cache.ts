// For You ranks the whole space for every page, which costs tens of milliseconds once a lounge has
// thousands of cards, and people reopen the tab often. A viewer's pages are kept for a second per
// process: what other people change shows within that second, and the viewer's own saves and card
// edits drop their pages at once (decision 011). A page being ranked is shared by the requests that
// ask for it meanwhile, so an expired page is ranked once, not once per waiting request.
import type { Recommendation } from '../../../contract/people.ts';

export type RecommendationPage = { items: Recommendation[]; hasMore: boolean; cursorId: string | null };

export type ForYouCache = {
  get(viewerId: string, key: string): Promise<RecommendationPage> | undefined;
  set(viewerId: string, key: string, page: Promise<RecommendationPage>): void;
  forgetViewer(viewerId: string): void;
};

const MAX_VIEWERS = 2000;

export function createForYouCache(ttlMs: number, now: () => number = () => performance.now()): ForYouCache {
  const viewers = new Map<string, Map<string, { page: Promise<RecommendationPage>; expiresAt: number }>>();
  return {
    get(viewerId, key) {
      const entry = viewers.get(viewerId)?.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.page;
      viewers.get(viewerId)?.delete(key);
      return undefined;
    },
    set(viewerId, key, page) {
      if (ttlMs <= 0) return;
      let pages = viewers.get(viewerId);
      if (!pages) {
        if (viewers.size >= MAX_VIEWERS) viewers.delete(viewers.keys().next().value!);
        pages = new Map();
        viewers.set(viewerId, pages);
      }
      const entry = { page, expiresAt: now() + ttlMs };
      pages.set(key, entry);
      // A failed ranking is not kept.
      page.catch(() => {
        if (viewers.get(viewerId)?.get(key) === entry) viewers.get(viewerId)?.delete(key);
      });
    },
    forgetViewer(viewerId) {
      viewers.delete(viewerId);
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

/** After the viewer saves or unsaves someone or changes their card. */
export function forgetRecommendationsOf(deps: { db: object; env: { FOR_YOU_CACHE_MS: number } }, viewerId: string): void {
  forYouCacheOf(deps.db, deps.env.FOR_YOU_CACHE_MS).forgetViewer(viewerId);
}
