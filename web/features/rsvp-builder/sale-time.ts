// A sale window is set on the wall clock of the event's timezone; the API wants instants. Intl
// knows every zone, so no timezone library is needed.

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
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

function offsetAt(instant: number, timeZone: string): number {
  const wall = wallClockAt(instant, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - Math.floor(instant / 60_000) * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "2026-12-12 19:00:00" on the wall clock of "Asia/Seoul" → "2026-12-12T10:00:00.000Z"; null when malformed. */
export function wallToIso(wall: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the second guess settles an offset change between the guess and the answer.
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone)).toISOString();
}

/** The wall clock of an instant in a zone, as the date pickers hold it: "YYYY-MM-DD HH:mm:00". */
export function isoToWall(iso: string, timeZone: string): string {
  const wall = wallClockAt(new Date(iso).getTime(), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:00`;
}
