// Saving people (likes): one per pair, kept by the primary key, so parallel saves leave one.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { likes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';

/** The caller has checked that both may see each other in the space. */
export async function savePerson(deps: AppDeps, likerId: string, likedId: string): Promise<void> {
  if (likerId === likedId) throw new AppError('G10010');
  const saved = await deps.db
    .insert(likes)
    .values({ likerId, likedId, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ likedId: likes.likedId });
  if (saved.length === 0) throw new AppError('G09002');
}

export async function unsavePerson(deps: AppDeps, likerId: string, likedId: string): Promise<void> {
  if (likerId === likedId) throw new AppError('G10011');
  const removed = await deps.db
    .delete(likes)
    .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    .returning({ likedId: likes.likedId });
  if (removed.length === 0) throw new AppError('G04014');
}
