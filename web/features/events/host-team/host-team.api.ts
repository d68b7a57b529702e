import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostTeamMember } from '../../../../contract/event-views.ts';
import {
  addEventHost,
  changeEventHostRole,
  listEventHosts,
  removeEventHost,
} from '../../../../contract/endpoints/events/hosts.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type GrantableRole = 'CO_HOST' | 'STAFF';

/** The owner, co-hosts and staff, with their emails. */
export const hostTeamQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.hostTeam(eventId),
    queryFn: ({ signal }) => call(listEventHosts, { params: { id: eventId }, signal }),
  });

/** Every change answers the whole team; the public page's host list follows. */
function useTeamChange<T>(eventId: string, request: (input: T) => Promise<HostTeamMember[]>, errorToast = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (team) => {
      queryClient.setQueryData(queryKeys.events.hostTeam(eventId), team);
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
    },
    meta: { errorToast },
  });
}

/** Adds a user by their account's email; an unknown email or a member already on the team is shown on the form. */
export const useAddHost = (eventId: string) =>
  useTeamChange(
    eventId,
    (input: { email: string; role: GrantableRole }) => call(addEventHost, { params: { id: eventId }, body: input }),
    false,
  );

export const useChangeHostRole = (eventId: string) =>
  useTeamChange(eventId, ({ userId, role }: { userId: string; role: GrantableRole }) =>
    call(changeEventHostRole, { params: { id: eventId, userId }, body: { role } }),
  );

export const useRemoveHost = (eventId: string) =>
  useTeamChange(eventId, (userId: string) => call(removeEventHost, { params: { id: eventId, userId } }));
