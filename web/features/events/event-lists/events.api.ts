import { infiniteQueryOptions } from '@tanstack/react-query';
import type { listMyEvents, listPublicEvents } from '../../../../contract/endpoints/events/events.ts';
import { callByType } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type PublicTab = 'upcoming' | 'past';
export type MyTab = 'upcoming' | 'past' | 'hosting';

const pageSize = 20;

export type ListScope = 'public' | 'mine';

/**
 * Scope public: published, public, listed events; scope mine: Upcoming, Past, and Hosting (every
 * event on whose host team I am, drafts included). Upcoming lists soonest first, the others latest
 * first; pages follow `cursorId`.
 */
export const eventListQuery = (scope: ListScope, tab: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.events.list.byTab(scope, tab),
    queryFn: ({ pageParam, signal }) => {
      const page = { take: pageSize, cursorId: pageParam ?? undefined };
      // By type: the lists are the first page of many visits, and their download leaves zod out.
      return scope === 'public'
        ? callByType<typeof listPublicEvents>(
            { method: 'GET', path: '/v1/events' },
            { query: { tab: tab as PublicTab, ...page }, signal },
          )
        : callByType<typeof listMyEvents>(
            { method: 'GET', path: '/v1/me/events' },
            { query: { tab: tab as MyTab, ...page }, signal },
          );
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });

export const publicEventsQuery = (tab: PublicTab) => eventListQuery('public', tab);
export const myEventsQuery = (tab: MyTab) => eventListQuery('mine', tab);

export const publicTabs = ['upcoming', 'past'] as const satisfies readonly PublicTab[];
export const myTabs = ['upcoming', 'past', 'hosting'] as const satisfies readonly MyTab[];

/** The tab named in `?tab=`, or the first one. */
export function tabFrom<T extends string>(url: URL | string, tabs: readonly T[]): T {
  const value = new URL(url, 'http://localhost').searchParams.get('tab');
  return tabs.find((tab) => tab === value) ?? tabs[0];
}
