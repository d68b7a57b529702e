// What the shared date and time field holds and shows. The field holds a wall clock in the event's
// timezone ("YYYY-MM-DD HH:mm"), never the browser's; these turn it into an instant and back, read
// and write it in the app's language, and offer times on the quarter hour.
import { intlLocale, type Locale } from '../../../contract/locale.ts';
import { isoToZoned, zonedToIso } from '../event/zoned-time.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';

/** Every time the field offers is on this many minutes. */
export const MINUTES_STEP = 15;

export type Wall = { date: string; time: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-12-12 19:00" (or "2026-12-12T19:00:00") → its date and time; a date alone has time "". Null when malformed. */
export function parseWall(value: string | null | undefined): Wall | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(value) : null;
  return match ? { date: match[1], time: match[2] ?? '' } : null;
}

/** The field's value: "YYYY-MM-DD HH:mm", or the date alone while there is no time. */
export function joinWall({ date, time }: Wall): string {
  return time ? `${date} ${time}` : date;
}

/** An instant as the wall clock of a zone: "YYYY-MM-DD HH:mm". */
export function isoToWall(iso: string, timeZone: string): string {
  return joinWall(isoToZoned(iso, timeZone));
}

/** A wall clock of a zone as an instant; null unless both the date and the time are there. */
export function wallToIso(value: string | null | undefined, timeZone: string): string | null {
  const wall = parseWall(value);
  return wall?.time ? zonedToIso(wall.date, wall.time, timeZone) : null;
}

/** "19:00" → "7:00 PM" / "오후 7:00": a time of day as the app's language says it. */
export function formatTimeOfDay(time: string, locale: Locale): string {
  const [hour, minute] = time.split(':').map(Number);
  return dateFormatter(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour, minute),
  );
}

/**
 * The times of a day on every step, in the app's language ("12:00 AM" … "11:45 PM"). A value off
 * the steps (written before, or by the API) is kept in its place so it still shows.
 */
export function timeOptions(locale: Locale, current?: string, step = MINUTES_STEP): { value: string; label: string }[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) times.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  if (current && /^\d{2}:\d{2}$/.test(current) && !times.includes(current)) times.push(current);
  return times.sort().map((value) => ({ value, label: formatTimeOfDay(value, locale) }));
}

/** The date input's display format (dayjs) in the app's language: "Sat, Dec 12, 2026" / "2026년 12월 12일 (토)". */
export function dateFormatFor(locale: Locale): string {
  return locale === 'ko' ? 'YYYY년 M월 D일 (ddd)' : 'ddd, MMM D, YYYY';
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (Number.isNaN(time) || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A typed date, as people write it in either language: "2026-12-12", "2026. 12. 12.",
 * "2026년 12월 12일 (토)", "Dec 12, 2026", "Sat, December 12, 2026", "12/12/2026" (month first).
 * "YYYY-MM-DD", or null when it is not a date.
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim().toLowerCase();
  const numeric = /^(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*[.일]?/.exec(value);
  if (numeric) return isoDate(Number(numeric[1]), Number(numeric[2]), Number(numeric[3]));
  const american = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (american) return isoDate(Number(american[3]), Number(american[1]), Number(american[2]));
  const words = /([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(value);
  const month = words ? MONTHS.indexOf(words[1]) + 1 : 0;
  return words && month ? isoDate(Number(words[3]), month, Number(words[2])) : null;
}

/** "Asia/Seoul, GMT+9": the zone by name and by its offset at that instant (now when there is none yet). */
export function zoneName(timeZone: string, locale: Locale, iso: string = new Date().toISOString()): string {
  const parts = dateFormatter(intlLocale(locale), { timeZone, timeZoneName: 'short' }).formatToParts(new Date(iso));
  const short = parts.find((part) => part.type === 'timeZoneName')?.value;
  return short && short !== timeZone ? `${timeZone}, ${short}` : timeZone;
}
