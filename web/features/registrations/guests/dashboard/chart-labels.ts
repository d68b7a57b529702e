import { intlLocale, type Locale } from '../../../../../contract/locale.ts';
import { dateFormatter } from '../../../../../contract/date-formatter.ts';

/** "Jun 3" / "6월 3일" for a calendar day (`YYYY-MM-DD`, already in the event's time zone). */
export function dayLabel(day: string, locale: Locale): string {
  return dateFormatter(intlLocale(locale), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "7 PM" / "오후 7시" for an hour bucket (`YYYY-MM-DDTHH:00`, in the event's time zone). */
export function hourLabel(hour: string, locale: Locale): string {
  return dateFormatter(intlLocale(locale), { hour: 'numeric', timeZone: 'UTC' }).format(new Date(`${hour}:00Z`));
}

export type AxisLabel = { at: number; label: string };

/** At most `count` labels at a steady step from the first bar, and the last bar's (the one before it gives way when too close). */
export function spreadLabels<T>(items: T[], count: number, label: (item: T) => string): AxisLabel[] {
  if (items.length <= count) return items.map((item, at) => ({ at, label: label(item) }));
  const last = items.length - 1;
  const step = Math.ceil(last / (count - 1));
  const spots: number[] = [];
  for (let at = 0; at < last; at += step) spots.push(at);
  if (last - spots[spots.length - 1] <= step / 2 && spots.length > 1) spots.pop();
  return [...spots, last].map((at) => ({ at, label: label(items[at]) }));
}

/**
 * The hours from the first check-in to the last, empty hours included, and at least `minHours` of
 * them (earlier hours added), so one busy hour reads as a bar in a timeline, not a wall.
 */
export function continuousHours(hours: { hour: string; count: number }[], minHours = 6): { hour: string; count: number }[] {
  if (hours.length === 0) return [];
  const at = (hour: string) => Date.parse(`${hour}:00Z`);
  const counts = new Map(hours.map((bucket) => [at(bucket.hour), bucket.count]));
  const last = Math.max(...counts.keys());
  const first = Math.min(Math.min(...counts.keys()), last - (minHours - 1) * 3_600_000);
  const series = [];
  for (let time = first; time <= last; time += 3_600_000)
    series.push({ hour: new Date(time).toISOString().slice(0, 16), count: counts.get(time) ?? 0 });
  return series;
}
