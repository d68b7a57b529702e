import { describe, expect, it } from 'vitest';
import { exactTimeWords, relativeTimeWords } from './relative-time-words.ts';

// 2026-11-27 10:00 in Seoul.
const now = new Date('2026-11-27T01:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const words = (iso: string, locale: 'en' | 'ko') =>
  relativeTimeWords(iso, now, locale, 'Asia/Seoul', locale === 'ko' ? '방금' : 'just now');

describe('relative time words', () => {
  it('says just now under a minute, and for a clock a little ahead', () => {
    expect(words(ago(0), 'en')).toBe('just now');
    expect(words(ago(59 * SECOND), 'en')).toBe('just now');
    expect(words(ago(-5 * SECOND), 'ko')).toBe('방금');
  });

  it('counts minutes from one minute to 59', () => {
    expect(words(ago(MINUTE), 'en')).toBe('1 minute ago');
    expect(words(ago(5 * MINUTE), 'en')).toBe('5 minutes ago');
    expect(words(ago(5 * MINUTE), 'ko')).toBe('5분 전');
    expect(words(ago(HOUR - SECOND), 'en')).toBe('59 minutes ago');
  });

  it('counts hours from one hour to under a day', () => {
    expect(words(ago(HOUR), 'en')).toBe('1 hour ago');
    expect(words(ago(3 * HOUR), 'ko')).toBe('3시간 전');
    // 23 hours back is the evening before in Seoul, still told in hours.
    expect(words(ago(24 * HOUR - SECOND), 'en')).toBe('23 hours ago');
  });

  it('says yesterday for the calendar day before, then days up to a week', () => {
    expect(words(ago(24 * HOUR), 'en')).toBe('yesterday');
    expect(words(ago(24 * HOUR), 'ko')).toBe('어제');
    // 34 hours back is 00:00 on the 26th in Seoul: still yesterday; a second earlier is the 25th.
    expect(words(ago(34 * HOUR), 'en')).toBe('yesterday');
    expect(words(ago(34 * HOUR + SECOND), 'en')).toBe('2 days ago');
    expect(words(ago(34 * HOUR + SECOND), 'ko')).toBe('그저께');
    expect(words(ago(6 * 24 * HOUR), 'en')).toBe('6 days ago');
    expect(words(ago(6 * 24 * HOUR), 'ko')).toBe('6일 전');
  });

  it('gives the date from a week on, with the year only when it is another year', () => {
    expect(words(ago(7 * 24 * HOUR), 'en')).toBe('Nov 20');
    expect(words(ago(7 * 24 * HOUR), 'ko')).toBe('11월 20일');
    expect(words('2025-11-20T01:00:00.000Z', 'en')).toBe('Nov 20, 2025');
    expect(words('2025-11-20T01:00:00.000Z', 'ko')).toBe('2025년 11월 20일');
  });

  it('gives the exact time for the hover and the press', () => {
    expect(exactTimeWords(ago(5 * MINUTE), 'en', 'Asia/Seoul')).toBe('Nov 27, 2026, 9:55 AM');
    expect(exactTimeWords(ago(5 * MINUTE), 'ko', 'Asia/Seoul')).toBe('2026. 11. 27. 오전 9:55');
  });
});
