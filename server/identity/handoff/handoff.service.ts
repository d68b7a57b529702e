// One-time handoff codes (decision 014): random, stored as keyed hashes, bound to one user, the one
// origin that may redeem them and the browser state that asked for them, spent once within
// HANDOFF_CODE_TTL_MS.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { handoffCodes, users } from '../../platform/db/schema/index.ts';
import { authKeys, hmacBase64Url } from '../sessions/auth-keys.ts';
import { browserOfSession, openSession, type SessionTokens } from '../sessions/session.service.ts';

export const HANDOFF_CODE_TTL_MS = 60_000;
/** Long enough to go to the other site and back; the code itself lives HANDOFF_CODE_TTL_MS. */
export const HANDOFF_STATE_TTL_S = 120;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const randomToken = () => randomBytes(32).toString('base64url');

/** Whether a value has the shape of a code or a state this module hands out. */
export const isHandoffToken = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The state a target site keeps in its cookie while the browser fetches a code for it. */
export const newHandoffState = randomToken;

// The state is part of the hash: a code is worth nothing without the cookie of the browser it was
// minted for, so a link minted by someone else signs no one in.
const hashOf = (deps: Pick<AppDeps, 'sessionSecret'>, code: string, state: string) =>
  hmacBase64Url(authKeys(deps.sessionSecret).handoffHash, `${code}.${state}`);

/** A code for the signed-in `user` (their session here) to redeem on `targetOrigin`; null if the session is gone. */
export async function mintHandoffCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSecret'>,
  user: { id: string; sessionId: string },
  targetOrigin: string,
  state: string,
): Promise<string | null> {
  const browserId = await browserOfSession(deps.db, user.sessionId);
  if (!browserId) return null;
  const code = randomToken();
  const now = deps.clock.now();
  // Spent and expired codes are of no use to anyone: each mint sweeps them.
  await deps.db.delete(handoffCodes).where(lt(handoffCodes.expiresAt, now));
  await deps.db.insert(handoffCodes).values({
    codeHash: hashOf(deps, code, state),
    userId: user.id,
    targetOrigin,
    browserId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HANDOFF_CODE_TTL_MS),
  });
  return code;
}

/**
 * Spends the code on the site it was minted for, in the browser holding the `state` it was minted
 * with, and opens a session there (`sessionOrigin`: null for the main host). Unknown, spent,
 * expired, minted for another site or another browser: null.
 */
export async function redeemHandoffCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSecret'>,
  code: unknown,
  state: unknown,
  thisOrigin: string,
  sessionOrigin: string | null,
): Promise<SessionTokens | null> {
  if (!isHandoffToken(code) || !isHandoffToken(state)) return null;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(handoffCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(handoffCodes.codeHash, hashOf(deps, code, state)),
          isNull(handoffCodes.usedAt),
          gt(handoffCodes.expiresAt, now),
          eq(handoffCodes.targetOrigin, thisOrigin),
        ),
      )
      .returning({ userId: handoffCodes.userId, browserId: handoffCodes.browserId });
    if (!spent) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId));
    return user ? openSession(tx, deps, user, sessionOrigin, spent.browserId) : null;
  });
}
