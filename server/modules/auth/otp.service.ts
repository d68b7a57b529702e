import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { authLimits, type CodeSent, type OtpPurpose } from '../../../contract/auth.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailCodes } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { authKeys, hmacBase64Url } from './auth-keys.ts';
import { composeCodeEmail } from './code-email.ts';

const HOUR_MS = 60 * 60_000;

/** Timestamps go into hand-written SQL as typed literals, the same on both drivers. */
const at = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

function hashCode(secret: string, email: string, purpose: OtpPurpose, code: string): string {
  return hmacBase64Url(authKeys(secret).codeHash, `${purpose}:${email}:${code}`);
}

const notLocked = (now: Date) => or(isNull(emailCodes.lockedUntil), lte(emailCodes.lockedUntil, now));

/**
 * Emails a fresh 6-digit code. The single upsert below is the whole limit: it only writes when the
 * last code is at least a minute old and the hour's allowance is not used up, so any number of
 * parallel requests send one email.
 */
export async function requestEmailCode(
  deps: AppDeps,
  input: { email: string; purpose: OtpPurpose; locale: Locale },
): Promise<CodeSent> {
  const { db, clock } = deps;
  const { email, purpose } = input;
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const code = randomInt(0, 10 ** authLimits.codeLength).toString().padStart(authLimits.codeLength, '0');
  const codeHash = hashCode(deps.sessionSecret, email, purpose, code);
  const expiresAt = new Date(now.getTime() + authLimits.codeLifetimeMs);
  const windowExpired = sql`${emailCodes.sendWindowStartedAt} <= ${at(hourAgo)}`;

  const sent = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(emailCodes)
      .values({ email, purpose, codeHash, expiresAt, lastSentAt: now, sendWindowStartedAt: now, sendsInWindow: 1 })
      .onConflictDoUpdate({
        target: emailCodes.email,
        set: {
          purpose,
          codeHash,
          expiresAt,
          attempts: 0,
          consumedAt: null,
          lastSentAt: now,
          sendWindowStartedAt: sql`case when ${windowExpired} then ${at(now)} else ${emailCodes.sendWindowStartedAt} end`,
          sendsInWindow: sql`case when ${windowExpired} then 1 else ${emailCodes.sendsInWindow} + 1 end`,
        },
        setWhere: and(
          lte(emailCodes.lastSentAt, new Date(now.getTime() - authLimits.resendIntervalMs)),
          or(windowExpired, lt(emailCodes.sendsInWindow, authLimits.sendsPerHour)),
          notLocked(now),
        ),
      })
      .returning({ email: emailCodes.email });
    if (rows.length === 0) return false;
    const mail = composeCodeEmail({ locale: input.locale, purpose, code, lifetimeMs: authLimits.codeLifetimeMs });
    await enqueueEmail(tx, clock, { dedupKey: `code-${randomUUID()}`, to: email, sensitive: true, ...mail });
    return true;
  });
  if (!sent) throw new AppError(await whySendRefused(db, email, now));
  deps.kickOutbox();
  return {
    email,
    purpose,
    codeLength: authLimits.codeLength,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + authLimits.resendIntervalMs).toISOString(),
  };
}

async function whySendRefused(db: DbOrTx, email: string, now: Date): Promise<ErrorCode> {
  const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
  if (row?.lockedUntil && row.lockedUntil > now) return 'G01016';
  if (row && row.lastSentAt.getTime() > now.getTime() - authLimits.resendIntervalMs) return 'G01017';
  return 'G01018';
}

/**
 * Checks a guess. The attempt is claimed first by a conditional UPDATE (attempts < 5), and only a
 * claimed attempt is compared: however many guesses arrive at once, at most five are evaluated.
 */
export async function verifyEmailCode(deps: AppDeps, input: { email: string; purpose: OtpPurpose; code: string }): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  const claimed = await claimAttempt(db, input.email, now);
  if (!claimed) throw new AppError(await whyNotClaimable(db, input.email, now));

  const guess = Buffer.from(hashCode(deps.sessionSecret, input.email, input.purpose, input.code));
  const stored = Buffer.from(claimed.codeHash);
  if (guess.length === stored.length && timingSafeEqual(guess, stored)) {
    const used = await db
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.email, input.email), isNull(emailCodes.consumedAt), eq(emailCodes.codeHash, claimed.codeHash)))
      .returning({ email: emailCodes.email });
    // A parallel request with the same code won: single use.
    if (used.length === 0) throw new AppError('G01014');
    return;
  }
  throw new AppError(await recordFailure(db, input.email, now, claimed.attempts));
}

/** One guess's right to be compared, or undefined when the code is spent, dead, expired or locked. */
export async function claimAttempt(db: DbOrTx, email: string, now: Date) {
  const [claimed] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.email, email),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, now),
        lt(emailCodes.attempts, authLimits.attemptsPerCode),
        notLocked(now),
      ),
    )
    .returning({ codeHash: emailCodes.codeHash, attempts: emailCodes.attempts });
  return claimed;
}

async function whyNotClaimable(db: DbOrTx, email: string, now: Date): Promise<ErrorCode> {
  const [row] = await db.select().from(emailCodes).where(eq(emailCodes.email, email));
  if (!row) return 'G01014';
  if (row.lockedUntil && row.lockedUntil > now) return 'G01016';
  if (row.consumedAt) return 'G01014';
  if (row.attempts >= authLimits.attemptsPerCode) return 'G01015';
  return 'G01026';
}

/** Counts a wrong guess against the email's hour; the tenth locks the email for an hour. */
async function recordFailure(db: DbOrTx, email: string, now: Date, attempts: number): Promise<ErrorCode> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const windowExpired = sql`(${emailCodes.failureWindowStartedAt} is null or ${emailCodes.failureWindowStartedAt} <= ${at(hourAgo)})`;
  const failures = sql`case when ${windowExpired} then 1 else ${emailCodes.failuresInWindow} + 1 end`;
  const [row] = await db
    .update(emailCodes)
    .set({
      failureWindowStartedAt: sql`case when ${windowExpired} then ${at(now)} else ${emailCodes.failureWindowStartedAt} end`,
      failuresInWindow: failures,
      lockedUntil: sql`case when ${failures} >= ${authLimits.failuresPerHour} then ${at(new Date(now.getTime() + HOUR_MS))} else ${emailCodes.lockedUntil} end`,
    })
    .where(eq(emailCodes.email, email))
    .returning({ failures: emailCodes.failuresInWindow });
  if (row && row.failures >= authLimits.failuresPerHour) return 'G01016';
  return attempts >= authLimits.attemptsPerCode ? 'G01015' : 'G01014';
}
