import { intlLocale, type Locale } from '../../../contract/locale.ts';
import { dayKey } from '../event/event-time-format.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Whole calendar days between two instants where the viewer is (yesterday is 1, whatever the hour). */
function calendarDaysBetween(then: Date, now: Date, timeZone: string): number {
  const [a, b] = [dayKey(then.toISOString(), timeZone), dayKey(now.toISOString(), timeZone)];
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / (24 * HOUR));
}

/**
 * How long ago, as a person says it: just now (under a minute, or a clock a little ahead), minutes,
 * hours (under a day), yesterday, days (under a week), then the date ("Nov 20"; with the year when
 * it is another year's). `justNow` is the app's own words for the first step.
 */
export function relativeTimeWords(iso: string, now: Date, locale: Locale, timeZone: string, justNow: string): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return justNow;
  const words = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < 24 * HOUR) return words.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.max(1, calendarDaysBetween(then, now, timeZone));
  if (days < 7) return words.format(-days, 'day');
  const sameYear = dayKey(iso, timeZone).slice(0, 4) === dayKey(now.toISOString(), timeZone).slice(0, 4);
  return dateFormatter(intlLocale(locale), {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
  }).format(then);
}

/** The exact time, for the hover and the press: "Nov 27, 2026, 9:05 AM". */
export function exactTimeWords(iso: string, locale: Locale, timeZone: string): string {
  return dateFormatter(intlLocale(locale), { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
