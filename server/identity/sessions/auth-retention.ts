import { and, lt, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { refreshTokens, sessions, usedSignUpTokens } from '../../platform/db/schema/index.ts';
import { purgeSpentEmailedCodes } from '../emailed-codes/purge-emailed-codes.ts';
import { REFRESH_TOKEN_TTL_MS } from './session.service.ts';

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
        notExists(
          db
            .select({ one: sql`1` })
            .from(refreshTokens)
            .where(sql`${refreshTokens.sessionId} = ${sessions.id}`),
        ),
      ),
    )
    .returning({ id: sessions.id });
  const signUpTokens = await db
    .delete(usedSignUpTokens)
    .where(lt(usedSignUpTokens.expiresAt, now))
    .returning({ jti: usedSignUpTokens.jti });
  const emailCodes = await purgeSpentEmailedCodes(db, now);
  return { refreshTokens: tokens.length, sessions: emptySessions.length, signUpTokens: signUpTokens.length, emailCodes };
}
