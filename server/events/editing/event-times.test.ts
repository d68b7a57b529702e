import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWithOffset, localDateOf, normalizeEventTimes, startOfLocalDay, zoneLabel } from './event-times.ts';

const zones = [
  'Asia/Seoul',
  'UTC',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'America/Sao_Paulo',
];

const wallClock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(instant);

describe('whole days in a timezone', () => {
  it('finds the instant each calendar day starts, in any zone and across offset changes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const day = localDateOf(instant, zone);
          const start = startOfLocalDay(day, zone);
          expect(localDateOf(start, zone)).toEqual(day);
          // Midnight, except where a zone skips it (none of these do at 00:00 but Sao Paulo did until 2019).
          expect(['00:00', '01:00']).toContain(wallClock(start, zone));
          expect(localDateOf(new Date(start.getTime() - 1), zone)).toEqual(addDays(day, -1));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('starts a day at 01:00 where the clocks skipped midnight', () => {
    // Sao Paulo moved to daylight saving time at 00:00 on 8 October 2000: that day began at 01:00.
    const start = startOfLocalDay({ year: 2000, month: 10, day: 8 }, 'America/Sao_Paulo');
    expect(start).toEqual(new Date('2000-10-08T03:00:00Z'));
    expect(wallClock(start, 'America/Sao_Paulo')).toBe('01:00');
  });

  it('leaves timed events alone and stretches all-day events to whole days', () => {
    const startsAt = new Date('2026-03-08T15:30:00Z');
    const endsAt = new Date('2026-03-09T01:00:00Z');
    expect(normalizeEventTimes({ startsAt, endsAt, allDay: false, timezone: 'America/New_York' })).toEqual({ startsAt, endsAt });
    // 8 March 2026 is the day New York moves to daylight saving time: 23 hours long.
    expect(normalizeEventTimes({ startsAt, endsAt, allDay: true, timezone: 'America/New_York' })).toEqual({
      startsAt: new Date('2026-03-08T05:00:00Z'),
      endsAt: new Date('2026-03-09T03:59:59.999Z'),
    });
  });
});

describe('times that name their zone', () => {
  it('writes ISO 8601 with the offset in force at that instant', () => {
    expect(isoWithOffset(new Date('2026-06-08T10:00:00Z'), 'Asia/Seoul')).toBe('2026-06-08T19:00:00+09:00');
    expect(isoWithOffset(new Date('2026-01-15T17:30:05Z'), 'America/New_York')).toBe('2026-01-15T12:30:05-05:00');
    expect(isoWithOffset(new Date('2026-07-15T17:30:05Z'), 'America/New_York')).toBe('2026-07-15T13:30:05-04:00');
    expect(isoWithOffset(new Date('2026-03-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-01T05:30:00+05:30');
    expect(isoWithOffset(new Date('2026-03-01T00:00:00Z'), 'UTC')).toBe('2026-03-01T00:00:00+00:00');
  });

  it('names the zone by its name and its offset', () => {
    expect(zoneLabel(new Date('2026-06-08T10:00:00Z'), 'en', 'Asia/Seoul')).toBe('Asia/Seoul, GMT+9');
    expect(zoneLabel(new Date('2026-07-15T10:00:00Z'), 'en', 'America/New_York')).toBe('America/New_York, EDT');
    expect(zoneLabel(new Date('2026-06-08T10:00:00Z'), 'en', 'UTC')).toBe('UTC');
  });
});
