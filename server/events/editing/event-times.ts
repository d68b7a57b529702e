// All-day events are stored as whole days in the event's timezone: from 00:00 on the first day
// to the last millisecond of the last day, so "has it ended?" is one comparison everywhere.

import { dateFormatter } from '../../../contract/date-formatter.ts';
import { intlLocale } from '../../../contract/locale.ts';

const DAY_MS = 86_400_000;

type LocalDate = { year: number; month: number; day: number };

function parts(instant: Date, timeZone: string) {
  const formatted = dateFormatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(formatted.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The calendar day an instant falls on in a timezone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = parts(instant, timeZone);
  return { year, month, day };
}

/** How far the timezone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar day starts in a timezone. */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const midnightUtc = Date.UTC(date.year, date.month - 1, date.day);
  const first = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  // A second pass settles the guess when an offset change lies between the two instants…
  const second = midnightUtc - offsetAt(new Date(first), timeZone);
  // …unless the change skips midnight itself (Sao Paulo until 2019): then the second guess lands
  // on the evening before, and the day starts at the first instant that is on it.
  const onTheDay = [first, second].filter((guess) => sameDate(localDateOf(new Date(guess), timeZone), date));
  return new Date(onTheDay.length > 0 ? Math.min(...onTheDay) : second);
}

const sameDate = (a: LocalDate, b: LocalDate) => a.year === b.year && a.month === b.month && a.day === b.day;

export function addDays(date: LocalDate, days: number): LocalDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** Whole days for all-day events; exact instants otherwise. */
export function normalizeEventTimes(input: { startsAt: Date; endsAt: Date; allDay: boolean; timezone: string }) {
  if (!input.allDay) return { startsAt: input.startsAt, endsAt: input.endsAt };
  const firstDay = localDateOf(input.startsAt, input.timezone);
  const lastDay = localDateOf(input.endsAt, input.timezone);
  return {
    startsAt: startOfLocalDay(firstDay, input.timezone),
    endsAt: new Date(startOfLocalDay(addDays(lastDay, 1), input.timezone).getTime() - 1),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO 8601 with the zone's offset at that instant, to the second: "2026-06-08T19:00:00+09:00". */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  const offsetMinutes = Math.round(offsetAt(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "Asia/Seoul, GMT+9": the zone a time in an email or a file is in, by name and offset. */
export function zoneLabel(instant: Date, locale: 'en' | 'ko', timeZone: string): string {
  const short = dateFormatter(intlLocale(locale), { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone}, ${short}` : timeZone;
}
