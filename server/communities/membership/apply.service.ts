// POST /v1/communities/{id}/members: apply with a join type and its profile form's answers. One row
// per person per community (the primary key), so twenty parallel applications leave one.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplySchema, MyMembership, StoredAnswer } from '../../../contract/communities.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { communityFiles, communityMembers } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { checkSubmission, type CheckedAnswer } from '../../registrations/index.ts';
import { isUniqueViolation } from '../../identity/index.ts';
import { isAllowListed, isBarred } from '../console/access-lists.ts';
import { membershipOf, requireCommunity } from '../console/community-access.ts';
import { toMyMembership } from '../site/community-dto.ts';
import { findJoinType, questionsOf } from '../console/profile-forms.service.ts';

type Applicant = { id: string; email: string };

function refuseExisting(status: string | undefined): never {
  throw new AppError(status === 'APPROVED' ? 'G09021' : 'G09020');
}

/** FILE answers must name files this applicant uploaded and no other community uses. */
async function attachFiles(
  tx: Tx,
  applicant: Applicant,
  communityId: string,
  answers: CheckedAnswer[],
): Promise<CheckedAnswer[]> {
  const fileAnswers = answers.filter((a) => a.question.kind === 'FILE');
  if (fileAnswers.length === 0) return answers;
  const ids = fileAnswers.map((a) => (a.value as { fileId: string }).fileId);
  const files = await tx
    .update(communityFiles)
    .set({ communityId })
    .where(
      and(
        inArray(communityFiles.id, ids),
        eq(communityFiles.uploaderUserId, applicant.id),
        or(isNull(communityFiles.communityId), eq(communityFiles.communityId, communityId)),
      ),
    )
    .returning();
  const byId = new Map(files.map((file) => [file.id, file]));
  const missing = fileAnswers.filter((a) => !byId.has((a.value as { fileId: string }).fileId));
  if (missing.length > 0)
    throw new AppError('G20047', {
      fields: Object.fromEntries(missing.map((a) => [`answers.${a.questionId}`, 'validation.fileNotFound'])),
    });
  return answers.map((answer) => {
    if (answer.question.kind !== 'FILE') return answer;
    const file = byId.get((answer.value as { fileId: string }).fileId)!;
    return {
      ...answer,
      value: {
        fileId: file.id,
        name: file.originalName,
        contentType: file.contentType,
        size: file.size,
      } as CheckedAnswer['value'],
    };
  });
}

export async function applyToCommunity(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  communityId: string,
  applicant: Applicant,
  input: z.output<typeof ApplySchema>,
): Promise<MyMembership> {
  await requireCommunity(deps.db, communityId);
  if (await isBarred(deps.db, communityId, applicant.email)) throw new AppError('G01032');
  const existing = await membershipOf(deps.db, communityId, applicant.id);
  if (existing) refuseExisting(existing.status);
  const joinType = await findJoinType(deps.db, communityId, input.joinTypeId);
  const checked = checkSubmission(await questionsOf(deps.db, joinType.profileFormId), input.answers);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const answers = await attachFiles(tx, applicant, communityId, checked);
      const admitted = await isAllowListed(tx, communityId, applicant.email);
      const [inserted] = await tx
        .insert(communityMembers)
        .values({
          communityId,
          userId: applicant.id,
          role: 'MEMBER',
          status: admitted ? 'APPROVED' : 'PENDING',
          joinTypeId: joinType.id,
          answers: answers as StoredAnswer[],
          appliedAt: now,
          decidedAt: admitted ? now : null,
          updatedAt: now,
        })
        .returning();
      return inserted;
    });
    return toMyMembership(communityId, row, false);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    refuseExisting((await membershipOf(deps.db, communityId, applicant.id))?.status);
  }
}

/** GET /v1/communities/{id}/me */
export async function myMembership(deps: Pick<AppDeps, 'db'>, communityId: string, user: Applicant): Promise<MyMembership> {
  await requireCommunity(deps.db, communityId);
  const [membership, barred] = await Promise.all([
    membershipOf(deps.db, communityId, user.id),
    isBarred(deps.db, communityId, user.email),
  ]);
  return toMyMembership(communityId, membership, barred);
}
