import { describe, expect, it } from 'vitest';
import { authLimits } from '../../../contract/auth.ts';
import { cleanCode, codeTimerAt, deadlinesFrom, formatCountdown, isCompleteCode } from './code-timer.ts';

// A server whose clock is far from the browser's (the test server's clock is fixed in 2026).
const serverSentAt = Date.parse('2026-06-01T00:00:00.000Z');
const sent = {
  expiresAt: new Date(serverSentAt + authLimits.codeLifetimeMs).toISOString(),
  resendAvailableAt: new Date(serverSentAt + authLimits.resendIntervalMs).toISOString(),
};
const receivedAt = Date.parse('2031-03-04T05:06:07.000Z');

describe('code countdown', () => {
  it('counts the lifetime from when the answer arrived, whatever the clocks say', () => {
    const deadlines = deadlinesFrom(sent, receivedAt);
    expect(deadlines).toEqual({
      expiresAt: receivedAt + authLimits.codeLifetimeMs,
      resendAt: receivedAt + authLimits.resendIntervalMs,
    });
    expect(codeTimerAt(deadlines, receivedAt)).toEqual({
      secondsLeft: authLimits.codeLifetimeMs / 1000,
      expired: false,
      canResend: false,
      resendSecondsLeft: 60,
    });
  });

  it('allows a resend after the per-minute limit, exactly then', () => {
    const deadlines = deadlinesFrom(sent, receivedAt);
    expect(codeTimerAt(deadlines, receivedAt + 59_001)).toMatchObject({ canResend: false, resendSecondsLeft: 1 });
    expect(codeTimerAt(deadlines, receivedAt + 60_000)).toMatchObject({ canResend: true, resendSecondsLeft: 0 });
  });

  it('is expired from the last millisecond on, and stays at zero', () => {
    const deadlines = deadlinesFrom(sent, receivedAt);
    const end = receivedAt + authLimits.codeLifetimeMs;
    expect(codeTimerAt(deadlines, end - 1)).toMatchObject({ secondsLeft: 1, expired: false });
    expect(codeTimerAt(deadlines, end)).toMatchObject({ secondsLeft: 0, expired: true, canResend: true });
    expect(codeTimerAt(deadlines, end + 3_600_000)).toMatchObject({ secondsLeft: 0, expired: true });
  });

  it('formats minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('pin input', () => {
  it('keeps only digits, up to six', () => {
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode('12-34-56-78')).toBe('123456');
    expect(cleanCode('abc')).toBe('');
  });

  it('knows a complete code', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
