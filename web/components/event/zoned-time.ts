// The editor asks for a date and a time on the wall clock of the event's timezone; the API wants
// instants. These convert both ways without a timezone library (Intl knows every zone).

import { dateFormatter } from '../../../contract/date-formatter.ts';

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = dateFormatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** How far the zone's clock is ahead of UTC at that instant, in ms (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "2026-12-12" + "19:00" in "Asia/Seoul" → "2026-12-12T10:00:00.000Z". A time skipped by a
 * daylight-saving change moves forward, as clocks do. Null when the date or time is malformed.
 */
export function zonedToIso(date: string, time: string, timeZone: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, year, month, day] = dateMatch.map(Number);
  const [, hour, minute] = timeMatch.map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - offsetAt(asUtc, timeZone);
  // Once more from the first guess: settles it when an offset change lies in between.
  const second = asUtc - offsetAt(first, timeZone);
  const shows = (instant: number) => {
    const wall = wallClockAt(instant, timeZone);
    return wall.hour === hour && wall.minute === minute;
  };
  // Neither shows the time when the clocks skip it: take the later one, as the clocks do.
  const instant = shows(second) ? second : shows(first) ? first : Math.max(first, second);
  return new Date(instant).toISOString();
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:mm") of an instant in a timezone. */
export function isoToZoned(iso: string, timeZone: string): { date: string; time: string } {
  const wall = wallClockAt(new Date(iso).getTime(), timeZone);
  return { date: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDaysTo(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
