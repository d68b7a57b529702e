import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { Env } from '../../platform/env.ts';
import { AppError } from '../../platform/http/errors.ts';
import { canSeeOnlineUrl, canViewEvent, findEventWithRole, type EventRow } from '../hosts/event-access.ts';
import { descriptionToText } from '../editing/event-description.ts';
import { addDays, localDateOf } from '../editing/event-times.ts';
import type { EventDeps } from '../editing/events.service.ts';

type CalendarDeps = EventDeps & { env: Pick<Env, 'APP_ORIGIN'> };

const dateArray = (date: { year: number; month: number; day: number }): DateArray => [date.year, date.month, date.day];

function where(event: EventRow, showOnlineUrl: boolean): string | undefined {
  if (event.locationMode === 'ONLINE') return showOnlineUrl && event.onlineUrl ? event.onlineUrl : 'Online';
  return [event.venue?.fullAddress, event.locationDetail].filter(Boolean).join(', ') || undefined;
}

/** The .ics text of an event: whole days for all-day events (end exclusive), UTC instants otherwise. */
export function eventCalendar(env: Pick<Env, 'APP_ORIGIN'>, event: EventRow, showOnlineUrl: boolean): string {
  const pageUrl = new URL(`/events/${event.handle}`, env.APP_ORIGIN).toString();
  const times: Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType'> & { end: EventAttributes['start'] } =
    event.allDay
      ? {
          start: dateArray(localDateOf(event.startsAt, event.timezone)),
          end: dateArray(addDays(localDateOf(event.endsAt, event.timezone), 1)),
        }
      : { start: event.startsAt.getTime(), end: event.endsAt.getTime(), startInputType: 'utc', startOutputType: 'utc' };
  const text = descriptionToText(event.description);
  const { error, value } = createEvent({
    ...times,
    endInputType: 'utc',
    endOutputType: 'utc',
    uid: `${event.id}@moim`,
    productId: 'moim/events',
    title: event.title,
    description: [text, pageUrl].filter(Boolean).join('\n\n'),
    location: where(event, showOnlineUrl),
    url: showOnlineUrl && event.onlineUrl ? event.onlineUrl : pageUrl,
    status: 'CONFIRMED',
    lastModified: event.updatedAt.getTime(),
  });
  if (error || !value) throw new AppError('G00005');
  return value;
}

/** GET /v1/events/{id}/calendar.ics: whoever may open the page may take it home. */
export async function getEventCalendar(deps: CalendarDeps, viewerId: string | null, eventId: string) {
  const found = await findEventWithRole(deps.db, eventId, viewerId);
  if (!found || !canViewEvent(found.event, found.role, found.isMember)) throw new AppError('G04002');
  const showOnlineUrl = await canSeeOnlineUrl(deps.db, found.event, { userId: viewerId, role: found.role });
  return {
    filename: `${found.event.handle}.ics`,
    text: eventCalendar(deps.env, found.event, showOnlineUrl),
    // Anyone may read a published public event's calendar; any other is this viewer's own.
    isPublic: found.event.status === 'PUBLISHED' && found.event.visibility === 'PUBLIC',
  };
}
