import type { EventHostView, EventPage } from '../../../../../contract/event-views.ts';
import type { EventDetail } from '../../../../../contract/event-views.ts';
import type { EventType, EventField } from '../../../../../contract/events.ts';
import { eventInstants } from './event-form-values.ts';
import type { EventFormValues } from './event-form-values.ts';

/**
 * The event page as it will look with the form's unsaved values. The description is shown
 * through the page's own allow-list renderer, exactly like the stored one.
 */
export function previewEvent(values: EventFormValues, saved: EventDetail, hosts: EventHostView[]): EventPage {
  const { startsAt, endsAt } = eventInstants(values);
  const end = endsAt ?? saved.endsAt;
  return {
    ...saved,
    title: values.title.trim() || saved.title,
    description: values.description,
    coverImageUrl: values.coverImageUrl,
    startsAt: startsAt ?? saved.startsAt,
    // An all-day event ends at the end of its last day.
    endsAt: values.allDay ? new Date(new Date(end).getTime() + 86_400_000 - 1).toISOString() : end,
    allDay: values.allDay,
    timezone: values.timezone,
    location:
      values.locationMode === 'ONLINE'
        ? { mode: 'ONLINE', url: values.onlineUrl.trim() || null }
        : {
            mode: 'OFFLINE',
            venue: { ...values.venue, fullAddress: values.venue.fullAddress.trim() || '—' },
            detail: values.detail.trim() || null,
          },
    eventTypes: values.eventTypes as EventType[],
    eventFields: values.eventFields as EventField[],
    approvalRequired: values.approvalRequired,
    visibility: values.visibility,
    listed: values.listed,
    maxParticipants: values.maxParticipants === '' ? null : Number(values.maxParticipants),
    myRole: null,
    hosts,
    registrationState: new Date(end).getTime() <= Date.now() ? 'CLOSED' : 'OPEN',
  };
}
