import type { EventDetail } from '../../../../../contract/event-views.ts';
import type { CreateEventInput, EventKind, EventVisibility } from '../../../../../contract/events.ts';
import { viewerTimeZone } from '../../../../components/event/event-time-format.ts';
import { addDaysTo, isoToZoned, zonedToIso } from '../../../../components/event/zoned-time.ts';

export type VenueValues = {
  type: 'MANUAL' | 'GOOGLE';
  fullAddress: string;
  shortAddress: string;
  city: string;
  region: string;
  country: string;
  placeId: string | null;
};

/** The editor's fields: dates and times as the host types them, in the event's timezone. */
export type EventFormValues = {
  type: EventKind;
  title: string;
  handle: string;
  eventTypes: string[];
  eventFields: string[];
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
  timezone: string;
  locationMode: 'OFFLINE' | 'ONLINE';
  venue: VenueValues;
  detail: string;
  onlineUrl: string;
  description: string;
  coverImageUrl: string | null;
  approvalRequired: boolean;
  visibility: EventVisibility;
  listed: boolean;
  maxParticipants: number | string;
};

const emptyVenue: VenueValues = {
  type: 'MANUAL',
  fullAddress: '',
  shortAddress: '',
  city: '',
  region: '',
  country: '',
  placeId: null,
};

/** A new event: tomorrow, 7 to 9 pm where the host is. */
export function newEventValues(type: EventKind, today = new Date()): EventFormValues {
  const timezone = viewerTimeZone();
  const tomorrow = addDaysTo(isoToZoned(today.toISOString(), timezone).date, 1);
  return {
    type,
    title: '',
    handle: '',
    eventTypes: [],
    eventFields: [],
    startDate: tomorrow,
    startTime: '19:00',
    endDate: tomorrow,
    endTime: '21:00',
    allDay: false,
    timezone,
    locationMode: 'OFFLINE',
    venue: emptyVenue,
    detail: '',
    onlineUrl: '',
    description: '',
    coverImageUrl: null,
    approvalRequired: false,
    visibility: 'PUBLIC',
    listed: true,
    maxParticipants: '',
  };
}

export function eventFormValues(event: EventDetail): EventFormValues {
  const start = isoToZoned(event.startsAt, event.timezone);
  const end = isoToZoned(event.endsAt, event.timezone);
  const offline = event.location.mode === 'OFFLINE' ? event.location : null;
  const venue = offline?.venue;
  return {
    type: event.type,
    title: event.title,
    handle: event.handle,
    eventTypes: event.eventTypes,
    eventFields: event.eventFields,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: event.allDay ? '23:59' : end.time,
    allDay: event.allDay,
    timezone: event.timezone,
    locationMode: event.location.mode,
    venue: venue
      ? {
          type: venue.type,
          fullAddress: venue.fullAddress,
          shortAddress: venue.shortAddress ?? '',
          city: venue.city ?? '',
          region: venue.region ?? '',
          country: venue.country ?? '',
          placeId: venue.placeId ?? null,
        }
      : emptyVenue,
    detail: offline?.detail ?? '',
    onlineUrl: event.location.mode === 'ONLINE' ? (event.location.url ?? '') : '',
    description: event.description,
    coverImageUrl: event.coverImageUrl,
    approvalRequired: event.approvalRequired,
    visibility: event.visibility,
    listed: event.listed,
    maxParticipants: event.maxParticipants ?? '',
  };
}

/** All-day events send whole days (the server stretches the last one to its end). */
export function eventInstants(values: EventFormValues): { startsAt: string | null; endsAt: string | null } {
  return {
    startsAt: zonedToIso(values.startDate, values.allDay ? '00:00' : values.startTime, values.timezone),
    endsAt: zonedToIso(values.endDate, values.allDay ? '00:00' : values.endTime, values.timezone),
  };
}

const orNull = (value: string) => value.trim() || null;

/** The request body for the form as it stands (create; an update sends the changed part of it). */
export function eventPayload(values: EventFormValues): CreateEventInput {
  const { startsAt, endsAt } = eventInstants(values);
  const { venue } = values;
  return {
    type: values.type,
    title: values.title,
    ...(values.handle.trim() ? { handle: values.handle.trim() } : {}),
    eventTypes: values.eventTypes,
    eventFields: values.eventFields,
    startsAt: startsAt ?? '',
    endsAt: endsAt ?? '',
    allDay: values.allDay,
    timezone: values.timezone,
    location:
      values.locationMode === 'ONLINE'
        ? { mode: 'ONLINE', url: values.onlineUrl }
        : {
            mode: 'OFFLINE',
            venue: {
              type: venue.type,
              fullAddress: venue.fullAddress,
              shortAddress: orNull(venue.shortAddress),
              city: orNull(venue.city),
              region: orNull(venue.region),
              country: orNull(venue.country),
              placeId: venue.placeId,
            },
            detail: orNull(values.detail),
          },
    description: values.description,
    coverImageUrl: values.coverImageUrl,
    approvalRequired: values.approvalRequired,
    visibility: values.visibility,
    listed: values.listed,
    maxParticipants: values.maxParticipants === '' ? null : Number(values.maxParticipants),
  };
}
