import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listReceivedAnnouncements,
  muteByLink,
  setAnnouncementMute,
} from '../../../../contract/endpoints/messages/announcements.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const receivedAnnouncementsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.received(eventId),
    queryFn: ({ signal }) => call(listReceivedAnnouncements, { params: { id: eventId }, signal }),
  });

export function useSetMute(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => call(setAnnouncementMute, { params: { id: eventId }, body: { muted } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.messages.received(eventId) }),
  });
}

export function useMuteByLink() {
  return useMutation({ mutationFn: (token: string) => call(muteByLink, { body: { token } }) });
}
