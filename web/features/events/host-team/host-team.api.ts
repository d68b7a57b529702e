import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostTeamMember } from '../../../../contract/event-views.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type GrantableRole = 'CO_HOST' | 'STAFF';

const base = (eventId: string) => `/event-managements/${encodeURIComponent(eventId)}/hosts`;

/** `GET /v1/event-managements/{id}/hosts`: the owner, co-hosts and staff, with their emails. */
export const hostTeamQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.hostTeam(eventId),
    queryFn: ({ signal }) => api.get<HostTeamMember[]>(base(eventId), { signal }),
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
    (input: { email: string; role: GrantableRole }) => api.post<HostTeamMember[]>(base(eventId), input),
    false,
  );

export const useChangeHostRole = (eventId: string) =>
  useTeamChange(eventId, ({ userId, role }: { userId: string; role: GrantableRole }) =>
    api.patch<HostTeamMember[]>(`${base(eventId)}/${encodeURIComponent(userId)}`, { role }),
  );

export const useRemoveHost = (eventId: string) =>
  useTeamChange(eventId, (userId: string) => api.delete<HostTeamMember[]>(`${base(eventId)}/${encodeURIComponent(userId)}`));
