// Creating a community (PRO users, the operator's CLI), reading its public info, and its settings.
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CommunityInfo, CreateCommunitySchema, UpdateCommunitySchema } from '../../../contract/communities.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communities, communityMembers } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { sanitizeDescription } from '../../events/index.ts';
import { isUniqueViolation } from '../../identity/index.ts';
import { findCommunityByHandle, requireCommunity, type CommunityRow } from '../console/community-access.ts';
import { toCommunityInfo } from './community-dto.ts';
import { addJoinType } from '../console/join-types.service.ts';
import { offeredJoinTypes } from '../console/profile-forms.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env'>;

/** The community, its owner's approved OWNER membership and its first join types, together. */
export async function createCommunity(
  deps: Deps,
  ownerId: string,
  input: z.output<typeof CreateCommunitySchema>,
): Promise<CommunityInfo> {
  const now = deps.clock.now();
  try {
    const community = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communities)
        .values({
          handle: input.handle,
          name: input.name,
          description: sanitizeDescription(input.description),
          faviconUrl: input.favicon,
          bannerUrl: input.banner,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(communityMembers).values({
        communityId: row.id,
        userId: ownerId,
        role: 'OWNER',
        status: 'APPROVED',
        appliedAt: now,
        decidedAt: now,
        updatedAt: now,
      });
      for (const joinType of input.joinTypes) await addJoinType(tx, now, row.id, joinType);
      return row;
    });
    return communityInfo(deps, community);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('G09022');
    throw error;
  }
}

export async function communityInfo(deps: Deps, community: CommunityRow): Promise<CommunityInfo> {
  const [joinTypes, [members]] = await Promise.all([
    offeredJoinTypes(deps.db, community.id),
    deps.db
      .select({ count: count() })
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, community.id), eq(communityMembers.status, 'APPROVED'))),
  ]);
  return toCommunityInfo(deps.env, community, joinTypes, members?.count ?? 0);
}

/** GET /v1/communities/info?org= : 404 G04013 for a handle no community has. */
export async function communityInfoByHandle(deps: Deps, handle: string): Promise<CommunityInfo> {
  const community = await findCommunityByHandle(deps.db, handle);
  if (!community) throw new AppError('G04013');
  return communityInfo(deps, community);
}

export async function updateCommunity(
  deps: Deps,
  communityId: string,
  input: z.output<typeof UpdateCommunitySchema>,
): Promise<CommunityInfo> {
  await requireCommunity(deps.db, communityId);
  const [row] = await deps.db
    .update(communities)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: sanitizeDescription(input.description) }),
      ...(input.favicon !== undefined && { faviconUrl: input.favicon }),
      ...(input.banner !== undefined && { bannerUrl: input.banner }),
      updatedAt: deps.clock.now(),
    })
    .where(eq(communities.id, communityId))
    .returning();
  return communityInfo(deps, row);
}
