// Plain factories for API tests: a user straight into the database, and a session for them made
// by the accounts code's own session opening (the same tokens sign-in issues, no forged cookies).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Locale } from '../../contract/locale.ts';
import type { AccessLevel } from '../../contract/users.ts';
import { users } from '../platform/db/schema/index.ts';
import { ACCESS_COOKIE, openSession, type UserRow, insertUserWithProfile } from '../identity/index.ts';
import { loadSessionSecret } from '../platform/secrets.ts';
import type { TestApp } from './create-test-app.ts';

export type UserOverrides = { email?: string; name?: string; locale?: Locale; accessLevel?: AccessLevel };

export async function createUser(t: Pick<TestApp, 'db' | 'clock'>, overrides: UserOverrides = {}): Promise<UserRow> {
  const tag = randomBytes(5).toString('hex');
  return insertUserWithProfile(t.db, t.clock, {
    email: overrides.email ?? `user.${tag}@moim.example`,
    name: overrides.name ?? `Tester ${tag}`,
    bio: '',
    locale: overrides.locale ?? 'en',
    accessLevel: overrides.accessLevel,
  });
}

/** The Cookie header of a fresh session for the user (on a community site when `origin` is given). */
export async function sessionCookieFor(
  t: Pick<TestApp, 'db' | 'clock' | 'env'>,
  user: UserRow,
  origin: string | null = null,
): Promise<string> {
  const [current] = await t.db.select().from(users).where(eq(users.id, user.id));
  const tokens = await openSession(t.db, { clock: t.clock, sessionSecret: loadSessionSecret(t.env) }, current, origin);
  return `${ACCESS_COOKIE}=${tokens.accessToken}`;
}

/** A user and the Cookie header that signs them in. */
export async function signedInUser(t: TestApp, overrides: UserOverrides = {}): Promise<{ user: UserRow; cookie: string }> {
  const user = await createUser(t, overrides);
  return { user, cookie: await sessionCookieFor(t, user) };
}
