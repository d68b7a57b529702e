// Who may do what in a community. Outsiders learn nothing (404 G04013); members without the role
// are told so (403); applicants are told their application waits (G01031).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CommunityRole } from '../../../contract/communities.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { communities, communityMembers } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';

export type CommunityRow = typeof communities.$inferSelect;
export type MembershipRow = typeof communityMembers.$inferSelect;

export async function findCommunity(db: DbOrTx, id: string): Promise<CommunityRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(communities).where(eq(communities.id, id));
  return row ?? null;
}

export async function findCommunityByHandle(db: DbOrTx, handle: string): Promise<CommunityRow | null> {
  const [row] = await db
    .select()
    .from(communities)
    .where(eq(sql`lower(${communities.handle})`, handle.trim().toLowerCase()));
  return row ?? null;
}

/** The caller's row in the community: an application or a membership; null if none. */
export async function membershipOf(db: DbOrTx, communityId: string, userId: string): Promise<MembershipRow | null> {
  if (!isUuid(communityId) || !isUuid(userId)) return null;
  const [row] = await db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)));
  return row ?? null;
}

/** An existing community, else 404 G04013. */
export async function requireCommunity(db: DbOrTx, id: string): Promise<CommunityRow> {
  const community = await findCommunity(db, id);
  if (!community) throw new AppError('G04013');
  return community;
}

/**
 * For member-only content: the community and the approved membership. 404 G04013 for an unknown
 * community; 403 G01031 while the application waits; 403 G01030 for everyone else signed in.
 */
export async function requireApprovedMember(
  db: DbOrTx,
  communityId: string,
  userId: string,
): Promise<{ community: CommunityRow; membership: MembershipRow }> {
  const community = await requireCommunity(db, communityId);
  const membership = await membershipOf(db, communityId, userId);
  if (membership?.status === 'APPROVED') return { community, membership };
  if (membership?.status === 'PENDING') throw new AppError('G01031');
  throw new AppError('G01030');
}

/**
 * For the console: an approved member holding one of the roles. Anyone who is not an approved
 * member (applicants, strangers, another community's owner) gets 404 G04013, so the console's
 * objects do not exist for them; members without the role get 403 G01033 (NON_MANAGER).
 */
export async function requireCommunityRole(
  db: DbOrTx,
  communityId: string,
  userId: string,
  roles: readonly CommunityRole[],
): Promise<{ community: CommunityRow; membership: MembershipRow }> {
  const community = await findCommunity(db, communityId);
  const membership = community ? await membershipOf(db, communityId, userId) : null;
  if (!community || membership?.status !== 'APPROVED') throw new AppError('G04013');
  if (!roles.includes(membership.role)) throw new AppError(roles.length === 1 && roles[0] === 'OWNER' ? 'G01034' : 'G01033');
  return { community, membership };
}

/** A subquery of the user ids of the community's approved members (a people `Space`'s `memberIds`). */
export function approvedMemberIds(communityId: string): SQL {
  return sql`(select ${communityMembers.userId} from ${communityMembers} where ${communityMembers.communityId} = ${communityId} and ${communityMembers.status} = 'APPROVED')`;
}

/** When the user (an id expression) joined the community: the approval, or the application for the owner, who never applied. */
export function joinedAtOf(communityId: string, userId: SQL): SQL {
  return sql`(select coalesce(${communityMembers.decidedAt}, ${communityMembers.appliedAt}) from ${communityMembers}
    where ${communityMembers.communityId} = ${communityId} and ${communityMembers.userId} = ${userId})`;
}

/** The ids of the communities the user is an approved member of (for member-only event filtering). */
export function approvedCommunityIdsOf(userId: string): SQL {
  return sql`(select ${communityMembers.communityId} from ${communityMembers} where ${communityMembers.userId} = ${userId} and ${communityMembers.status} = 'APPROVED')`;
}

export async function isApprovedMember(db: DbOrTx, communityId: string, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const membership = await membershipOf(db, communityId, userId);
  return membership?.status === 'APPROVED';
}

export const managerRoles: CommunityRole[] = ['OWNER', 'MANAGER'];
