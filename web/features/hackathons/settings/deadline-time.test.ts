import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './deadline-time.ts';

describe('the deadline field', () => {
  it('reads a local date and time as the same instant, and writes it back', () => {
    const iso = localInputToIso('2026-06-08T18:30');
    expect(iso).toBe(new Date(2026, 5, 8, 18, 30).toISOString());
    expect(isoToLocalInput(iso)).toBe('2026-06-08T18:30');
  });

  it('has nothing for an empty or broken value', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('not a date')).toBeNull();
    expect(isoToLocalInput(null)).toBe('');
  });
});
