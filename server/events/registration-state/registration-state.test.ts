import { describe, expect, it } from 'vitest';
import { registrationStateFrom, type SaleWindow } from './registration-state.ts';

const event = { endsAt: new Date('2026-07-01T12:00:00Z') };
const at = (iso: string) => new Date(iso);
const window = (overrides: Partial<SaleWindow> = {}): SaleWindow => ({
  opensAt: at('2026-06-10T00:00:00Z'),
  closesAt: at('2026-06-20T00:00:00Z'),
  capacity: 10,
  taken: 0,
  ...overrides,
});

describe('registrationStateFrom (the hook the registration issue fills with tickets)', () => {
  it('without tickets: open until the end, closed from it', () => {
    expect(registrationStateFrom(event, at('2026-07-01T11:59:59.999Z'), [])).toBe('OPEN');
    expect(registrationStateFrom(event, at('2026-07-01T12:00:00Z'), [])).toBe('CLOSED');
  });

  it('before, open, sold out and closed around one sale window', () => {
    expect(registrationStateFrom(event, at('2026-06-09T23:59:59.999Z'), [window()])).toBe('BEFORE');
    expect(registrationStateFrom(event, at('2026-06-10T00:00:00Z'), [window()])).toBe('OPEN');
    expect(registrationStateFrom(event, at('2026-06-15T00:00:00Z'), [window({ taken: 10 })])).toBe('SOLD_OUT');
    expect(registrationStateFrom(event, at('2026-06-15T00:00:00Z'), [window({ capacity: null, taken: 5000 })])).toBe('OPEN');
    expect(registrationStateFrom(event, at('2026-06-20T00:00:00Z'), [window()])).toBe('CLOSED');
  });

  it('open while any window sells; sold out only when every selling window is full', () => {
    const full = window({ taken: 10 });
    const later = window({ opensAt: at('2026-06-25T00:00:00Z'), closesAt: null });
    expect(registrationStateFrom(event, at('2026-06-15T00:00:00Z'), [full, window({ taken: 3 })])).toBe('OPEN');
    expect(registrationStateFrom(event, at('2026-06-15T00:00:00Z'), [full, later])).toBe('SOLD_OUT');
    expect(registrationStateFrom(event, at('2026-06-22T00:00:00Z'), [full, later])).toBe('BEFORE');
  });
});
