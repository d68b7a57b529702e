import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/locale.ts';
import type { AccessLevel } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { userIdentities, userProfiles, users, usedSignUpTokens } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { authKeys } from '../sessions/auth-keys.ts';
import { openSession, type SessionTokens } from '../sessions/session.service.ts';
import { verifySignUpToken } from '../sessions/tokens.ts';
import type { UserRow } from './user-dto.ts';
import { handleBaseFromName, handleCandidate } from './user-handle.ts';

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * The one place a user row is born: the user, with a handle chosen from the name, and an empty
 * profile, in the caller's transaction. A handle taken meanwhile is skipped, not an error.
 */
export async function insertUserWithProfile(
  tx: DbOrTx,
  clock: Clock,
  input: { email: string; name: string; bio: string; locale: Locale; accessLevel?: AccessLevel; handle?: string },
): Promise<UserRow> {
  const now = clock.now();
  const base = input.handle ?? handleBaseFromName(input.name);
  for (let attempt = 0; ; attempt++) {
    const handle = input.handle && attempt === 0 ? input.handle.toLowerCase() : handleCandidate(base, attempt);
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        handle,
        name: input.name,
        locale: input.locale,
        accessLevel: input.accessLevel ?? 'DEFAULT',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.handle })
      .returning();
    if (user) {
      await tx.insert(userProfiles).values({ userId: user.id, bio: input.bio, updatedAt: now });
      return user;
    }
    if (attempt >= 20) throw new AppError('G09003');
  }
}

/**
 * POST /v1/users: the sign-up token proves the email; it is spent in the same transaction that
 * creates the account, so one token makes at most one account (G01008 on reuse) and an address
 * has at most one account (G09004: the email is in use).
 */
export async function createAccount(
  deps: AppDeps,
  input: { signUpToken: string; name: string; bio: string; locale: Locale },
  /** the community site the new session is for; null: the main host */
  origin: string | null = null,
): Promise<{ user: UserRow; tokens: SessionTokens }> {
  const claims = await verifySignUpToken(authKeys(deps.sessionSecret), deps.clock, input.signUpToken);
  try {
    return await deps.db.transaction(async (tx) => {
      const spent = await tx
        .insert(usedSignUpTokens)
        .values({ jti: claims.jti, expiresAt: claims.expiresAt })
        .onConflictDoNothing()
        .returning({ jti: usedSignUpTokens.jti });
      if (spent.length === 0) throw new AppError('G01008');
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, claims.email));
      if (existing) throw new AppError('G09004');
      const user = await insertUserWithProfile(tx, deps.clock, {
        email: claims.email,
        name: input.name,
        bio: input.bio,
        locale: input.locale,
      });
      if (claims.identity) {
        await tx
          .insert(userIdentities)
          .values({ ...claims.identity, userId: user.id, email: claims.email, createdAt: deps.clock.now() });
      }
      return { user, tokens: await openSession(tx, deps, user, origin) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('G09004');
    throw error;
  }
}

export async function getUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('G04001');
  return user;
}

export async function changeLocale(deps: AppDeps, userId: string, locale: Locale): Promise<UserRow> {
  const [user] = await deps.db.update(users).set({ locale, updatedAt: deps.clock.now() }).where(eq(users.id, userId)).returning();
  if (!user) throw new AppError('G04001');
  return user;
}

/**
 * The operator's switch for PRO. Access tokens already issued become outdated (G01013), so the
 * browser refreshes and learns the new level without signing in again.
 */
export async function setAccessLevel(db: Db, clock: Clock, email: string, accessLevel: AccessLevel): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ accessLevel, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: clock.now() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning();
  if (!user) throw new AppError('G04001');
  return user;
}
