import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EventDetail } from '../../../../contract/event-views.ts';
import type { CreateEventInput, UpdateEventInput } from '../../../../contract/events.ts';
import { createCommunityEvent } from '../../../../contract/endpoints/people/community-events.ts';
import { api } from '../../../api/client.ts';
import { call } from '../../../api/call.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const base = (eventId: string) => `/event-managements/${encodeURIComponent(eventId)}`;

/** `GET /v1/event-managements/{id}`: the whole event, for anyone on its host team. */
export const managedEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.management.detail(eventId),
    queryFn: ({ signal }) => api.get<EventDetail>(base(eventId), { signal }),
  });

/**
 * Every change answers the whole event: it becomes the cached detail, and the public page and
 * the lists (which show the same event) are fetched again when next needed.
 */
function useSettle() {
  const queryClient = useQueryClient();
  return (event: EventDetail) => {
    queryClient.setQueryData(queryKeys.events.management.detail(event.id), event);
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.list.all });
  };
}

/**
 * `POST /v1/events`: a new draft; a community's event goes to `POST /v1/communities/{id}/events`.
 * Field errors are shown by the form, not as a toast.
 */
export function useCreateEvent(communityId: string | null = null) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: CreateEventInput) =>
      communityId
        ? call(createCommunityEvent, { params: { id: communityId }, body: input })
        : api.post<EventDetail>('/events', input),
    onSuccess: settle,
    meta: { errorToast: false },
  });
}

/** `PATCH /v1/event-managements/{id}` with only the fields that changed. */
export function useUpdateEvent(eventId: string, options: { errorToast?: boolean } = {}) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: UpdateEventInput) => api.patch<EventDetail>(base(eventId), input),
    onSuccess: settle,
    meta: { errorToast: options.errorToast ?? true },
  });
}

export function usePublishEvent(eventId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (publish: boolean) => api.post<EventDetail>(`${base(eventId)}/${publish ? 'publish' : 'unpublish'}`),
    onSuccess: settle,
  });
}

/** `PATCH …/url`: the old link stops working. A taken handle is shown next to the field. */
export function useChangeHandle(eventId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (handle: string) => api.patch<EventDetail>(`${base(eventId)}/url`, { handle }),
    onSuccess: settle,
    meta: { errorToast: false },
  });
}

/** `PATCH …/photo-link` and `…/contents-link`; null clears. */
export function useEventLink(eventId: string, kind: 'photo' | 'contents') {
  const settle = useSettle();
  return useMutation({
    mutationFn: (url: string | null) =>
      api.patch<EventDetail>(`${base(eventId)}/${kind}-link`, kind === 'photo' ? { photoLink: url } : { contentsLink: url }),
    onSuccess: settle,
    meta: { errorToast: false },
  });
}

/** Deletes the event. `forget` drops its cached detail, once the page has moved away from it. */
export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  const forget = useCallback(
    () => queryClient.removeQueries({ queryKey: queryKeys.events.management.detail(eventId) }),
    [queryClient, eventId],
  );
  const mutation = useMutation({
    mutationFn: () => api.delete<{ id: string }>(base(eventId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.list.all });
    },
  });
  return { ...mutation, forget };
}
