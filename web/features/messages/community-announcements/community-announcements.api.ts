import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityAudience, CreateCommunityAnnouncementInput } from '../../../../contract/community-announcements.ts';
import {
  cancelCommunityAnnouncement,
  countCommunityAnnouncementAudience,
  createCommunityAnnouncement,
  listCommunityAnnouncements,
  listReceivedCommunityAnnouncements,
  sendTestCommunityAnnouncement,
  setCommunityAnnouncementMute,
} from '../../../../contract/endpoints/messages/community-announcements.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { historyRefetchInterval } from '../announcements/history-polling.ts';

export const communityHistoryQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.communityHistory(communityId),
    queryFn: async ({ signal }) => (await call(listCommunityAnnouncements, { params: { id: communityId }, signal })).items,
    refetchInterval: historyRefetchInterval,
  });

export const communityAudienceCountQuery = (communityId: string, audience: CommunityAudience) =>
  queryOptions({
    queryKey: queryKeys.messages.communityAudienceCount(communityId, audience),
    queryFn: async ({ signal }) =>
      (await call(countCommunityAnnouncementAudience, { params: { id: communityId }, body: { audience }, signal })).count,
    placeholderData: keepPreviousData,
  });

function useRefreshHistory(communityId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.messages.communityHistory(communityId) });
}

export function useCreateCommunityAnnouncement(communityId: string) {
  const refresh = useRefreshHistory(communityId);
  return useMutation({
    mutationFn: (body: CreateCommunityAnnouncementInput) =>
      call(createCommunityAnnouncement, { params: { id: communityId }, body }),
    onSuccess: refresh,
  });
}

export function useSendTestCommunityAnnouncement(communityId: string) {
  return useMutation({
    mutationFn: (body: Pick<CreateCommunityAnnouncementInput, 'en' | 'ko'>) =>
      call(sendTestCommunityAnnouncement, { params: { id: communityId }, body }),
  });
}

export function useCancelCommunityAnnouncement(communityId: string) {
  const refresh = useRefreshHistory(communityId);
  return useMutation({
    mutationFn: (announcementId: string) => call(cancelCommunityAnnouncement, { params: { id: communityId, announcementId } }),
    onSuccess: refresh,
  });
}

export const receivedCommunityAnnouncementsQuery = (communityId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.communityReceived(communityId),
    queryFn: ({ signal }) => call(listReceivedCommunityAnnouncements, { params: { id: communityId }, signal }),
  });

export function useSetCommunityMute(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => call(setCommunityAnnouncementMute, { params: { id: communityId }, body: { muted } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.messages.communityReceived(communityId) }),
  });
}
