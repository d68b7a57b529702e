import type {
  EventDetail,
  EventHostView,
  EventLocationView,
  EventSummary,
  MyRegistrationMark,
} from '../../../contract/event-views.ts';
import type { EventRole } from '../../../contract/events.ts';
import type { EventRow } from '../hosts/event-access.ts';

export function toLocationView(event: EventRow, showOnlineUrl: boolean): EventLocationView {
  if (event.locationMode === 'ONLINE') return { mode: 'ONLINE', url: showOnlineUrl ? event.onlineUrl : null };
  // The check constraint events_location_complete guarantees a venue for offline events.
  return { mode: 'OFFLINE', venue: event.venue!, detail: event.locationDetail };
}

function core(event: EventRow, myRole: EventRole | null, showOnlineUrl: boolean) {
  return {
    id: event.id,
    handle: event.handle,
    type: event.type,
    title: event.title,
    description: event.description,
    coverImageUrl: event.coverImageUrl,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    allDay: event.allDay,
    timezone: event.timezone,
    location: toLocationView(event, showOnlineUrl),
    eventTypes: event.eventTypes,
    eventFields: event.eventFields,
    approvalRequired: event.approvalRequired,
    visibility: event.visibility,
    communityId: event.communityId,
    listed: event.listed,
    maxParticipants: event.maxParticipants,
    loungeEnabled: event.loungeEnabled,
    waitlistEnabled: event.waitlistEnabled,
    photoLink: event.photoLink,
    contentsLink: event.contentsLink,
    status: event.status,
    publishedAt: event.publishedAt?.toISOString() ?? null,
    myRole,
  };
}

/** The management view: everything, for the host team. */
export function toEventDetail(event: EventRow, myRole: EventRole): EventDetail {
  return { ...core(event, myRole, true), createdAt: event.createdAt.toISOString(), updatedAt: event.updatedAt.toISOString() };
}

export function toEventPageCore(event: EventRow, myRole: EventRole | null, showOnlineUrl: boolean) {
  return core(event, myRole, showOnlineUrl);
}

export function toEventSummary(
  event: EventRow,
  hosts: EventHostView[],
  myRole: EventRole | null,
  myRegistration: MyRegistrationMark | null,
): EventSummary {
  return {
    id: event.id,
    handle: event.handle,
    type: event.type,
    title: event.title,
    coverImageUrl: event.coverImageUrl,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    allDay: event.allDay,
    timezone: event.timezone,
    locationMode: event.locationMode,
    place:
      event.locationMode === 'OFFLINE'
        ? event.venue?.shortAddress || event.venue?.city || event.venue?.fullAddress || null
        : null,
    eventTypes: event.eventTypes,
    eventFields: event.eventFields,
    visibility: event.visibility,
    communityId: event.communityId,
    status: event.status,
    hosts,
    myRole,
    myRegistration,
  };
}
