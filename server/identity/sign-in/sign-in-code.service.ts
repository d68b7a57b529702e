import { randomUUID } from 'node:crypto';
import { authLimits, type CodeSent, type OtpPurpose } from '../../../contract/auth.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { accountScope } from '../emailed-codes/code-scope.ts';
import { sendEmailedCode } from '../emailed-codes/send-emailed-code.ts';
import { composeCodeEmail } from './code-email.ts';

/**
 * POST /v1/auth/otp: a code that proves the email, for signing in and signing up alike. The
 * purpose only words the email; what the code leads to is decided when it is used.
 */
export async function requestEmailCode(
  deps: AppDeps,
  input: { email: string; purpose: OtpPurpose; locale: Locale; resend?: boolean },
): Promise<CodeSent> {
  const { email, purpose } = input;
  const code = await sendEmailedCode(deps, {
    scope: accountScope,
    email,
    resend: input.resend ?? false,
    dedupKey: `code-${randomUUID()}`,
    compose: (digits) => composeCodeEmail({ locale: input.locale, purpose, code: digits, lifetimeMs: authLimits.codeLifetimeMs }),
  });
  return {
    email,
    purpose,
    sent: code.sent,
    codeLength: authLimits.codeLength,
    expiresAt: code.expiresAt.toISOString(),
    resendAvailableAt: code.resendAvailableAt.toISOString(),
  };
}
