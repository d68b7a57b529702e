import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pathOf } from '../../../../contract/endpoint.ts';
import {
  exportFeedbackCsv,
  getFeedbackInvitation,
  getFeedbackSummary,
  getThankYouSettings,
  giveFeedback,
  setThankYouSettings,
} from '../../../../contract/endpoints/messages/thank-you.ts';
import type { GiveFeedbackInput } from '../../../../contract/thank-you.ts';
import { apiErrorFromBody } from '../../../api/api-error.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { currentLocale } from '../../../i18n/index.ts';

export const thankYouSettingsQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.thankYou(eventId),
    queryFn: ({ signal }) => call(getThankYouSettings, { params: { id: eventId }, signal }),
  });

export const feedbackSummaryQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.feedback(eventId),
    queryFn: ({ signal }) => call(getFeedbackSummary, { params: { id: eventId }, signal }),
  });

export const feedbackInvitationQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.messages.feedbackInvitation(token),
    queryFn: ({ signal }) => call(getFeedbackInvitation, { query: { t: token }, signal }),
    retry: false,
  });

export function useSetThankYou(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(setThankYouSettings, { params: { id: eventId }, body: { enabled } }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.messages.thankYou(eventId), data),
  });
}

export function useGiveFeedback(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<GiveFeedbackInput, 'token'>) => call(giveFeedback, { body: { token, ...input } }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.messages.feedbackInvitation(token), data),
  });
}

/** The feedback as a CSV download, its headers in the page's language. */
export function useExportFeedback(eventId: string) {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch(pathOf(exportFeedbackCsv, { id: eventId }), {
        credentials: 'include',
        headers: { Accept: 'text/csv, application/json', 'Accept-Language': currentLocale() },
      });
      if (!response.ok) throw apiErrorFromBody(response.status, await response.json().catch(() => null));
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'feedback.csv';
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once it starts.
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      return name;
    },
  });
}
