// The console's lists (applicants, members) and the main host's "my communities".
import { and, desc, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ApplicantsQuerySchema,
  ConsoleMember,
  ConsoleMembersQuerySchema,
  MyCommunitiesQuerySchema,
  MyCommunity,
} from '../../../contract/communities.ts';
import { answerText } from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { communities, communityJoinTypes, communityMembers, users } from '../../platform/db/schema/index.ts';
import { communityOrigin } from '../../platform/http/community-host.ts';

const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Keyset: rows after the cursor's (applied_at, user_id) in the community. */
function afterMember(communityId: string, cursorId: string | undefined, direction: 'asc' | 'desc'): SQL | undefined {
  if (!cursorId || !isUuid(cursorId)) return undefined;
  const cursor = sql`(select ${communityMembers.appliedAt}, ${communityMembers.userId} from ${communityMembers} where ${communityMembers.communityId} = ${communityId} and ${communityMembers.userId} = ${cursorId})`;
  return direction === 'asc'
    ? sql`(${communityMembers.appliedAt}, ${communityMembers.userId}) > ${cursor}`
    : sql`(${communityMembers.appliedAt}, ${communityMembers.userId}) < ${cursor}`;
}

async function consolePage(
  deps: Pick<AppDeps, 'db'>,
  communityId: string,
  where: SQL | undefined,
  take: number,
  cursorId: string | undefined,
) {
  const rows = await deps.db
    .select({ member: communityMembers, user: users, joinType: { id: communityJoinTypes.id, name: communityJoinTypes.name } })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .leftJoin(communityJoinTypes, eq(communityJoinTypes.id, communityMembers.joinTypeId))
    .where(and(eq(communityMembers.communityId, communityId), where, afterMember(communityId, cursorId, 'asc')))
    .orderBy(asc(communityMembers.appliedAt), asc(communityMembers.userId))
    .limit(take + 1);
  const items: ConsoleMember[] = rows.slice(0, take).map(({ member, user, joinType }) => ({
    user: { id: user.id, name: user.name, handle: user.handle, email: user.email, avatarUrl: user.avatarUrl },
    role: member.role,
    status: member.status,
    joinType: joinType?.id ? joinType : null,
    answers: member.answers.map((answer) => ({ ...answer, text: answerText(answer.question, answer.value) })),
    appliedAt: member.appliedAt.toISOString(),
    decidedAt: member.decidedAt?.toISOString() ?? null,
  }));
  const hasMore = rows.length > take;
  return { items, hasMore, cursorId: hasMore ? items[items.length - 1].user.id : null };
}

export function listApplicants(deps: Pick<AppDeps, 'db'>, communityId: string, query: z.output<typeof ApplicantsQuerySchema>) {
  return consolePage(deps, communityId, eq(communityMembers.status, query.status), query.take, query.cursorId);
}

export function listConsoleMembers(
  deps: Pick<AppDeps, 'db'>,
  communityId: string,
  query: z.output<typeof ConsoleMembersQuerySchema>,
) {
  const search = query.search ? or(ilike(users.name, likeOf(query.search)), ilike(users.email, likeOf(query.search))) : undefined;
  return consolePage(
    deps,
    communityId,
    and(eq(communityMembers.status, 'APPROVED'), query.role ? eq(communityMembers.role, query.role) : undefined, search),
    query.take,
    query.cursorId,
  );
}

/** GET /v1/me/communities: newest first, each with its site's address. */
export async function listMyCommunities(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: string,
  query: z.output<typeof MyCommunitiesQuerySchema>,
) {
  const cursor =
    query.cursorId && isUuid(query.cursorId)
      ? sql`(${communityMembers.appliedAt}, ${communityMembers.communityId}) < (select ${communityMembers.appliedAt}, ${communityMembers.communityId} from ${communityMembers} where ${communityMembers.userId} = ${userId} and ${communityMembers.communityId} = ${query.cursorId})`
      : undefined;
  const rows = await deps.db
    .select({ member: communityMembers, community: communities })
    .from(communityMembers)
    .innerJoin(communities, eq(communities.id, communityMembers.communityId))
    .where(
      and(
        eq(communityMembers.userId, userId),
        query.filter.role ? eq(communityMembers.role, query.filter.role) : undefined,
        query.filter.status ? eq(communityMembers.status, query.filter.status) : undefined,
        query.search
          ? or(ilike(communities.name, likeOf(query.search)), ilike(communities.handle, likeOf(query.search)))
          : undefined,
        cursor,
      ),
    )
    .orderBy(desc(communityMembers.appliedAt), desc(communityMembers.communityId))
    .limit(query.take + 1);
  const items: MyCommunity[] = rows.slice(0, query.take).map(({ member, community }) => ({
    id: community.id,
    handle: community.handle,
    name: community.name,
    favicon: community.faviconUrl,
    banner: community.bannerUrl,
    url: `${communityOrigin(deps.env, community.handle)}/`,
    role: member.role,
    status: member.status,
    appliedAt: member.appliedAt.toISOString(),
  }));
  const hasMore = rows.length > query.take;
  return { items, hasMore, cursorId: hasMore ? items[items.length - 1].id : null };
}
