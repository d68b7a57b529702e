// The owner hands the community to an approved member or manager, who becomes the owner while the
// old owner becomes a manager. Both changes are one transaction, and the first is conditional on the
// caller still being the owner: it locks the owner's row, so of two transfers at once the second
// finds no owner to step down and changes nothing (409 G09024). The partial unique index
// community_members_one_owner stands behind it, so no interleaving leaves two owners.
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityMembers } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUniqueViolation } from '../../identity/index.ts';
import { membershipOf } from '../console/community-access.ts';

export type OwnershipOptions = {
  /** the concurrency test's negative control only: the old owner steps down without the owner condition */
  unguarded?: boolean;
};

/** Not a member 404 G04022; the owner themselves 400 G20201; not approved 400 G20204; the owner changed meanwhile 409 G09024. */
export async function transferOwnership(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  communityId: string,
  ownerId: string,
  targetId: string,
  options: OwnershipOptions = {},
): Promise<void> {
  const target = isUuid(targetId) ? await membershipOf(deps.db, communityId, targetId) : null;
  if (!target) throw new AppError('G04022');
  if (targetId === ownerId) throw new AppError('G20201');
  // The target already owns it: another transfer won meanwhile.
  if (target.role === 'OWNER') throw new AppError('G09024');
  if (target.status !== 'APPROVED') throw new AppError('G20204');
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const steppedDown = await tx
        .update(communityMembers)
        .set({ role: 'MANAGER', updatedAt: now })
        .where(
          and(
            eq(communityMembers.communityId, communityId),
            eq(communityMembers.userId, ownerId),
            options.unguarded ? undefined : eq(communityMembers.role, 'OWNER'),
          ),
        )
        .returning({ userId: communityMembers.userId });
      if (steppedDown.length === 0) throw new AppError('G09024');
      const promoted = await tx
        .update(communityMembers)
        .set({ role: 'OWNER', updatedAt: now })
        .where(
          and(
            eq(communityMembers.communityId, communityId),
            eq(communityMembers.userId, targetId),
            eq(communityMembers.status, 'APPROVED'),
            inArray(communityMembers.role, ['MANAGER', 'MEMBER']),
          ),
        )
        .returning({ userId: communityMembers.userId });
      // The target left, was removed or barred since it was read: nothing changes.
      if (promoted.length === 0) throw new AppError('G04022');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('G09024');
    throw error;
  }
}
