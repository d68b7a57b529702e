import { useQueries } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** `totalCapped`: the server stopped counting at `total`; more rows follow (decision 049). */
export type CountedPage<T> = { items: T[]; total: number; totalCapped?: boolean };

type Input<T> = {
  /** the list's key without the page number (filters and search included) */
  queryKey: readonly unknown[];
  take: number;
  /** the rows on screen (WindowedList's range) */
  range: { start: number; end: number };
  fetchPage: (page: number, signal: AbortSignal) => Promise<CountedPage<T>>;
  refetchInterval?: number | false;
};

export type WindowedPages<T> = {
  /** rows in all; 0 until the first page answers; with `totalCapped`, rows known so far */
  total: number;
  /** more rows than `total` exist: a page further down counts further */
  totalCapped: boolean;
  /** the row, or undefined while its page is on its way */
  rowAt: (index: number) => T | undefined;
  /** the first page has answered at least once */
  ready: boolean;
  /** what is shown still belongs to the previous key (search or filters just changed) */
  stale: boolean;
  fetching: boolean;
  error: unknown;
};

/**
 * The page that counted furthest: page 1's, or one further down whose capped total reaches further.
 * Pages still showing the previous search's rows don't count. While page 1's total is capped,
 * what was counted `before` for the same list holds: the list must not shrink under the host's
 * scroll while the page further down that counted on is away or on its way.
 */
export function countedSoFar<T>(
  results: { data?: CountedPage<T>; isPlaceholderData: boolean }[],
  before?: CountedPage<T>,
): CountedPage<T> | undefined {
  let counted = results[0]?.data;
  const candidates = counted?.totalCapped && before ? [...results, { data: before, isPlaceholderData: false }] : results;
  for (const { data, isPlaceholderData } of candidates)
    if (data && !isPlaceholderData && data.total > (counted?.total ?? 0)) counted = data;
  return counted;
}

/**
 * The server's pages (`page` from 1, `take` rows each) behind a windowed list: only those that hold
 * rows on screen are asked for, and page 1 always, for the total. A capped total grows with the
 * pages further down, which count further. While a new search answers, the previous rows stay on
 * screen instead of a blank list.
 */
export function useWindowedPages<T>({ queryKey, take, range, fetchPage, refetchInterval = false }: Input<T>): WindowedPages<T> {
  const first = Math.floor(range.start / take) + 1;
  const last = Math.max(first, Math.floor(Math.max(range.end - 1, 0) / take) + 1);
  const pages = [1];
  for (let page = Math.max(first, 2); page <= last; page += 1) pages.push(page);

  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: [...queryKey, page],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(page, signal),
      // The same page of the previous search, never another page (that would show rows twice).
      placeholderData: (previous: CountedPage<T> | undefined, previousQuery: Query<CountedPage<T>> | undefined) =>
        previousQuery?.queryKey.at(-1) === page ? previous : undefined,
      refetchInterval,
    })),
  });

  const byPage = new Map(pages.map((page, i) => [page, results[i]]));
  const head = results[0];
  const listKey = JSON.stringify(queryKey);
  const furthest = useRef<{ listKey: string; counted?: CountedPage<T> }>({ listKey });
  const counted = countedSoFar(results, furthest.current.listKey === listKey ? furthest.current.counted : undefined);
  useEffect(() => {
    furthest.current = { listKey, counted };
  });
  return {
    total: counted?.total ?? 0,
    totalCapped: counted?.totalCapped ?? false,
    rowAt: (index) => byPage.get(Math.floor(index / take) + 1)?.data?.items[index % take],
    ready: head.data !== undefined,
    stale: results.some((result) => result.isPlaceholderData),
    fetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
  };
}
