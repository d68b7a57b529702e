import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementAudience, CreateAnnouncementInput } from '../../../../contract/announcements.ts';
import {
  cancelAnnouncement,
  countAnnouncementAudience,
  createAnnouncement,
  listAnnouncements,
  sendTestAnnouncement,
} from '../../../../contract/endpoints/messages/announcements.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { historyRefetchInterval } from './history-polling.ts';

export const announcementHistoryQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.history(eventId),
    queryFn: async ({ signal }) => (await call(listAnnouncements, { params: { id: eventId }, signal })).items,
    refetchInterval: historyRefetchInterval,
  });

export const audienceCountQuery = (eventId: string, audience: AnnouncementAudience) =>
  queryOptions({
    queryKey: queryKeys.messages.audienceCount(eventId, audience),
    queryFn: async ({ signal }) =>
      (await call(countAnnouncementAudience, { params: { id: eventId }, body: { audience }, signal })).count,
    placeholderData: keepPreviousData,
  });

function useRefreshHistory(eventId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.messages.history(eventId) });
}

export function useCreateAnnouncement(eventId: string) {
  const refresh = useRefreshHistory(eventId);
  return useMutation({
    mutationFn: (body: CreateAnnouncementInput) => call(createAnnouncement, { params: { id: eventId }, body }),
    onSuccess: refresh,
  });
}

export function useSendTestAnnouncement(eventId: string) {
  return useMutation({
    mutationFn: (body: Pick<CreateAnnouncementInput, 'en' | 'ko'>) =>
      call(sendTestAnnouncement, { params: { id: eventId }, body }),
  });
}

export function useCancelAnnouncement(eventId: string) {
  const refresh = useRefreshHistory(eventId);
  return useMutation({
    mutationFn: (announcementId: string) => call(cancelAnnouncement, { params: { id: eventId, announcementId } }),
    onSuccess: refresh,
  });
}
