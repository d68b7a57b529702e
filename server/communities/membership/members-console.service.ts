// The console's member management: roles (MANAGER or MEMBER; the OWNER never changes) and removal
// (never the owner). Each is one conditional statement, so the owner rule holds under any race.
import { and, eq, ne } from 'drizzle-orm';
import { communityStatuses } from '../../../contract/communities.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityMembers } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { membershipOf, type MembershipRow } from '../console/community-access.ts';
import { deleteMembership } from './membership-removal.ts';

async function requireTarget(deps: Pick<AppDeps, 'db'>, communityId: string, userId: string): Promise<MembershipRow> {
  const target = isUuid(userId) ? await membershipOf(deps.db, communityId, userId) : null;
  if (!target) throw new AppError('G04022');
  return target;
}

export async function changeRole(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  communityId: string,
  userId: string,
  role: 'MANAGER' | 'MEMBER',
): Promise<void> {
  const target = await requireTarget(deps, communityId, userId);
  if (target.role === 'OWNER') throw new AppError('G20201');
  if (target.status !== 'APPROVED') throw new AppError('G20204');
  const [row] = await deps.db
    .update(communityMembers)
    .set({ role, updatedAt: deps.clock.now() })
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.userId, userId),
        ne(communityMembers.role, 'OWNER'),
        eq(communityMembers.status, 'APPROVED'),
      ),
    )
    .returning();
  if (!row) throw new AppError('G20204');
}

/** Managers remove members and applicants; only the owner removes a manager (G01034). */
export async function removeMember(
  deps: Pick<AppDeps, 'db'>,
  communityId: string,
  actor: MembershipRow,
  userId: string,
): Promise<void> {
  const target = await requireTarget(deps, communityId, userId);
  if (target.role === 'OWNER') throw new AppError('G20200');
  if (target.role === 'MANAGER' && actor.role !== 'OWNER') throw new AppError('G01034');
  await deleteMembership(deps.db, communityId, userId, communityStatuses);
}
