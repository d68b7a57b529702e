// Members for volume tests: inserted in bulk, each with a session made by the accounts code's own
// token signer, so they sign in as anyone does without a request each.
import { ACCESS_COOKIE, authKeys, signAccessToken } from '../identity/index.ts';
import { sessions, userProfiles, users } from '../platform/db/schema/index.ts';
import { loadSessionSecret } from '../platform/secrets.ts';
import type { TestApp } from './create-test-app.ts';

/** `count` members in three inserts, each with a signed-in cookie. */
export async function bulkMembers(t: TestApp, count: number, tag: string) {
  const now = t.clock.now();
  const created = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `rush.${tag}.${i}@moim.example`,
        handle: `rush.${tag}.${i}`,
        name: `Rush ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name, tokenVersion: users.tokenVersion });
  await t.db.insert(userProfiles).values(created.map((user) => ({ userId: user.id, updatedAt: now })));
  const opened = await t.db
    .insert(sessions)
    .values(created.map((user) => ({ userId: user.id, createdAt: now })))
    .returning({ id: sessions.id, userId: sessions.userId });
  const keys = authKeys(loadSessionSecret(t.env));
  return Promise.all(
    created.map(async (user, i) => {
      const token = await signAccessToken(keys, t.clock, {
        userId: user.id,
        sessionId: opened[i].id,
        tokenVersion: user.tokenVersion,
      });
      return { ...user, cookie: `${ACCESS_COOKIE}=${token}` };
    }),
  );
}

export type BulkMember = Awaited<ReturnType<typeof bulkMembers>>[number];
