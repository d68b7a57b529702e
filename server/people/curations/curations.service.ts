// Curated lists of members ("Mentors this month"): the owner and managers publish them, members
// read them. Only approved members may be curated, checked in the write's own statement; a member
// who later leaves, or has no card, is simply not shown. Another community's curation is 404 G04027.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Curation, CurationFormSchema, UpdateCurationSchema } from '../../../contract/community-people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { communityCurations, communityMembers, likes } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { managerRoles, requireCommunityRole } from '../../communities/index.ts';
import { findCardsByIds } from '../cards/card-rows.ts';
import { toPersonCard } from '../cards/card-view.ts';
import { openCommunity } from '../community/community-space.ts';
import { placesIn } from '../community/member-directory.service.ts';

type CurationRow = typeof communityCurations.$inferSelect;

/** Every id an approved member of the community, or 400 G20225. */
async function requireApprovedIds(db: DbOrTx, communityId: string, memberIds: string[]): Promise<void> {
  if (!memberIds.every(isUuid)) throw new AppError('G20225');
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.status, 'APPROVED'),
        sql`${communityMembers.userId} = any(${sql.param(memberIds)}::uuid[])`,
      ),
    );
  if (counted.n !== memberIds.length) throw new AppError('G20225');
}

async function toCurations(deps: AppDeps, viewerId: string, communityId: string, rows: CurationRow[]): Promise<Curation[]> {
  const ids = [...new Set(rows.flatMap((row) => row.memberIds))];
  const [cards, places, saved] = await Promise.all([
    findCardsByIds(deps.db, ids),
    placesIn(deps, communityId, ids),
    ids.length === 0
      ? []
      : deps.db
          .select({ likedId: likes.likedId })
          .from(likes)
          .where(and(eq(likes.likerId, viewerId), sql`${likes.likedId} = any(${sql.param(ids)}::uuid[])`)),
  ]);
  const cardOf = new Map(cards.map((card) => [card.userId, card]));
  const savedIds = new Set(saved.map((like) => like.likedId));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    note: row.note,
    members: row.memberIds.flatMap((userId) => {
      const card = cardOf.get(userId);
      const place = places.get(userId);
      return card && place ? [{ ...toPersonCard(card, { isSaved: savedIds.has(userId) }), ...place }] : [];
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listCurations(deps: AppDeps, viewerId: string, communityId: string): Promise<Curation[]> {
  const { community } = await openCommunity(deps, viewerId, communityId);
  const rows = await deps.db
    .select()
    .from(communityCurations)
    .where(eq(communityCurations.communityId, community.id))
    .orderBy(desc(communityCurations.createdAt), desc(communityCurations.id));
  return toCurations(deps, viewerId, community.id, rows);
}

export async function createCuration(
  deps: AppDeps,
  actorId: string,
  communityId: string,
  form: z.output<typeof CurationFormSchema>,
): Promise<Curation> {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await requireApprovedIds(tx, community.id, form.memberIds);
    const [created] = await tx
      .insert(communityCurations)
      .values({
        communityId: community.id,
        title: form.title,
        note: form.note,
        memberIds: form.memberIds,
        createdBy: actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created;
  });
  const [curation] = await toCurations(deps, actorId, community.id, [row]);
  return curation;
}

export async function updateCuration(
  deps: AppDeps,
  actorId: string,
  communityId: string,
  curationId: string,
  changes: z.output<typeof UpdateCurationSchema>,
): Promise<Curation> {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  if (!isUuid(curationId)) throw new AppError('G04027');
  const row = await deps.db.transaction(async (tx) => {
    if (changes.memberIds) await requireApprovedIds(tx, community.id, changes.memberIds);
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [updated] = await tx
      .update(communityCurations)
      .set({ ...set, updatedAt: deps.clock.now() })
      .where(and(eq(communityCurations.id, curationId), eq(communityCurations.communityId, community.id)))
      .returning();
    if (!updated) throw new AppError('G04027');
    return updated;
  });
  const [curation] = await toCurations(deps, actorId, community.id, [row]);
  return curation;
}

export async function deleteCuration(deps: AppDeps, actorId: string, communityId: string, curationId: string): Promise<void> {
  const { community } = await requireCommunityRole(deps.db, communityId, actorId, managerRoles);
  if (!isUuid(curationId)) throw new AppError('G04027');
  const removed = await deps.db
    .delete(communityCurations)
    .where(and(eq(communityCurations.id, curationId), eq(communityCurations.communityId, community.id)))
    .returning({ id: communityCurations.id });
  if (removed.length === 0) throw new AppError('G04027');
}
