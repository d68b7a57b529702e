// A sale window is set on the wall clock of the event's timezone, as the date pickers hold it
// ("YYYY-MM-DD HH:mm:00"); the API wants instants.
import { isoToZoned, zonedToIso } from '../../../components/event/zoned-time.ts';

/** "2026-12-12 19:00:00" on the wall clock of "Asia/Seoul" → "2026-12-12T10:00:00.000Z"; null when malformed. */
export function wallToIso(wall: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(wall);
  return match ? zonedToIso(match[1], match[2], timeZone) : null;
}

/** The wall clock of an instant in a zone: "YYYY-MM-DD HH:mm:00". */
export function isoToWall(iso: string, timeZone: string): string {
  const { date, time } = isoToZoned(iso, timeZone);
  return `${date} ${time}:00`;
}
