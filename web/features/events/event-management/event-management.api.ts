import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createEvent } from '../../../../contract/endpoints/events/events.ts';
import {
  changeEventHandle,
  deleteEvent,
  getManagedEvent,
  publishEvent,
  setEventContentsLink,
  setEventPhotoLink,
  unpublishEvent,
  updateEvent,
} from '../../../../contract/endpoints/events/management.ts';
import type { EventDetail } from '../../../../contract/event-views.ts';
import type { CreateEventInput, UpdateEventInput } from '../../../../contract/events.ts';
import { call } from '../../../api/call.ts';
import { createCommunityEvent } from '../../../../contract/endpoints/people/community-events.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The whole event, for anyone on its host team. */
export const managedEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.management.detail(eventId),
    queryFn: ({ signal }) => call(getManagedEvent, { params: { id: eventId }, signal }),
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
 * A new draft; a community's event goes to `POST /v1/communities/{id}/events`.
 * Field errors are shown by the form, not as a toast.
 */
export function useCreateEvent(communityId: string | null = null) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: CreateEventInput) =>
      communityId ? call(createCommunityEvent, { params: { id: communityId }, body: input }) : call(createEvent, { body: input }),
    onSuccess: settle,
    meta: { errorToast: false },
  });
}

/** Updates the event with only the fields that changed. */
export function useUpdateEvent(eventId: string, options: { errorToast?: boolean } = {}) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: UpdateEventInput) => call(updateEvent, { params: { id: eventId }, body: input }),
    onSuccess: settle,
    meta: { errorToast: options.errorToast ?? true },
  });
}

export function usePublishEvent(eventId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (publish: boolean) => call(publish ? publishEvent : unpublishEvent, { params: { id: eventId } }),
    onSuccess: settle,
  });
}

/** The old link stops working. A taken handle is shown next to the field. */
export function useChangeHandle(eventId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (handle: string) => call(changeEventHandle, { params: { id: eventId }, body: { handle } }),
    onSuccess: settle,
    meta: { errorToast: false },
  });
}

/** The photo link or the contents link; null clears. */
export function useEventLink(eventId: string, kind: 'photo' | 'contents') {
  const settle = useSettle();
  return useMutation({
    mutationFn: (url: string | null) =>
      kind === 'photo'
        ? call(setEventPhotoLink, { params: { id: eventId }, body: { photoLink: url } })
        : call(setEventContentsLink, { params: { id: eventId }, body: { contentsLink: url } }),
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
    mutationFn: () => call(deleteEvent, { params: { id: eventId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.page.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.list.all });
    },
  });
  return { ...mutation, forget };
}
