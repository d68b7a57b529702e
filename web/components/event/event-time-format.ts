import { intlLocale, type Locale } from '../../../contract/locale.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';
import { isoToZoned } from './zoned-time.ts';

/** What every event view says about time: a start, an end, all-day, and the event's own timezone. */
export type EventTimes = { startsAt: string; endsAt: string; allDay: boolean; timezone: string };

export function viewerTimeZone(): string {
  return dateFormatter(undefined, {}).resolvedOptions().timeZone || 'UTC';
}

function formatIn(iso: string, locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormatter(intlLocale(locale), { timeZone, ...options }).format(new Date(iso));
}

/** The calendar day of an instant in a timezone, as YYYY-MM-DD (sortable, groupable). */
export function dayKey(iso: string, timeZone: string): string {
  // Swedish writes dates as YYYY-MM-DD.
  return dateFormatter('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

const withYear = (iso: string, timeZone: string) =>
  dayKey(iso, timeZone).slice(0, 4) !== dayKey(new Date().toISOString(), timeZone).slice(0, 4);

/** "Saturday, December 12" (with the year when it is not this year). */
export function formatLongDate(iso: string, locale: Locale, timeZone: string): string {
  return formatIn(iso, locale, timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: withYear(iso, timeZone) ? 'numeric' : undefined,
  });
}

/** "Dec 12" (with the year when it is not this year). */
export function formatShortDate(iso: string, locale: Locale, timeZone: string): string {
  return formatIn(iso, locale, timeZone, {
    month: 'short',
    day: 'numeric',
    year: withYear(iso, timeZone) ? 'numeric' : undefined,
  });
}

export function formatWeekday(iso: string, locale: Locale, timeZone: string): string {
  return formatIn(iso, locale, timeZone, { weekday: 'long' });
}

/** "7:00 PM" / "오후 7:00". */
export function formatTime(iso: string, locale: Locale, timeZone: string): string {
  return formatIn(iso, locale, timeZone, { hour: 'numeric', minute: '2-digit' });
}

/** "7:00 PM GMT+9" / "오후 7:00 GMT+9": a time on its own always names its zone. */
export function formatTimeWithZone(iso: string, locale: Locale, timeZone: string): string {
  return `${formatTime(iso, locale, timeZone)} ${timeZoneLabel(iso, locale, timeZone)}`;
}

/** "GMT+9", "EST": the zone's short name at that instant. */
export function timeZoneLabel(iso: string, locale: Locale, timeZone: string): string {
  const parts = dateFormatter(intlLocale(locale), { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** Whether two zones show the same wall clock at that instant (then one line of times is enough). */
export function sameWallClock(iso: string, zoneA: string, zoneB: string): boolean {
  const [a, b] = [isoToZoned(iso, zoneA), isoToZoned(iso, zoneB)];
  return a.date === b.date && a.time === b.time;
}

/** The month and day of a calendar tile: "DEC" / "12", "12월" / "12". */
export function dateTile(iso: string, locale: Locale, timeZone: string): { month: string; day: string } {
  return {
    month: formatIn(iso, locale, timeZone, { month: 'short' }).toUpperCase(),
    day: formatIn(iso, 'en', timeZone, { day: 'numeric' }),
  };
}

export type When = { date: string; time: string | null; zone: string; timeZone: string };

/**
 * The two lines an event page shows: the date, then the times (null for all-day events, which are
 * whole days in the event's own timezone, so they are never shifted into the viewer's).
 */
export function formatWhen(event: EventTimes, locale: Locale, timeZone: string): When {
  const zoneShown = event.allDay ? event.timezone : timeZone;
  const sameDay = dayKey(event.startsAt, zoneShown) === dayKey(event.endsAt, zoneShown);
  const zone = timeZoneLabel(event.startsAt, locale, zoneShown);
  if (event.allDay) {
    const date = sameDay
      ? formatLongDate(event.startsAt, locale, zoneShown)
      : `${formatShortDate(event.startsAt, locale, zoneShown)} – ${formatShortDate(event.endsAt, locale, zoneShown)}`;
    return { date, time: null, zone, timeZone: zoneShown };
  }
  const end = sameDay
    ? formatTime(event.endsAt, locale, zoneShown)
    : `${formatShortDate(event.endsAt, locale, zoneShown)} ${formatTime(event.endsAt, locale, zoneShown)}`;
  return {
    date: formatLongDate(event.startsAt, locale, zoneShown),
    time: `${formatTime(event.startsAt, locale, zoneShown)} – ${end}`,
    zone,
    timeZone: zoneShown,
  };
}
