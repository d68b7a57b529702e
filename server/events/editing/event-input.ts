// From a validated form (contract/events.ts) to column values: the checks that need more than
// one field, or the server (categories → G20008, times once merged, description sanitising,
// MEMBER_ONLY only in a community → G20018).
import { isEventField, isEventType, visibilitiesFor, type EventVisibility, type UpdateEvent } from '../../../contract/events.ts';
import type { events } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { EventRow } from '../hosts/event-access.ts';
import { sanitizeDescription } from './event-description.ts';
import { normalizeEventTimes } from './event-times.ts';

type EventColumns = Partial<typeof events.$inferInsert>;

function checkCategories(input: UpdateEvent) {
  const unknownType = input.eventTypes?.findIndex((value) => !isEventType(value)) ?? -1;
  if (unknownType >= 0) throw new AppError('G20008', { fields: { [`eventTypes.${unknownType}`]: 'validation.invalid' } });
  const unknownField = input.eventFields?.findIndex((value) => !isEventField(value)) ?? -1;
  if (unknownField >= 0) throw new AppError('G20008', { fields: { [`eventFields.${unknownField}`]: 'validation.invalid' } });
}

function locationColumns(location: NonNullable<UpdateEvent['location']>): EventColumns {
  if (location.mode === 'ONLINE') return { locationMode: 'ONLINE', onlineUrl: location.url, venue: null, locationDetail: null };
  const { venue } = location;
  return {
    locationMode: 'OFFLINE',
    venue: {
      type: venue.type,
      country: venue.country,
      region: venue.region,
      city: venue.city,
      shortAddress: venue.shortAddress,
      fullAddress: venue.fullAddress,
      placeId: venue.placeId ?? null,
    },
    locationDetail: location.detail,
    onlineUrl: null,
  };
}

/**
 * Column values for the given part of the form. `current` is the stored event on update, so a
 * change of only the end time is checked against the stored start.
 */
export function eventColumns(input: UpdateEvent, current?: EventRow): EventColumns {
  checkCategories(input);
  const { location, description, startsAt, endsAt, allDay, timezone, ...plain } = input;
  const columns: EventColumns = { ...plain };
  if (location) Object.assign(columns, locationColumns(location));
  if (description !== undefined) columns.description = sanitizeDescription(description);
  if (startsAt || endsAt || allDay !== undefined || timezone) {
    const merged = {
      startsAt: startsAt ? new Date(startsAt) : current!.startsAt,
      endsAt: endsAt ? new Date(endsAt) : current!.endsAt,
      allDay: allDay ?? current!.allDay,
      timezone: timezone ?? current!.timezone,
    };
    const times = normalizeEventTimes(merged);
    if (times.endsAt.getTime() <= times.startsAt.getTime()) {
      throw new AppError('G00100', { fields: { endsAt: 'validation.endBeforeStart' } });
    }
    Object.assign(columns, times, { allDay: merged.allDay, timezone: merged.timezone });
  }
  return columns;
}

/**
 * Only a community's event can be MEMBER_ONLY: outside one there are no members to see it. The
 * check constraint events_member_only_in_community holds the same rule; this answers it first.
 */
export function checkVisibilityFitsPlace(visibility: EventVisibility | undefined, communityId: string | null | undefined) {
  if (visibility && !visibilitiesFor(Boolean(communityId)).includes(visibility)) {
    throw new AppError('G20018', { fields: { visibility: 'errors.memberOnlyNeedsCommunity' } });
  }
}
