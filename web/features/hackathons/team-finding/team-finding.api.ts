import { infiniteQueryOptions } from '@tanstack/react-query';
import { listTeamFindingNews } from '../../../../contract/endpoints/hackathons/teams.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** How many pieces of news the lounge shows at first. */
const NEWS_PAGE = 5;

/** `GET …/hackathon/announcements`: team-finding news, newest first, each in both languages. */
export const announcementsQuery = (eventId: string) =>
  infiniteQueryOptions({
    // Under the hackathon's key, so a team change on the project pages reads it again.
    queryKey: queryKeys.hackathons.teamFinding.announcements(eventId),
    queryFn: ({ pageParam, signal }) =>
      call(listTeamFindingNews, {
        params: { id: eventId },
        query: { take: NEWS_PAGE, cursorId: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.cursorId : null),
  });
