import { authLimits } from '../../../contract/auth.ts';
import type { CodeSent } from '../../../contract/auth.ts';

/** When, on this browser's clock, the code stops working and a new one may be asked for. */
export type CodeDeadlines = { expiresAt: number; resendAt: number };

/**
 * Turns the server's answer into deadlines on the local clock. The server's times are read as
 * durations from the moment the code was sent (resendAvailableAt − the resend interval), so a
 * browser whose clock is off by minutes still counts down the right amount from `receivedAt`.
 */
export function deadlinesFrom(sent: Pick<CodeSent, 'expiresAt' | 'resendAvailableAt'>, receivedAt: number): CodeDeadlines {
  const expiresAt = Date.parse(sent.expiresAt);
  const resendAvailableAt = Date.parse(sent.resendAvailableAt);
  const sentAt = resendAvailableAt - authLimits.resendIntervalMs;
  const lifetime = Math.max(0, expiresAt - sentAt);
  const resendWait = Math.max(0, resendAvailableAt - sentAt);
  return { expiresAt: receivedAt + lifetime, resendAt: receivedAt + resendWait };
}

export type CodeTimer = {
  /** whole seconds left before the code expires (0 once expired) */
  secondsLeft: number;
  expired: boolean;
  canResend: boolean;
  /** whole seconds until resend is allowed (0 when allowed) */
  resendSecondsLeft: number;
};

export function codeTimerAt(deadlines: CodeDeadlines, now: number): CodeTimer {
  const secondsLeft = Math.max(0, Math.ceil((deadlines.expiresAt - now) / 1000));
  const resendSecondsLeft = Math.max(0, Math.ceil((deadlines.resendAt - now) / 1000));
  return { secondsLeft, expired: secondsLeft === 0, canResend: resendSecondsLeft === 0, resendSecondsLeft };
}

/** 299 → "4:59". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Only digits, at most the code's length: what a pasted "123 456" or "123-456" becomes. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, authLimits.codeLength);
}

export const isCompleteCode = (code: string) => code.length === authLimits.codeLength && /^\d+$/.test(code);
