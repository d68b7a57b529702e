import { infiniteQueryOptions } from '@tanstack/react-query';
import { listMyCommunities } from '../../../../contract/endpoints/communities/site.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const myCommunityTabs = ['all', 'managing', 'pending'] as const;
export type MyCommunityTab = (typeof myCommunityTabs)[number];

/** Each tab's `filter`, sent as JSON in the query. Managing lists what I own; pending, what I applied to. */
const filters: Record<MyCommunityTab, Record<string, string> | null> = {
  all: null,
  managing: { role: 'OWNER' },
  pending: { status: 'PENDING' },
};

/** `GET /v1/me/communities?take&search&cursorId&filter`: my communities, newest first. */
export const myCommunitiesQuery = (tab: MyCommunityTab, search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communities.myCommunities.list(tab, search),
    queryFn: ({ pageParam, signal }) => {
      const filter = filters[tab];
      return call(listMyCommunities, {
        query: {
          take: 20,
          search: search || undefined,
          cursorId: pageParam ?? undefined,
          filter: filter ? JSON.stringify(filter) : undefined,
        },
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? page.cursorId : null),
  });

export const tabFrom = (search: string): MyCommunityTab => {
  const tab = new URLSearchParams(search).get('tab');
  return (myCommunityTabs as readonly string[]).includes(tab ?? '') ? (tab as MyCommunityTab) : 'all';
};
