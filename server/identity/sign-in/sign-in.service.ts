import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { UserRow } from '../accounts/user-dto.ts';
import { authKeys } from '../sessions/auth-keys.ts';
import { accountScope } from '../emailed-codes/code-scope.ts';
import { verifyEmailedCode } from '../emailed-codes/verify-emailed-code.ts';
import { openSession, type SessionTokens } from '../sessions/session.service.ts';
import { signSignUpToken, type PendingIdentity } from '../sessions/tokens.ts';

/** Either a session for a known person, or a short-lived token that lets POST /v1/users finish. */
export type SignInOutcome =
  | { status: 'SIGNED_IN'; user: UserRow; tokens: SessionTokens }
  | { status: 'SIGN_UP_REQUIRED'; email: string; signUpToken: string; expiresAt: Date; suggestedName: string | null };

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function signInAs(deps: AppDeps, user: UserRow, origin: string | null = null): Promise<SignInOutcome> {
  const tokens = await deps.db.transaction((tx) => openSession(tx, deps, user, origin));
  return { status: 'SIGNED_IN', user, tokens };
}

export async function startSignUp(
  deps: AppDeps,
  input: { email: string; identity?: PendingIdentity; suggestedName?: string | null },
): Promise<SignInOutcome> {
  const { token, expiresAt } = await signSignUpToken(authKeys(deps.sessionSecret), deps.clock, input);
  return {
    status: 'SIGN_UP_REQUIRED',
    email: input.email,
    signUpToken: token,
    expiresAt,
    suggestedName: input.suggestedName ?? null,
  };
}

/**
 * POST /v1/auth/token/email. One flow whichever button was pressed: a proven email with an account
 * signs in, one without goes on to the name step. Whether the address has an account is said
 * only after the code proved the caller owns it, so the endpoint cannot be used to probe addresses.
 */
export async function exchangeEmailCode(
  deps: AppDeps,
  input: { email: string; code: string },
  origin: string | null = null,
): Promise<SignInOutcome> {
  await verifyEmailedCode(deps, { scope: accountScope, email: input.email, code: input.code });
  const user = await findUserByEmail(deps.db, input.email);
  return user ? signInAs(deps, user, origin) : startSignUp(deps, { email: input.email });
}
