import { useSuspenseQuery } from '@tanstack/react-query';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { queryClient } from '../../../api/query-client.ts';
import { managedEventQuery } from './event-management.api.ts';

/** For the management routes' loader: the event must be there before the page renders. */
export function loadManagedEvent(eventId: string): Promise<EventDetail> {
  return queryClient.ensureQueryData(managedEventQuery(eventId));
}

/** The managed event, kept fresh by every change the management pages make. */
export function useManagedEvent(eventId: string): EventDetail {
  return useSuspenseQuery(managedEventQuery(eventId)).data;
}
