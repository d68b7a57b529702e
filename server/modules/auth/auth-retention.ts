import { and, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { emailCodes, refreshTokens, sessions, usedSignUpTokens } from '../../db/schema/index.ts';
import { REFRESH_TOKEN_TTL_MS } from './session.service.ts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes what can no longer matter: expired refresh tokens (a spent one is kept until it expires,
 * because seeing it again is how a copied token is caught), sessions with no token left, spent
 * sign-up tokens past their expiry, and email-code rows idle for a day. For a periodic job.
 */
export async function purgeExpiredAuthRecords(db: DbOrTx, clock: Clock) {
  const now = clock.now();
  const tokens = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now)).returning({ id: refreshTokens.id });
  const emptySessions = await db
    .delete(sessions)
    .where(
      and(
        lt(sessions.createdAt, new Date(now.getTime() - REFRESH_TOKEN_TTL_MS)),
        notExists(db.select({ one: sql`1` }).from(refreshTokens).where(sql`${refreshTokens.sessionId} = ${sessions.id}`)),
      ),
    )
    .returning({ id: sessions.id });
  const signUpTokens = await db.delete(usedSignUpTokens).where(lt(usedSignUpTokens.expiresAt, now)).returning({ jti: usedSignUpTokens.jti });
  const codes = await db
    .delete(emailCodes)
    .where(and(lt(emailCodes.lastSentAt, new Date(now.getTime() - DAY_MS)), or(isNull(emailCodes.lockedUntil), lt(emailCodes.lockedUntil, now))))
    .returning({ email: emailCodes.email });
  return { refreshTokens: tokens.length, sessions: emptySessions.length, signUpTokens: signUpTokens.length, emailCodes: codes.length };
}
