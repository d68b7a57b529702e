import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostTeamMember } from '../../../contract/event-views.ts';
import { api } from '../../api/client.ts';

export type GrantableRole = 'CO_HOST' | 'STAFF';

export const hostTeamKeys = { team: (eventId: string) => ['host-team', eventId] as const };

const base = (eventId: string) => `/event-managements/${encodeURIComponent(eventId)}/hosts`;

/** `GET /v1/event-managements/{id}/hosts`: the owner, co-hosts and staff, with their emails. */
export const hostTeamQuery = (eventId: string) =>
  queryOptions({
    queryKey: hostTeamKeys.team(eventId),
    queryFn: ({ signal }) => api.get<HostTeamMember[]>(base(eventId), { signal }),
  });

/** Every change answers the whole team; the public page's host list follows. */
function useTeamChange<T>(eventId: string, request: (input: T) => Promise<HostTeamMember[]>, errorToast = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (team) => {
      queryClient.setQueryData(hostTeamKeys.team(eventId), team);
      void queryClient.invalidateQueries({ queryKey: ['event-page'] });
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
