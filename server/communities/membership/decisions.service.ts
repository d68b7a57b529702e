// Approving or rejecting an applicant: a conditional update from PENDING, so however many managers
// press the button at once, one decision is made and one email is queued (with it, in its transaction).
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityMembers, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { membershipOf, type CommunityRow } from '../console/community-access.ts';
import { decisionEmail } from './community-emails.ts';

export type DecisionOptions = {
  /** the concurrency test's negative control only: decide without requiring the application to be pending */
  unguarded?: boolean;
};

export async function decideApplication(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'kickOutbox'>,
  community: CommunityRow,
  deciderId: string,
  applicantId: string,
  decision: 'APPROVED' | 'REJECTED',
  options: DecisionOptions = {},
): Promise<void> {
  if (!isUuid(applicantId)) throw new AppError('G04022');
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(communityMembers)
      .set({
        status: decision,
        decidedAt: now,
        decidedBy: deciderId,
        updatedAt: now,
        statusVersion: sql`${communityMembers.statusVersion} + 1`,
      })
      .where(
        and(
          eq(communityMembers.communityId, community.id),
          eq(communityMembers.userId, applicantId),
          options.unguarded ? sql`${communityMembers.role} = 'MEMBER'` : eq(communityMembers.status, 'PENDING'),
        ),
      )
      .returning();
    if (!row) return false;
    const [user] = await tx
      .select({ id: users.id, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, applicantId));
    await enqueueEmail(tx, deps.clock, decisionEmail(deps.env, { community, user, decision, statusVersion: row.statusVersion }));
    return true;
  });
  if (decided) {
    deps.kickOutbox();
    return;
  }
  const current = await membershipOf(deps.db, community.id, applicantId);
  throw new AppError(current ? 'G20203' : 'G04022');
}
