import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { describe, expect, it } from 'vitest';
import {
  dateFormatFor,
  formatTimeOfDay,
  isoToWall,
  joinWall,
  MINUTES_STEP,
  parseTypedDate,
  parseWall,
  timeOptions,
  wallToIso,
  zoneName,
} from './date-time-value.ts';

describe('the wall clock of the event’s timezone', () => {
  it('turns into the same instant and back, whatever the browser’s zone', () => {
    expect(wallToIso('2026-12-12 19:00', 'Asia/Seoul')).toBe('2026-12-12T10:00:00.000Z');
    expect(isoToWall('2026-12-12T10:00:00.000Z', 'Asia/Seoul')).toBe('2026-12-12 19:00');
    expect(wallToIso('2026-07-01 09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(isoToWall('2026-07-01T13:30:00.000Z', 'America/New_York')).toBe('2026-07-01 09:30');
  });

  it('is no instant without a time, or when malformed', () => {
    expect(wallToIso('2026-12-12', 'Asia/Seoul')).toBeNull();
    expect(wallToIso('', 'Asia/Seoul')).toBeNull();
    expect(wallToIso('12/12/2026 19:00', 'Asia/Seoul')).toBeNull();
    expect(parseWall('2026-12-12T19:00:00')).toEqual({ date: '2026-12-12', time: '19:00' });
    expect(parseWall('2026-12-12')).toEqual({ date: '2026-12-12', time: '' });
    expect(joinWall({ date: '2026-12-12', time: '' })).toBe('2026-12-12');
  });
});

describe('times on the quarter hour', () => {
  it('offers every 15 minutes of the day, 96 in all', () => {
    const options = timeOptions('en');
    expect(MINUTES_STEP).toBe(15);
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3).map((option) => option.value)).toEqual(['00:00', '00:15', '00:30']);
    expect(options.at(-1)?.value).toBe('23:45');
    expect(options.every((option) => Number(option.value.slice(3)) % 15 === 0)).toBe(true);
  });

  it('keeps a time off the steps in its place, so an existing value still shows', () => {
    const options = timeOptions('en', '10:07').map((option) => option.value);
    expect(options).toHaveLength(97);
    expect(options.slice(options.indexOf('10:00'), options.indexOf('10:00') + 3)).toEqual(['10:00', '10:07', '10:15']);
    expect(timeOptions('en', '10:15')).toHaveLength(96);
  });

  it('says each time in the app’s language', () => {
    expect(timeOptions('en').find((option) => option.value === '19:30')?.label).toBe('7:30 PM');
    expect(timeOptions('ko').find((option) => option.value === '19:30')?.label).toBe('오후 7:30');
    expect(formatTimeOfDay('00:00', 'en')).toBe('12:00 AM');
    expect(formatTimeOfDay('00:00', 'ko')).toBe('오전 12:00');
    expect(formatTimeOfDay('12:15', 'ko')).toBe('오후 12:15');
  });
});

describe('dates in the app’s language', () => {
  it('shows a date as each language writes it', () => {
    expect(dayjs('2026-12-12').locale('en').format(dateFormatFor('en'))).toBe('Sat, Dec 12, 2026');
    expect(dayjs('2026-12-12').locale('ko').format(dateFormatFor('ko'))).toBe('2026년 12월 12일 (토)');
  });

  it('reads a date typed either way, and what it shows', () => {
    for (const typed of [
      '2026-12-12',
      '2026. 12. 12.',
      '2026.12.12',
      '2026년 12월 12일',
      '2026년 12월 12일 (토)',
      'Sat, Dec 12, 2026',
      'December 12, 2026',
      'dec 12 2026',
      '12/12/2026',
    ])
      expect(parseTypedDate(typed), typed).toBe('2026-12-12');
    expect(parseTypedDate('2026-3-5')).toBe('2026-03-05');
  });

  it('refuses what is not a date', () => {
    for (const typed of ['', 'tomorrow', '2026-02-30', '2026년 13월 1일', 'Foo 12, 2026', '31/12/2026'])
      expect(parseTypedDate(typed), typed).toBeNull();
  });

  it('names the zone with its offset at that time', () => {
    expect(zoneName('Asia/Seoul', 'en', '2026-12-12T10:00:00.000Z')).toBe('Asia/Seoul, GMT+9');
    expect(zoneName('America/New_York', 'en', '2026-07-01T13:30:00.000Z')).toBe('America/New_York, EDT');
    expect(zoneName('UTC', 'ko', '2026-07-01T13:30:00.000Z')).toBe('UTC');
  });
});
