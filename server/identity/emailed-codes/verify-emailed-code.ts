import { timingSafeEqual } from 'node:crypto';
import { and, gt, isNull, lt, sql } from 'drizzle-orm';
import { authLimits } from '../../../contract/auth.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { emailedCodes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { at, codeRow, hashCode, HOUR_MS, notLocked, type CodeScope } from './code-scope.ts';

/**
 * Checks a guess and uses the code up. The attempt is claimed first by a conditional UPDATE
 * (attempts < 5), and only a claimed attempt is compared, in constant time: however many guesses
 * arrive at once, at most five are evaluated. Wrong: G01014; the fifth wrong one or later: G01015;
 * expired: G01026; the tenth wrong guess in an hour locks the email for an hour: G01016.
 */
export async function verifyEmailedCode(deps: AppDeps, input: { scope: CodeScope; email: string; code: string }): Promise<void> {
  const { db, clock } = deps;
  const { scope, email } = input;
  const now = clock.now();
  const claimed = await claimAttempt(db, scope, email, now);
  if (!claimed) throw new AppError(await whyNotClaimable(db, scope, email, now));

  const guess = Buffer.from(hashCode(deps.sessionSecret, scope, email, input.code));
  const stored = Buffer.from(claimed.codeHash);
  if (guess.length === stored.length && timingSafeEqual(guess, stored)) {
    const used = await db
      .update(emailedCodes)
      .set({ consumedAt: now })
      .where(and(codeRow(scope, email), isNull(emailedCodes.consumedAt), sql`${emailedCodes.codeHash} = ${claimed.codeHash}`))
      .returning({ email: emailedCodes.email });
    // A parallel request with the same code won: single use.
    if (used.length === 0) throw new AppError('G01014');
    return;
  }
  throw new AppError(await recordFailure(db, scope, email, now, claimed.attempts));
}

/** One guess's right to be compared, or undefined when the code is spent, dead, expired or locked. */
export async function claimAttempt(db: DbOrTx, scope: CodeScope, email: string, now: Date) {
  const [claimed] = await db
    .update(emailedCodes)
    .set({ attempts: sql`${emailedCodes.attempts} + 1` })
    .where(
      and(
        codeRow(scope, email),
        isNull(emailedCodes.consumedAt),
        gt(emailedCodes.expiresAt, now),
        lt(emailedCodes.attempts, authLimits.attemptsPerCode),
        notLocked(now),
      ),
    )
    .returning({ codeHash: emailedCodes.codeHash, attempts: emailedCodes.attempts });
  return claimed;
}

async function whyNotClaimable(db: DbOrTx, scope: CodeScope, email: string, now: Date): Promise<ErrorCode> {
  const [row] = await db.select().from(emailedCodes).where(codeRow(scope, email));
  if (!row) return 'G01014';
  if (row.lockedUntil && row.lockedUntil > now) return 'G01016';
  if (row.consumedAt) return 'G01014';
  if (row.attempts >= authLimits.attemptsPerCode) return 'G01015';
  return 'G01026';
}

/** Counts a wrong guess against the email's hour; the tenth locks the email for an hour. */
async function recordFailure(db: DbOrTx, scope: CodeScope, email: string, now: Date, attempts: number): Promise<ErrorCode> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const windowExpired = sql`(${emailedCodes.failureWindowStartedAt} is null or ${emailedCodes.failureWindowStartedAt} <= ${at(hourAgo)})`;
  const failures = sql`case when ${windowExpired} then 1 else ${emailedCodes.failuresInWindow} + 1 end`;
  const [row] = await db
    .update(emailedCodes)
    .set({
      failureWindowStartedAt: sql`case when ${windowExpired} then ${at(now)} else ${emailedCodes.failureWindowStartedAt} end`,
      failuresInWindow: failures,
      lockedUntil: sql`case when ${failures} >= ${authLimits.failuresPerHour} then ${at(new Date(now.getTime() + HOUR_MS))} else ${emailedCodes.lockedUntil} end`,
    })
    .where(codeRow(scope, email))
    .returning({ failures: emailedCodes.failuresInWindow });
  if (row && row.failures >= authLimits.failuresPerHour) return 'G01016';
  return attempts >= authLimits.attemptsPerCode ? 'G01015' : 'G01014';
}
