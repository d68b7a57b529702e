import { describe, expect, it } from 'vitest';
import { dateTile, dayKey, formatWhen, sameWallClock, timeZoneLabel } from './event-time-format.ts';

const evening = {
  startsAt: '2099-12-12T10:00:00.000Z',
  endsAt: '2099-12-12T12:30:00.000Z',
  allDay: false,
  timezone: 'Asia/Seoul',
};

describe('event time format', () => {
  it('shows the times in the viewer’s zone, in both languages', () => {
    expect(formatWhen(evening, 'en', 'Asia/Seoul')).toEqual({
      date: 'Saturday, December 12, 2099',
      time: '7:00 PM – 9:30 PM',
      zone: 'GMT+9',
      timeZone: 'Asia/Seoul',
    });
    const ko = formatWhen(evening, 'ko', 'Asia/Seoul');
    expect(ko.date).toBe('2099년 12월 12일 토요일');
    expect(ko.time).toBe('오후 7:00 – 오후 9:30');
    // The same instants seen from New York fall on the early morning of that day.
    expect(formatWhen(evening, 'en', 'America/New_York')).toMatchObject({
      date: 'Saturday, December 12, 2099',
      time: '5:00 AM – 7:30 AM',
      zone: 'EST',
    });
  });

  it('names the end date when the event crosses midnight where the viewer is', () => {
    const late = { ...evening, endsAt: '2099-12-12T16:00:00.000Z' };
    expect(formatWhen(late, 'en', 'Asia/Seoul').time).toBe('7:00 PM – Dec 13, 2099 1:00 AM');
  });

  it('keeps all-day events on their own days, wherever the viewer is', () => {
    const allDay = {
      startsAt: '2099-12-14T15:00:00.000Z',
      endsAt: '2099-12-16T14:59:59.999Z',
      allDay: true,
      timezone: 'Asia/Seoul',
    };
    expect(formatWhen(allDay, 'en', 'America/Los_Angeles')).toEqual({
      date: 'Dec 15, 2099 – Dec 16, 2099',
      time: null,
      zone: 'GMT+9',
      timeZone: 'Asia/Seoul',
    });
    const oneDay = { ...allDay, endsAt: '2099-12-15T14:59:59.999Z' };
    expect(formatWhen(oneDay, 'en', 'UTC').date).toBe('Tuesday, December 15, 2099');
  });

  it('groups by the calendar day of a zone and compares wall clocks', () => {
    expect(dayKey('2099-12-12T16:00:00.000Z', 'Asia/Seoul')).toBe('2099-12-13');
    expect(dayKey('2099-12-12T16:00:00.000Z', 'UTC')).toBe('2099-12-12');
    expect(sameWallClock(evening.startsAt, 'Asia/Seoul', 'Asia/Tokyo')).toBe(true);
    expect(sameWallClock(evening.startsAt, 'Asia/Seoul', 'Europe/Paris')).toBe(false);
    expect(dateTile(evening.startsAt, 'en', 'Asia/Seoul')).toEqual({ month: 'DEC', day: '12' });
    expect(dateTile(evening.startsAt, 'ko', 'Asia/Seoul')).toEqual({ month: '12월', day: '12' });
    expect(timeZoneLabel(evening.startsAt, 'en', 'UTC')).toBe('UTC');
  });
});
