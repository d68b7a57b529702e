import { authLimits } from '../../../contract/auth.ts';

/** When, on this browser's clock, the code stops working and a new one may be asked for. */
export type CodeDeadlines = { expiresAt: number; resendAt: number };

/**
 * The server's times read as durations from the moment the code was sent, so a browser whose
 * clock is off still counts down the right amount from `receivedAt`.
 */
export function deadlinesFrom(sent: { expiresAt: string; resendAvailableAt: string }, receivedAt: number): CodeDeadlines {
  const resendAvailableAt = Date.parse(sent.resendAvailableAt);
  const sentAt = resendAvailableAt - authLimits.resendIntervalMs;
  return {
    expiresAt: receivedAt + Math.max(0, Date.parse(sent.expiresAt) - sentAt),
    resendAt: receivedAt + Math.max(0, resendAvailableAt - sentAt),
  };
}

export function codeTimerAt(deadlines: CodeDeadlines, now: number) {
  const secondsLeft = Math.max(0, Math.ceil((deadlines.expiresAt - now) / 1000));
  const resendSecondsLeft = Math.max(0, Math.ceil((deadlines.resendAt - now) / 1000));
  return { secondsLeft, expired: secondsLeft === 0, canResend: resendSecondsLeft === 0, resendSecondsLeft };
}

/** 299 → "4:59". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Only digits, at most the code's length: what a pasted "123 456" becomes. */
export const cleanCode = (input: string) => input.replace(/\D/g, '').slice(0, authLimits.codeLength);

export const isCompleteCode = (code: string) => code.length === authLimits.codeLength && /^\d+$/.test(code);
