import { eq } from 'drizzle-orm';
import type { Profile, UpdateProfile } from '../../../contract/users.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { userProfiles, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUniqueViolation } from './users.service.ts';

export async function getProfile(deps: AppDeps, userId: string): Promise<Profile> {
  const [row] = await deps.db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('G04001');
  const { userId: _userId, updatedAt: _updatedAt, ...profile } = row.profile;
  return { ...profile, name: row.user.name, handle: row.user.handle, email: row.user.email, avatarUrl: row.user.avatarUrl };
}

/**
 * Changes the fields present in the request; null clears a field. The email cannot change here.
 * A handle someone else holds (whatever its capitals) is 409 G09003, also when two ask at once.
 */
export async function updateProfile(deps: AppDeps, userId: string, changes: UpdateProfile): Promise<Profile> {
  try {
    await deps.db.transaction((tx) => writeProfileChanges(tx, deps.clock.now(), userId, changes));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('G09003');
    throw error;
  }
  return getProfile(deps, userId);
}

/** The profile's own write, in the caller's transaction (the card writes its values through it). */
export async function writeProfileChanges(tx: DbOrTx, now: Date, userId: string, changes: UpdateProfile): Promise<void> {
  const { name, handle, ...profileChanges } = changes;
  const fields: Partial<typeof userProfiles.$inferInsert> = Object.fromEntries(
    Object.entries(profileChanges).filter(([, value]) => value !== undefined),
  );
  if (name !== undefined || handle !== undefined) {
    await tx
      .update(users)
      .set({ ...(name !== undefined && { name }), ...(handle !== undefined && { handle: handle.toLowerCase() }), updatedAt: now })
      .where(eq(users.id, userId));
  }
  await tx
    .update(userProfiles)
    .set({ ...fields, updatedAt: now })
    .where(eq(userProfiles.userId, userId));
}
