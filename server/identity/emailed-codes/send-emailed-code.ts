import { randomInt } from 'node:crypto';
import { and, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { authLimits } from '../../../contract/auth.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { emailedCodes, mailPriorities } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { enqueueEmail, type QueuedEmail } from '../../platform/mail/outbox.ts';
import { at, codeRow, hashCode, HOUR_MS, notLocked, type CodeScope } from './code-scope.ts';

export type CodeMail = Pick<QueuedEmail, 'subject' | 'text' | 'html'>;

export type SentEmailedCode = {
  /** false when the code already in the inbox is still good and nothing new was sent */
  sent: boolean;
  expiresAt: Date;
  resendAvailableAt: Date;
};

/**
 * Emails a fresh 6-digit code, or keeps the one already in the inbox. Asking again for the same
 * email (going back a screen, pressing the other button) answers the live code without sending,
 * so no honest path through the screens spends the hour's allowance; only `resend` replaces it.
 * The single upsert below is the whole limit: it only writes when the last code is at least a
 * minute old, the hour's allowance is not used up and the email is not locked, so any number of
 * parallel requests send one email.
 */
export async function sendEmailedCode(
  deps: AppDeps,
  input: { scope: CodeScope; email: string; resend: boolean; dedupKey: string; compose: (code: string) => CodeMail },
): Promise<SentEmailedCode> {
  const { db, clock } = deps;
  const { scope, email } = input;
  const now = clock.now();
  if (!input.resend) {
    const live = await liveCode(db, scope, email, now);
    if (live) return live;
  }
  const code = randomInt(0, 10 ** authLimits.codeLength)
    .toString()
    .padStart(authLimits.codeLength, '0');
  const codeHash = hashCode(deps.sessionSecret, scope, email, code);
  const expiresAt = new Date(now.getTime() + authLimits.codeLifetimeMs);
  const windowExpired = sql`${emailedCodes.sendWindowStartedAt} <= ${at(new Date(now.getTime() - HOUR_MS))}`;

  const sent = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(emailedCodes)
      .values({ scope, email, codeHash, expiresAt, lastSentAt: now, sendWindowStartedAt: now, sendsInWindow: 1 })
      .onConflictDoUpdate({
        target: [emailedCodes.scope, emailedCodes.email],
        set: {
          codeHash,
          expiresAt,
          attempts: 0,
          consumedAt: null,
          lastSentAt: now,
          sendWindowStartedAt: sql`case when ${windowExpired} then ${at(now)} else ${emailedCodes.sendWindowStartedAt} end`,
          sendsInWindow: sql`case when ${windowExpired} then 1 else ${emailedCodes.sendsInWindow} + 1 end`,
        },
        setWhere: and(
          lte(emailedCodes.lastSentAt, new Date(now.getTime() - authLimits.resendIntervalMs)),
          or(windowExpired, lt(emailedCodes.sendsInWindow, authLimits.sendsPerHour)),
          notLocked(now),
        ),
      })
      .returning({ email: emailedCodes.email });
    if (rows.length === 0) return false;
    // Someone is looking at the code screen: the code goes before any mail already waiting.
    await enqueueEmail(tx, clock, {
      dedupKey: input.dedupKey,
      to: email,
      sensitive: true,
      priority: mailPriorities.code,
      ...input.compose(code),
    });
    return true;
  });
  if (sent) {
    deps.kickOutbox();
    return { sent: true, expiresAt, resendAvailableAt: new Date(now.getTime() + authLimits.resendIntervalMs) };
  }
  // A parallel request just sent one: that code is the one in the inbox.
  const live = input.resend ? undefined : await liveCode(db, scope, email, now);
  if (live) return live;
  throw new AppError(await whySendRefused(db, scope, email, now));
}

/** The code already sent that can still be used, with its own times. */
async function liveCode(db: DbOrTx, scope: CodeScope, email: string, now: Date): Promise<SentEmailedCode | undefined> {
  const [row] = await db
    .select({ expiresAt: emailedCodes.expiresAt, lastSentAt: emailedCodes.lastSentAt })
    .from(emailedCodes)
    .where(
      and(
        codeRow(scope, email),
        isNull(emailedCodes.consumedAt),
        gt(emailedCodes.expiresAt, now),
        lt(emailedCodes.attempts, authLimits.attemptsPerCode),
        notLocked(now),
      ),
    );
  if (!row) return undefined;
  return {
    sent: false,
    expiresAt: row.expiresAt,
    resendAvailableAt: new Date(row.lastSentAt.getTime() + authLimits.resendIntervalMs),
  };
}

async function whySendRefused(db: DbOrTx, scope: CodeScope, email: string, now: Date): Promise<ErrorCode> {
  const [row] = await db.select().from(emailedCodes).where(codeRow(scope, email));
  if (row?.lockedUntil && row.lockedUntil > now) return 'G01016';
  if (row && row.lastSentAt.getTime() > now.getTime() - authLimits.resendIntervalMs) return 'G01017';
  return 'G01018';
}
