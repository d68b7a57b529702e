import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { STORED_IMAGE_NAME, storeImage, type Upload } from '../../platform/files/image-store.ts';
import type { UserRow } from './user-dto.ts';

const AVATAR_URL_PREFIX = '/v1/files/avatars/';

/**
 * Stores the upload as the user's avatar (JPEG or PNG by content, webp at quality 60, shorter
 * side at most 512 px, metadata dropped) and removes the one it replaces.
 */
export async function uploadAvatar(deps: AppDeps, userId: string, upload: Upload): Promise<UserRow> {
  const stored = await storeImage(deps, 'avatars', upload);
  const [before] = await deps.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  const [user] = await deps.db
    .update(users)
    .set({ avatarUrl: stored.url, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('G04001');
  const old = before?.avatarUrl?.startsWith(AVATAR_URL_PREFIX) ? before.avatarUrl.slice(AVATAR_URL_PREFIX.length) : null;
  if (old && STORED_IMAGE_NAME.test(old)) await deps.files.remove([`avatars/${old}`]);
  return user;
}
