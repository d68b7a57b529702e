import { describe, expect, it } from 'vitest';
import { isoToWall, wallToIso } from './sale-time.ts';

describe('sale window times', () => {
  it('reads the wall clock of the event timezone both ways', () => {
    expect(wallToIso('2026-12-12 19:00:00', 'Asia/Seoul')).toBe('2026-12-12T10:00:00.000Z');
    expect(isoToWall('2026-12-12T10:00:00.000Z', 'Asia/Seoul')).toBe('2026-12-12 19:00:00');
    expect(wallToIso('2026-07-01 09:30:00', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(wallToIso('not a date', 'UTC')).toBeNull();
  });
});
