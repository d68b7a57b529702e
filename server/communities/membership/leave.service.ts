// DELETE /v1/communities/{id}/me: a member or manager leaves, an applicant withdraws. The same
// single conditional delete as a manager's removal, so parallel leaves delete once and the owner
// (who must hand the community over first) is never deleted.
import type { MyMembership } from '../../../contract/communities.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { membershipOf, requireCommunity } from '../console/community-access.ts';
import { toMyMembership } from '../site/community-dto.ts';
import { deleteMembership } from './membership-removal.ts';

/** Leaves or withdraws; answers the new state (NONE). Owner 400 G20206; no membership or application (rejected, barred, stranger) 404 G04022. */
export async function leaveCommunity(deps: Pick<AppDeps, 'db'>, communityId: string, userId: string): Promise<MyMembership> {
  await requireCommunity(deps.db, communityId);
  // A rejected application stays, so leaving cannot turn a rejection into a fresh start.
  if (await deleteMembership(deps.db, communityId, userId, ['APPROVED', 'PENDING']))
    return toMyMembership(communityId, null, false);
  const current = await membershipOf(deps.db, communityId, userId);
  if (current?.role === 'OWNER') throw new AppError('G20206');
  throw new AppError('G04022');
}
