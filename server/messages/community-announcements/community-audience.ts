// Which members a community announcement reaches: approved members (never applicants, rejected or
// removed ones, who have no approved row), of the chosen member types, less the addresses that
// muted the community. Each is written to at their account's address, in their account's language.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CommunityAudience } from '../../../contract/community-announcements.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { communityAnnouncementMutes, communityJoinTypes, communityMembers, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';

export function memberAudienceConditions(communityId: string, audience: CommunityAudience): SQL {
  const conditions: SQL[] = [eq(communityMembers.communityId, communityId), eq(communityMembers.status, 'APPROVED')];
  if (audience.joinTypeIds?.length) conditions.push(inArray(communityMembers.joinTypeId, audience.joinTypeIds));
  conditions.push(sql`not exists (select 1 from ${communityAnnouncementMutes} m
    where m.community_id = ${communityMembers.communityId} and m.email = lower(${users.email}))`);
  return and(...conditions)!;
}

/** The member types named must be the community's own (archived ones too: their members keep them); else G20623. */
export async function checkMemberTypes(db: DbOrTx, communityId: string, audience: CommunityAudience): Promise<void> {
  const ids = [...new Set(audience.joinTypeIds ?? [])];
  if (ids.length === 0) return;
  if (!ids.every(isUuid)) throw new AppError('G20623');
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(communityJoinTypes)
    .where(and(eq(communityJoinTypes.communityId, communityId), inArray(communityJoinTypes.id, ids)));
  if (row.count !== ids.length) throw new AppError('G20623');
}

/** How many members the audience reaches now. */
export async function countMembers(db: DbOrTx, communityId: string, audience: CommunityAudience): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(memberAudienceConditions(communityId, audience));
  return row.count;
}
