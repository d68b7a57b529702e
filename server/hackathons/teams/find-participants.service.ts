// Finding a hackathon's participants to invite or add: by name, handle, or the organisation their
// card shows (a hidden organisation is neither matched nor shown). Those without a team first.
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FoundParticipant } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { hackathonMembers, profileCards, userProfiles, users } from '../../platform/db/schema/index.ts';
import { enterHackathon, isParticipantSql } from '../settings/hackathon-access.ts';

const likeOf = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findParticipants(
  deps: AppDeps,
  viewerId: string,
  eventId: string,
  query: { search: string; take: number },
): Promise<FoundParticipant[]> {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const shownOrganization = sql<
    string | null
  >`case when ${profileCards.userId} is not null and not ('organization' = any(${profileCards.hiddenFields})) then nullif(${userProfiles.organization}, '') end`;
  const hasTeam = sql<boolean>`exists (select 1 from ${hackathonMembers} where ${hackathonMembers.eventId} = ${entry.event.id} and ${hackathonMembers.userId} = ${users.id})`;
  const pattern = likeOf(query.search.replace(/^@/, ''));
  const rows = await deps.db
    .select({
      userId: users.id,
      handle: users.handle,
      name: users.name,
      avatarUrl: users.avatarUrl,
      organization: shownOrganization,
      hasTeam,
    })
    .from(users)
    .leftJoin(profileCards, eq(profileCards.userId, users.id))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        ne(users.id, viewerId),
        isParticipantSql(entry.event.id, sql`${users.id}`),
        query.search
          ? or(ilike(users.name, pattern), ilike(users.handle, pattern), sql`${shownOrganization} ilike ${pattern}`)
          : undefined,
      ),
    )
    .orderBy(hasTeam, asc(users.name), asc(users.id))
    .limit(query.take);
  return rows;
}
