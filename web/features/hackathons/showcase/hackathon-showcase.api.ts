import { queryOptions } from '@tanstack/react-query';
import { getHackathonShowcase } from '../../../../contract/endpoints/hackathons/settings.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The showcase inside the app; the public page has it written in by the server. */
export const hackathonShowcaseQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.showcase(eventId),
    queryFn: ({ signal }) => call(getHackathonShowcase, { params: { id: eventId }, signal }),
  });
