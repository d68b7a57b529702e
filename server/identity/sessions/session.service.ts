import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { batched } from '../../platform/db/batched.ts';
import { laneOf } from '../../platform/db/lane.ts';
import { oncePerDatabase } from '../../platform/db/once-per-database.ts';
import { refreshTokens, sessions, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { UserRow } from '../accounts/user-dto.ts';
import { authKeys, hmacBase64Url } from './auth-keys.ts';
import { signAccessToken, siteAudience, verifyAccessToken, type AccessClaims } from './tokens.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** A token rotated this recently may be presented again (a second tab) and gets the same successor. */
export const REFRESH_GRACE_MS = 30_000;

export type SessionTokens = { accessToken: string; refreshToken: string };
type SessionDeps = Pick<AppDeps, 'clock' | 'sessionSecret'>;

const hashOf = (deps: SessionDeps, raw: string) => hmacBase64Url(authKeys(deps.sessionSecret).refreshHash, raw);
// Derived rather than random so a token presented twice yields the same successor without storing it.
const successorOf = (deps: SessionDeps, raw: string) => hmacBase64Url(authKeys(deps.sessionSecret).refreshSuccessor, raw);

async function issue(
  deps: SessionDeps,
  user: UserRow,
  session: { id: string; origin: string | null },
  refreshToken: string,
): Promise<SessionTokens> {
  const accessToken = await signAccessToken(authKeys(deps.sessionSecret), deps.clock, {
    userId: user.id,
    sessionId: session.id,
    tokenVersion: user.tokenVersion,
    origin: session.origin,
  });
  return { accessToken, refreshToken };
}

/**
 * Starts a new session family for the user; call it inside the transaction that signs them in.
 * `origin`: the community site it is for (its cookies live there only); null for the main host.
 * `browserId`: the browser it joins (a handoff's); a sign-in starts a new one.
 */
export async function openSession(
  tx: DbOrTx,
  deps: SessionDeps,
  user: UserRow,
  origin: string | null = null,
  browserId?: string,
): Promise<SessionTokens> {
  const now = deps.clock.now();
  const [session] = await tx
    .insert(sessions)
    .values({ userId: user.id, createdAt: now, origin, browserId })
    .returning({ id: sessions.id, origin: sessions.origin });
  const refreshToken = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    sessionId: session.id,
    tokenHash: hashOf(deps, refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return issue(deps, user, session, refreshToken);
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

async function revokeSessions(db: DbOrTx, which: SQL | undefined, now: Date, reason: 'SIGN_OUT' | 'REUSE') {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(which, isNull(sessions.revokedAt)));
}

const revokeFamily = (db: DbOrTx, sessionId: string, now: Date, reason: 'SIGN_OUT' | 'REUSE') =>
  revokeSessions(db, eq(sessions.id, sessionId), now, reason);

/**
 * Rotates a refresh token: the presented one is spent, a successor and a new access token are
 * issued. A spent token seen again after the grace window means it was copied: the family ends.
 */
export async function refreshSession(
  deps: AppDeps,
  raw: string | undefined,
  origin: string | null = null,
): Promise<{ user: UserRow; tokens: SessionTokens }> {
  if (!raw) throw new AppError('G01022');
  const { db, clock } = deps;
  const now = clock.now();
  const found = await findToken(db, hashOf(deps, raw));
  if (!found) throw new AppError('G01022');
  const { token, session, user } = found;
  // A refresh cookie copied to another host: as if there were none (the session itself goes on).
  if (session.origin !== origin) throw new AppError('G01022');
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
    if (won) return { user, tokens: await issue(deps, user, session, successorOf(deps, raw)) };
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
    if (!next.token.rotatedAt) return { user, tokens: await issue(deps, user, session, candidate) };
    candidate = successorOf(deps, candidate);
  }
  throw new AppError('G01022');
}

/**
 * Signs the browser out on every host: ends the session it holds here (by its refresh token, else
 * its access token) and every session of the same browser on other hosts (decision 014).
 */
export async function signOut(deps: AppDeps, input: { refreshToken?: string; sessionId?: string }): Promise<void> {
  const found = input.refreshToken ? await findToken(deps.db, hashOf(deps, input.refreshToken)) : undefined;
  const sessionId = found?.session.id ?? input.sessionId;
  if (!sessionId) return;
  const [session] = await deps.db
    .select({ userId: sessions.userId, browserId: sessions.browserId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) return;
  await revokeSessions(
    deps.db,
    and(eq(sessions.userId, session.userId), eq(sessions.browserId, session.browserId)),
    deps.clock.now(),
    'SIGN_OUT',
  );
}

/** Signs the user out on every browser and every host. */
export async function signOutEverywhere(deps: AppDeps, userId: string): Promise<void> {
  await revokeSessions(deps.db, eq(sessions.userId, userId), deps.clock.now(), 'SIGN_OUT');
}

/** The browser a session belongs to, for a handoff to carry along. */
export async function browserOfSession(db: DbOrTx, sessionId: string): Promise<string | undefined> {
  const [row] = await db.select({ browserId: sessions.browserId }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.browserId;
}

/** Whether the user's session is still open (not signed out, not ended for a reused token). */
export async function isSessionLive(db: DbOrTx, user: { id: string; sessionId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, user.sessionId), eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  return Boolean(row);
}

export type SessionUser = Pick<UserRow, 'id' | 'email' | 'name' | 'avatarUrl' | 'locale' | 'accessLevel'> & { sessionId: string };

type SessionKey = { userId: string; sessionId: string };

// Every signed-in request runs it: prepared once, and the checks of requests that arrive while one
// is running go together in the next (server/platform/db/batched.ts), one statement for many sessions.
const sessionUsersQuery = oncePerDatabase((db) => {
  // `= any(array(…))` rather than `in (select …)`: the planner then looks each id up in the index.
  const ids = (key: keyof SessionKey) =>
    sql`any(array(select (k->>${key})::uuid from jsonb_array_elements(${sql.placeholder('keys')}::jsonb) k))`;
  return db
    .select({
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        avatarUrl: users.avatarUrl,
        locale: users.locale,
        accessLevel: users.accessLevel,
        tokenVersion: users.tokenVersion,
      },
      sessionId: sessions.id,
      revokedAt: sessions.revokedAt,
    })
    .from(users)
    .leftJoin(sessions, and(eq(sessions.userId, users.id), sql`${sessions.id} = ${ids('sessionId')}`))
    .where(sql`${users.id} = ${ids('userId')}`)
    .prepare('session_users');
});

type SessionUserRow = Awaited<ReturnType<ReturnType<typeof sessionUsersQuery>['execute']>>[number];

/** What a session check read for one token: its user, and its session when it is theirs; null when no such user. */
export type SessionCheck =
  | (SessionUserRow['user'] & {
      /** the token's session, when it is this user's */
      sessionId: string | null;
      revoked: boolean;
    })
  | null;

/** The signed-in user the check found, or the 401 code that says why there is none. */
export function sessionUserFromCheck(check: SessionCheck, claims: AccessClaims): SessionUser {
  if (!check) throw new AppError('G01012');
  // No such session, another user's, or signed out.
  if (!check.sessionId || check.revoked) throw new AppError('G01011');
  if (check.tokenVersion !== claims.tokenVersion) throw new AppError('G01013');
  const { id, email, name, avatarUrl, locale, accessLevel, sessionId } = check;
  return { id, email, name, avatarUrl, locale, accessLevel, sessionId };
}

/**
 * The session check as one json column, for a route whose first statement checks the session
 * beside what it reads anyway (guard.ts, `checksSessionItself`): the same user and session as the
 * batched check reads, for the token's ids; `sessionUserFromCheck` then answers.
 */
export function sessionCheckColumn(userId: SQL, sessionId: SQL): SQL<SessionCheck> {
  return sql<SessionCheck>`(select json_build_object('id', u.id, 'email', u.email, 'name', u.name, 'avatarUrl', u.avatar_url,
      'locale', u.locale, 'accessLevel', u.access_level, 'tokenVersion', u.token_version,
      'sessionId', s.id, 'revoked', s.revoked_at is not null)
    from ${users} u left join ${sessions} s on s.id = ${sessionId} and s.user_id = u.id
    where u.id = ${userId})`;
}

function sessionUserOf(rows: SessionUserRow[], key: AccessClaims): SessionUser {
  const mine = rows.filter((row) => row.user.id === key.userId);
  if (mine.length === 0) return sessionUserFromCheck(null, key);
  const row = mine.find((r) => r.sessionId === key.sessionId) ?? { ...mine[0], sessionId: null, revokedAt: null };
  return sessionUserFromCheck({ ...row.user, sessionId: row.sessionId, revoked: Boolean(row.revokedAt) }, key);
}

const sessionUserLookup = oncePerDatabase((db) =>
  batched(
    async (keys: SessionKey[]) => {
      const rows = await sessionUsersQuery(db).execute({
        keys: JSON.stringify(keys.map(({ userId, sessionId }) => ({ userId, sessionId }))),
      });
      return keys.map(() => rows);
    },
    { lane: { lane: laneOf(db), stage: 0 } },
  ),
);

/** The claims of an access token presented on a site (its origin; null for the main host), or the 401 code that says why it is not one. */
export function accessClaimsOf(deps: AppDeps, accessToken: string, origin: string | null = null): AccessClaims {
  return verifyAccessToken(authKeys(deps.sessionSecret), deps.clock, accessToken, siteAudience(origin));
}

/** The user behind verified claims, or the 401 code that says why there is none. */
export async function resolveSessionUser(deps: AppDeps, claims: AccessClaims): Promise<SessionUser> {
  const rows = await sessionUserLookup(deps.db)(claims);
  return sessionUserOf(rows, claims);
}
