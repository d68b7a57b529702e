// The lounge's All and Saved tabs (and a community's member list): cards of the people in a space,
// newest first (by when they entered the space, or their card's creation where the space does not
// say), tie-broken by user id, searched and filtered only on what each person shows.
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { LoungeListQuerySchema } from '../../../contract/lounge.ts';
import type { PersonCard } from '../../../contract/people.ts';
import type { HackathonParticipationType } from '../../../contract/users.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import { likes, profileCards, registrations, userProfiles, users } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { cardColumns, shows } from './card-rows.ts';
import { toPersonCard } from './card-view.ts';
import type { Space } from '../space.ts';

type ListQuery = z.output<typeof LoungeListQuerySchema>;

/** The person's participation type in the space's event (a hackathon registration's); null elsewhere. */
export function participationTypeIn(space: Space): SQL {
  if (!space.eventId) return sql`null::text`;
  return sql`(select ${registrations.participationType} from ${registrations}
    where ${registrations.eventId} = ${space.eventId} and ${registrations.userId} = ${profileCards.userId})`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: string): SQL {
  const pattern = likePattern(search);
  return or(
    ilike(users.name, pattern),
    and(shows('organization'), ilike(userProfiles.organization, pattern)),
    and(
      shows('tags'),
      sql`exists (select 1 from jsonb_array_elements_text(${userProfiles.tags}) as tag where tag ilike ${pattern})`,
    ),
  ) as SQL;
}

function filterConditions(query: ListQuery, participationType: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (query.participationType.length > 0) conditions.push(inArray(participationType, query.participationType));
  if (query.industry.length > 0) {
    const industries = query.industry.map((industry) => industry.toLowerCase());
    conditions.push(and(shows('industry'), inArray(sql`lower(${userProfiles.industry})`, industries)) as SQL);
  }
  if (query.skills.length > 0) {
    conditions.push(
      and(
        shows('skills'),
        sql`${userProfiles.skills} ?| array[${sql.join(
          query.skills.map((skill) => sql`${skill}`),
          sql`, `,
        )}]::text[]`,
      ) as SQL,
    );
  }
  if (query.yearsOfExperience.length > 0) {
    conditions.push(and(shows('yearsOfExperience'), inArray(userProfiles.yearsOfExperience, query.yearsOfExperience)) as SQL);
  }
  return conditions;
}

export async function listCards(
  deps: AppDeps,
  viewerId: string,
  space: Space,
  query: ListQuery,
): Promise<{ items: PersonCard[]; hasMore: boolean; cursorId: string | null }> {
  const conditions: SQL[] = [sql`${profileCards.userId} in (${space.memberIds})`, sql`${profileCards.userId} <> ${viewerId}`];
  if (query.tab === 'SAVED') conditions.push(sql`${likes.likerId} is not null`);
  if (query.search) conditions.push(searchCondition(query.search));
  const participationType = participationTypeIn(space);
  conditions.push(...filterConditions(query, participationType));
  const newestFirst = space.enteredAt ? space.enteredAt(sql`${profileCards.userId}`) : sql`${profileCards.createdAt}`;
  if (query.cursorId && isUuid(query.cursorId)) {
    const cursor = space.enteredAt
      ? sql`(${space.enteredAt(sql`${query.cursorId}::uuid`)}, ${query.cursorId}::uuid)`
      : sql`(select ${profileCards.createdAt}, ${profileCards.userId} from ${profileCards} where ${profileCards.userId} = ${query.cursorId})`;
    conditions.push(sql`(${newestFirst}, ${profileCards.userId}) < ${cursor}`);
  }
  const rows = await deps.db
    .select({
      ...cardColumns,
      savedAt: likes.createdAt,
      participationType: sql<HackathonParticipationType | null>`${participationType}`,
    })
    .from(profileCards)
    .innerJoin(users, eq(users.id, profileCards.userId))
    .innerJoin(userProfiles, eq(userProfiles.userId, profileCards.userId))
    .leftJoin(likes, and(eq(likes.likerId, viewerId), eq(likes.likedId, profileCards.userId)))
    .where(and(...conditions))
    .orderBy(desc(newestFirst), desc(profileCards.userId))
    .limit(query.take + 1);
  const hasMore = rows.length > query.take;
  const page = rows.slice(0, query.take);
  return {
    items: page.map((row) => toPersonCard(row, { isSaved: row.savedAt !== null, participationType: row.participationType })),
    hasMore,
    cursorId: hasMore ? page[page.length - 1].userId : null,
  };
}
