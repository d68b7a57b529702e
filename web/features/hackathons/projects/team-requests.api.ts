import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptTeamRequest,
  declineTeamRequest,
  findHackathonParticipants,
  inviteToTeam,
  listTeamRequests,
  requestToJoinTeam,
  withdrawTeamRequest,
} from '../../../../contract/endpoints/hackathons/join-requests.ts';
import type { JoinRequestForm } from '../../../../contract/hackathons.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** `GET …/hackathon/team-requests`: mine both ways, and my team's if I lead one. */
export const teamRequestsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.projects.teamRequests(eventId),
    queryFn: ({ signal }) => call(listTeamRequests, { params: { id: eventId }, signal }),
  });

/** Any answer can change a team, the lists and who is on a team: everything of the hackathon is read again. */
function useRequestChange<T>(eventId: string, change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.hackathons.all(eventId) }),
  });
}

export const useAskToJoin = (eventId: string, projectId: string) =>
  useRequestChange(eventId, (body: JoinRequestForm) => call(requestToJoinTeam, { params: { id: eventId, projectId }, body }));
/** Participants found by name, handle or organisation, to invite. */
export const participantsQuery = (eventId: string, search: string) =>
  queryOptions({
    queryKey: queryKeys.hackathons.projects.participants(eventId, search),
    queryFn: ({ signal }) => call(findHackathonParticipants, { params: { id: eventId }, query: { search }, signal }),
    enabled: search.length > 0,
  });

export const useInvite = (eventId: string, projectId: string) =>
  useRequestChange(eventId, (body: { userId: string; message: string } | { handle: string; message: string }) =>
    call(inviteToTeam, { params: { id: eventId, projectId }, body }),
  );

const answers = { accept: acceptTeamRequest, decline: declineTeamRequest, withdraw: withdrawTeamRequest } as const;
export type TeamRequestAnswer = keyof typeof answers;
export const useAnswerTeamRequest = (eventId: string) =>
  useRequestChange(eventId, ({ requestId, answer }: { requestId: string; answer: TeamRequestAnswer }) =>
    call(answers[answer], { params: { id: eventId, requestId } }),
  );
