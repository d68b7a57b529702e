import { describe, expect, it } from 'vitest';
import { addDaysTo, isoToZoned, zonedToIso } from './zoned-time.ts';

describe('zoned time', () => {
  it('turns a wall-clock time in a zone into the instant', () => {
    expect(zonedToIso('2026-12-12', '19:00', 'Asia/Seoul')).toBe('2026-12-12T10:00:00.000Z');
    expect(zonedToIso('2026-12-12', '19:00', 'UTC')).toBe('2026-12-12T19:00:00.000Z');
    expect(zonedToIso('2026-07-01', '09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(zonedToIso('2026-01-15', '09:30', 'America/New_York')).toBe('2026-01-15T14:30:00.000Z');
    expect(zonedToIso('2026-06-01', '00:00', 'Asia/Kolkata')).toBe('2026-05-31T18:30:00.000Z');
  });

  it('handles the days clocks change', () => {
    // New York springs forward at 02:00 on 8 March 2026: 02:30 does not exist and moves on.
    expect(zonedToIso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedToIso('2026-03-08', '03:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // Falls back at 02:00 on 1 November 2026.
    expect(zonedToIso('2026-11-01', '12:00', 'America/New_York')).toBe('2026-11-01T17:00:00.000Z');
  });

  it('reads an instant back as the wall clock of a zone', () => {
    expect(isoToZoned('2026-12-12T10:00:00.000Z', 'Asia/Seoul')).toEqual({ date: '2026-12-12', time: '19:00' });
    expect(isoToZoned('2026-05-31T18:30:00.000Z', 'Asia/Kolkata')).toEqual({ date: '2026-06-01', time: '00:00' });
    expect(isoToZoned('2026-12-12T14:59:59.999Z', 'Asia/Seoul')).toEqual({ date: '2026-12-12', time: '23:59' });
  });

  it('round-trips', () => {
    for (const zone of ['Asia/Seoul', 'Europe/London', 'America/Los_Angeles', 'Australia/Adelaide']) {
      const iso = zonedToIso('2026-10-04', '18:45', zone)!;
      expect(isoToZoned(iso, zone)).toEqual({ date: '2026-10-04', time: '18:45' });
    }
  });

  it('rejects malformed input and adds days', () => {
    expect(zonedToIso('12/12/2026', '19:00', 'UTC')).toBeNull();
    expect(zonedToIso('2026-12-12', '', 'UTC')).toBeNull();
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysTo('2026-03-01', -1)).toBe('2026-02-28');
  });
});
