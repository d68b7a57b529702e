// Sign-in and sign-up: the shared rules, limits and shapes (docs/auth.md).
import { z } from 'zod';
import { UserSchema } from './users.ts';

export const otpPurposes = ['SIGN_IN', 'SIGN_UP'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const authLimits = {
  codeLength: 6,
  /** how long an emailed code can be used */
  codeLifetimeMs: 5 * 60_000,
  /** a new code for the same email at most this often */
  resendIntervalMs: 60_000,
  /** codes sent to one email per hour */
  sendsPerHour: 5,
  /** wrong guesses one code survives */
  attemptsPerCode: 5,
  /** wrong guesses per email per hour before the email is locked for an hour */
  failuresPerHour: 10,
} as const;

// A local part, @, a domain and a top-level domain of at least two letters; no control characters
// or half surrogate pairs anywhere (they reach mail headers and the database).
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cs}]+@(?:[^\s@.\p{Cc}\p{Cs}]+\.)+[A-Za-z]{2,}$/u;

/** Trimmed and lower-cased: one address, one account, whatever the capitals. */
export const EmailSchema = z
  .string({ error: 'validation.invalidEmailAddress' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.invalidEmailAddress' })
  .regex(EMAIL_PATTERN, { error: 'validation.invalidEmailAddress' });

export const VerificationCodeSchema = z
  .string({ error: 'validation.verificationCode' })
  .trim()
  .regex(/^\d{6}$/, { error: 'validation.verificationCode' });

export const OtpPurposeSchema = z.enum(otpPurposes, { error: 'validation.invalid' });

/**
 * POST /v1/auth/otp. Without `resend`, a code already in the inbox that still works is kept (nothing
 * is sent); `resend` replaces it, at most once a minute.
 */
export const RequestCodeSchema = z.object({ email: EmailSchema, purpose: OtpPurposeSchema, resend: z.boolean().optional() });
export type RequestCode = z.input<typeof RequestCodeSchema>;

export const CodeSentSchema = z.object({
  email: z.string(),
  purpose: z.enum(otpPurposes),
  /** false: the code sent earlier is still good, and no new email went out */
  sent: z.boolean(),
  codeLength: z.number(),
  /** ISO time the code stops working: the countdown */
  expiresAt: z.string(),
  /** ISO time a new code may be requested */
  resendAvailableAt: z.string(),
});
export type CodeSent = z.infer<typeof CodeSentSchema>;

/** POST /v1/auth/token/email (email and code travel as Basic credentials). */
export const EmailTokenRequestSchema = z.object({ purpose: OtpPurposeSchema });

/** The browser's two steps, for the forms. */
export const EmailFormSchema = z.object({ email: EmailSchema });
export const CodeFormSchema = z.object({ code: VerificationCodeSchema });

/** POST /v1/auth/token/oauth: what the provider sent back to /google/callback. */
export const OAuthTokenRequestSchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().min(1).max(512),
  /** RFC 9207 issuer parameter, when the provider sends one */
  iss: z.string().max(2048).optional(),
});

export const SignedInSchema = z.object({ status: z.literal('SIGNED_IN'), user: UserSchema });
export const SignUpRequiredSchema = z.object({
  status: z.literal('SIGN_UP_REQUIRED'),
  /** send as `Authorization: Bearer …` to POST /v1/users */
  signUpToken: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  /** a name from the identity provider that did not pass the name rules, to edit */
  suggestedName: z.string().nullable(),
});

export const AuthResultSchema = z.discriminatedUnion('status', [SignedInSchema, SignUpRequiredSchema]);
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const OAuthResultSchema = z.discriminatedUnion('status', [
  SignedInSchema.extend({ redirectTo: z.string() }),
  SignUpRequiredSchema.extend({ redirectTo: z.string() }),
]);
export type OAuthResult = z.infer<typeof OAuthResultSchema>;
