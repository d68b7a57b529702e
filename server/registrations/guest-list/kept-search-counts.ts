// A search's count kept for a few seconds (decision 057): the pages of one search (the list loads
// them as the host scrolls) and its reloads would otherwise count up to a thousand matches each.
// A kept count is used only while the event has as many registrations as when it was counted, so
// a new or removed guest is counted at once; an edit of a name, an email or an organization shows
// in the count within SEARCH_COUNT_KEPT_MS (the page itself is always read fresh). Per process:
// another instance counts for itself.
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';

/** Counts kept at once per process; past it the oldest go. */
const MAX_KEPT = 2_000;

/** `common`: whether the text was found common among the newest guests (null for a sort that never walks). */
export type KeptCount = { total: number; registered: number; common: boolean | null };

export type KeptSearchCounts = {
  /** the count kept under `key`, unless it ran out before `now` */
  get(key: string, now: number): KeptCount | undefined;
  /** keeps `count` under `key` until `until` */
  keep(key: string, count: KeptCount, until: number): void;
};

function createKeptSearchCounts(): KeptSearchCounts {
  const kept = new Map<string, KeptCount & { until: number }>();
  return {
    get(key, now) {
      const found = kept.get(key);
      if (found && found.until > now) return found;
      if (found) kept.delete(key);
      return undefined;
    },
    keep(key, count, until) {
      kept.delete(key);
      kept.set(key, { ...count, until });
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    },
  };
}

/** The counts kept for the app on `db` (its main handle, not a heavy read's connection). */
export const keptSearchCountsOf = oncePerDatabase(createKeptSearchCounts);
