import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readGuestFilters, writeGuestFilters } from './guest-filters-url.ts';
import type { GuestFilterState } from './guest-filters-url.ts';

/** The guest list's filters, kept in the address; `update` changes some and leaves the rest. */
export function useGuestFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readGuestFilters(params), [params]);
  const update = useCallback(
    (change: Partial<GuestFilterState>) =>
      setParams((current) => writeGuestFilters({ ...readGuestFilters(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { state, update };
}
