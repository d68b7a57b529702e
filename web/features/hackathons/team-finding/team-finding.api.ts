import { infiniteQueryOptions } from '@tanstack/react-query';
import { hackathonPaths } from '../../../../contract/hackathons.ts';
import type { Announcement } from '../../../../contract/hackathons.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

type AnnouncementPage = { items: Announcement[]; hasMore: boolean; cursorId: string | null };

/** How many pieces of news the lounge shows at first. */
const NEWS_PAGE = 5;

/** `GET …/hackathon/announcements`: team-finding news, newest first, each in both languages. */
export const announcementsQuery = (eventId: string) =>
  infiniteQueryOptions({
    // Under the hackathon's key, so a team change on the project pages reads it again.
    queryKey: queryKeys.hackathons.teamFinding.announcements(eventId),
    queryFn: ({ pageParam, signal }) =>
      api.get<AnnouncementPage>(hackathonPaths.announcements(eventId).replace(/^\/v1/, ''), {
        query: { take: NEWS_PAGE, cursorId: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });
