import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { oncePerDatabase } from '../../db/once-per-database.ts';
import { refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { UserRow } from '../users/user-dto.ts';
import { authKeys, hmacBase64Url } from './auth-keys.ts';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** A token rotated this recently may be presented again (a second tab) and gets the same successor. */
export const REFRESH_GRACE_MS = 30_000;

export type SessionTokens = { accessToken: string; refreshToken: string };
type SessionDeps = Pick<AppDeps, 'clock' | 'sessionSecret'>;

const hashOf = (deps: SessionDeps, raw: string) => hmacBase64Url(authKeys(deps.sessionSecret).refreshHash, raw);
// Derived rather than random so a token presented twice yields the same successor without storing it.
const successorOf = (deps: SessionDeps, raw: string) => hmacBase64Url(authKeys(deps.sessionSecret).refreshSuccessor, raw);

async function issue(deps: SessionDeps, user: UserRow, sessionId: string, refreshToken: string): Promise<SessionTokens> {
  const accessToken = await signAccessToken(authKeys(deps.sessionSecret), deps.clock, {
    userId: user.id,
    sessionId,
    tokenVersion: user.tokenVersion,
  });
  return { accessToken, refreshToken };
}

/** Starts a new session family for the user; call it inside the transaction that signs them in. */
export async function openSession(tx: DbOrTx, deps: SessionDeps, user: UserRow): Promise<SessionTokens> {
  const now = deps.clock.now();
  const [session] = await tx.insert(sessions).values({ userId: user.id, createdAt: now }).returning({ id: sessions.id });
  const refreshToken = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    sessionId: session.id,
    tokenHash: hashOf(deps, refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return issue(deps, user, session.id, refreshToken);
}

async function findToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

async function revokeFamily(db: DbOrTx, sessionId: string, now: Date, reason: 'SIGN_OUT' | 'REUSE') {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Rotates a refresh token: the presented one is spent, a successor and a new access token are
 * issued. A spent token seen again after the grace window means it was copied: the family ends.
 */
export async function refreshSession(deps: AppDeps, raw: string | undefined): Promise<{ user: UserRow; tokens: SessionTokens }> {
  if (!raw) throw new AppError('G01022');
  const { db, clock } = deps;
  const now = clock.now();
  const found = await findToken(db, hashOf(deps, raw));
  if (!found) throw new AppError('G01022');
  const { token, session, user } = found;
  if (session.revokedAt) throw new AppError(session.revokedReason === 'REUSE' ? 'G01024' : 'G01022');
  if (token.expiresAt <= now) throw new AppError('G01025');

  let rotatedAt = token.rotatedAt;
  if (!rotatedAt) {
    const won = await db.transaction(async (tx) => {
      const rotated = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      if (rotated.length === 0) return false;
      await tx.insert(refreshTokens).values({
        sessionId: session.id,
        tokenHash: hashOf(deps, successorOf(deps, raw)),
        createdAt: now,
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      });
      return true;
    });
    if (won) return { user, tokens: await issue(deps, user, session.id, successorOf(deps, raw)) };
    // Another request rotated it a moment ago: continue as that request's twin.
    rotatedAt = (await findToken(db, hashOf(deps, raw)))?.token.rotatedAt ?? now;
  }
  if (now.getTime() - rotatedAt.getTime() > REFRESH_GRACE_MS) {
    await revokeFamily(db, session.id, now, 'REUSE');
    throw new AppError('G01024');
  }
  // Follow the chain to the live token: a twin gets what the first request got, not a new one.
  let candidate = successorOf(deps, raw);
  for (let step = 0; step < 8; step += 1) {
    const next = await findToken(db, hashOf(deps, candidate));
    if (!next) break;
    if (!next.token.rotatedAt) return { user, tokens: await issue(deps, user, session.id, candidate) };
    candidate = successorOf(deps, candidate);
  }
  throw new AppError('G01022');
}

/** Ends the session family the browser holds (by its refresh token, else its access token). */
export async function signOut(deps: AppDeps, input: { refreshToken?: string; sessionId?: string }): Promise<void> {
  const now = deps.clock.now();
  const found = input.refreshToken ? await findToken(deps.db, hashOf(deps, input.refreshToken)) : undefined;
  const sessionId = found?.session.id ?? input.sessionId;
  if (sessionId) await revokeFamily(deps.db, sessionId, now, 'SIGN_OUT');
}

export type SessionUser = Pick<UserRow, 'id' | 'email' | 'name' | 'avatarUrl' | 'locale' | 'accessLevel'> & { sessionId: string };

// Every signed-in request runs it, so it is prepared once rather than built and planned each time.
const sessionUserQuery = oncePerDatabase((db) =>
  db
    .select({ user: users, sessionUserId: sessions.userId, revokedAt: sessions.revokedAt })
    .from(users)
    .leftJoin(sessions, eq(sessions.id, sql.placeholder('sessionId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_user'),
);

/** The user behind an access token, or the 401 code that says why there is none. */
export async function resolveSessionUser(deps: AppDeps, accessToken: string): Promise<SessionUser> {
  const claims = await verifyAccessToken(authKeys(deps.sessionSecret), deps.clock, accessToken);
  const [row] = await sessionUserQuery(deps.db).execute({ sessionId: claims.sessionId, userId: claims.userId });
  if (!row) throw new AppError('G01012');
  if (row.sessionUserId !== claims.userId || row.revokedAt) throw new AppError('G01011');
  if (row.user.tokenVersion !== claims.tokenVersion) throw new AppError('G01013');
  const { id, email, name, avatarUrl, locale, accessLevel } = row.user;
  return { id, email, name, avatarUrl, locale, accessLevel, sessionId: claims.sessionId };
}
