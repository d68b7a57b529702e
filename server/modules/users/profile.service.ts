import { eq } from 'drizzle-orm';
import type { Profile, UpdateProfile } from '../../../contract/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { userProfiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export async function getProfile(deps: AppDeps, userId: string): Promise<Profile> {
  const [row] = await deps.db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('G04001');
  const { userId: _userId, updatedAt: _updatedAt, ...profile } = row.profile;
  return { ...profile, name: row.user.name, email: row.user.email, avatarUrl: row.user.avatarUrl };
}

/** Changes the fields present in the request; null clears a field. The email cannot change here. */
export async function updateProfile(deps: AppDeps, userId: string, changes: UpdateProfile): Promise<Profile> {
  const { name, ...profileChanges } = changes;
  const fields: Partial<typeof userProfiles.$inferInsert> = Object.fromEntries(
    Object.entries(profileChanges).filter(([, value]) => value !== undefined),
  );
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (name !== undefined) await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(userProfiles)
      .set({ ...fields, updatedAt: now })
      .where(eq(userProfiles.userId, userId));
  });
  return getProfile(deps, userId);
}
