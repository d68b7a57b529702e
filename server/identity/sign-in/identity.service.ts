import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../contract/locale.ts';
import { NameSchema } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { userIdentities, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { insertUserWithProfile, isUniqueViolation } from '../accounts/users.service.ts';
import { openSession } from '../sessions/session.service.ts';
import { findUserByEmail, startSignUp, type SignInOutcome } from './sign-in.service.ts';

/** What a third-party provider told us about the person, after its tokens were verified. */
export type ProviderIdentity = {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/**
 * A known identity signs in. A new one is linked to the account with the same email only when the
 * provider vouches for the email; otherwise nobody could stop a look-alike account from taking
 * over someone's address. A new person gets an account named by the provider, or — when that
 * name does not pass our rules — a sign-up token so the form can finish it.
 */
export async function signInWithIdentity(deps: AppDeps, identity: ProviderIdentity, locale: Locale): Promise<SignInOutcome> {
  const { provider, subject } = identity;
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<SignInOutcome | null> => {
      const [linked] = await tx
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      if (linked) return { status: 'SIGNED_IN', user: linked.user, tokens: await openSession(tx, deps, linked.user) };

      if (!identity.email || !identity.emailVerified) throw new AppError('G01019');
      const link = (userId: string) =>
        tx.insert(userIdentities).values({ provider, subject, userId, email: identity.email, createdAt: deps.clock.now() });

      const existing = await findUserByEmail(tx, identity.email);
      if (existing) {
        await link(existing.id);
        return { status: 'SIGNED_IN', user: existing, tokens: await openSession(tx, deps, existing) };
      }
      const name = NameSchema.safeParse(identity.name ?? '');
      if (!name.success) return null;
      const user = await insertUserWithProfile(tx, deps.clock, { email: identity.email, name: name.data, bio: '', locale });
      await link(user.id);
      return { status: 'SIGNED_IN', user, tokens: await openSession(tx, deps, user) };
    });
    if (outcome) return outcome;
  } catch (error) {
    // Two callbacks for the same new person at once: the second loses the unique constraint.
    if (isUniqueViolation(error)) throw new AppError('G09004');
    throw error;
  }
  return startSignUp(deps, {
    email: identity.email as string,
    identity: { provider, subject },
    suggestedName: identity.name?.trim().slice(0, 40) || null,
  });
}
