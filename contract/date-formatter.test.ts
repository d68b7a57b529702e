import { describe, expect, it } from 'vitest';
import { dateFormatter } from './date-formatter.ts';

describe('dateFormatter', () => {
  it('makes one formatter per locale and options, and formats as a new one would', () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' };
    const first = dateFormatter('ko-KR', options);
    expect(dateFormatter('ko-KR', { ...options })).toBe(first);
    expect(dateFormatter('en-US', options)).not.toBe(first);
    expect(dateFormatter('ko-KR', { ...options, timeZone: 'UTC' })).not.toBe(first);
    const instant = new Date('2026-12-12T10:00:00Z');
    expect(first.format(instant)).toBe(new Intl.DateTimeFormat('ko-KR', options).format(instant));
  });
});
