import { infiniteQueryOptions } from '@tanstack/react-query';
import type { MyCommunity } from '../../../../contract/communities.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const myCommunityTabs = ['all', 'managing', 'pending'] as const;
export type MyCommunityTab = (typeof myCommunityTabs)[number];

/** Each tab's `filter`, sent as JSON in the query. Managing lists what I own; pending, what I applied to. */
const filters: Record<MyCommunityTab, Record<string, string> | null> = {
  all: null,
  managing: { role: 'OWNER' },
  pending: { status: 'PENDING' },
};

type Page = { items: MyCommunity[]; hasMore: boolean; cursorId: string | null };

/** `GET /v1/me/communities?take&search&cursorId&filter`: my communities, newest first. */
export const myCommunitiesQuery = (tab: MyCommunityTab, search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communities.myCommunities.list(tab, search),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ take: '20' });
      if (search) query.set('search', search);
      if (pageParam) query.set('cursorId', pageParam);
      const filter = filters[tab];
      if (filter) query.set('filter', JSON.stringify(filter));
      return api.get<Page>(`/me/communities?${query.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page: Page) => (page.hasMore ? page.cursorId : null),
  });

export const tabFrom = (search: string): MyCommunityTab => {
  const tab = new URLSearchParams(search).get('tab');
  return (myCommunityTabs as readonly string[]).includes(tab ?? '') ? (tab as MyCommunityTab) : 'all';
};
