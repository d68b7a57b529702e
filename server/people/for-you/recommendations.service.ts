// For You: the other cards in the space scored against mine, best first, leaving out myself, the
// people I saved and the cards with nothing in common. The database adds up, for each card, the
// weights of its postings that my values name (for-you-sql.ts; only the postings of my own values in
// this space are read, from one index, decision 051) and the events we attended together, and
// answers one page; each card it answers scores above 0. The page's reasons come from the pure
// function (for-you-score.ts) on the same values. The cursor is the last person shown: the next
// page starts after where that person ranks now.
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { cardMatchFeatures as features, likes, profileCards } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { HackathonParticipationType } from '../../../contract/users.ts';
import { participationTypeIn } from '../cards/card-list.service.ts';
import { findCard, findCardsByIds } from '../cards/card-rows.ts';
import { toPersonCard, visibleForMatching } from '../cards/card-view.ts';
import { termPostingsSql, togetherPostingsSql } from './for-you-sql.ts';
import { forYouCacheOf, type RecommendationPage } from './for-you-cache.ts';
import { scoreMatch, type MatchProfile } from './for-you-score.ts';
import { mutualEventCounts } from '../cards/mutual-events.ts';
import type { Space } from '../space.ts';

type RankedRow = { user_id: string; mutual: number; participation_type: HackathonParticipationType | null };
type PageAsked = { take: number; cursorId?: string };

export async function recommendPeople(
  deps: AppDeps,
  viewerId: string,
  space: Space,
  page: PageAsked,
): Promise<RecommendationPage> {
  const version = space.viewerVersion !== undefined ? space.viewerVersion : await versionOf(deps, viewerId);
  if (version === null) throw new AppError('G04004');
  const cache = forYouCacheOf(deps.db, deps.env.FOR_YOU_CACHE_MS);
  const key = `${space.key}|${page.take}|${page.cursorId ?? ''}`;
  const kept = cache.get(viewerId, key, version);
  if (kept) return kept;
  const ranked = rankPeople(deps, viewerId, space, page);
  cache.set(viewerId, key, version, ranked);
  return ranked;
}

/** For a space whose door did not read it. */
async function versionOf(deps: AppDeps, viewerId: string): Promise<number | null> {
  const [row] = await deps.db.select({ version: features.version }).from(features).where(eq(features.userId, viewerId));
  return row?.version ?? null;
}

/** One page of the ranking as one statement: (user_id, mutual, participation_type), best first. */
export function rankingSql(viewerId: string, mine: MatchProfile, space: Space, page: PageAsked): SQL {
  if (!space.postingsId) throw new Error('For You ranks a whole space, whose postings are kept');
  const cursorId = page.cursorId && isUuid(page.cursorId) ? page.cursorId : undefined;
  const after = cursorId
    ? sql`and (score, created_at, user_id) < (select score, created_at, user_id from ranked where user_id = ${cursorId})`
    : sql``;
  return sql`
    with shared as materialized ${mutualEventCounts(viewerId, space.eventId)},
    ranked as (
      select user_id, created_at, sum(weight) as score, max(mutual) as mutual,
        user_id = any(array(select ${likes.likedId} from ${likes} where ${likes.likerId} = ${viewerId})) as saved
      from (
        select * from ${termPostingsSql(mine, space.postingsId)} as by_terms
        union all
        select * from ${togetherPostingsSql(space.postingsId, sql`shared`)} as by_events
      ) as parts
      where user_id <> ${viewerId}
      group by user_id, created_at
    ),
    chosen as (
      select user_id, mutual, score, created_at from ranked
      where not saved ${after}
      order by score desc, created_at desc, user_id desc
      limit ${page.take + 1}
    )
    select chosen.user_id, chosen.mutual, ${participationTypeIn(space)} as participation_type
    from chosen join ${profileCards} on ${profileCards.userId} = chosen.user_id
    order by chosen.score desc, chosen.created_at desc, chosen.user_id desc`;
}

async function rankPeople(deps: AppDeps, viewerId: string, space: Space, page: PageAsked): Promise<RecommendationPage> {
  const mine = await findCard(deps.db, viewerId);
  if (!mine) throw new AppError('G04004');
  // Both drivers answer raw queries with `{ rows }`.
  const result: unknown = await deps.db.execute(rankingSql(viewerId, mine, space, page));
  const rows = (result as { rows: RankedRow[] }).rows;
  const hasMore = rows.length > page.take;
  const slice = rows.slice(0, page.take);
  const cards = new Map(
    (
      await findCardsByIds(
        deps.db,
        slice.map((row) => row.user_id),
      )
    ).map((card) => [card.userId, card]),
  );
  const items = slice.flatMap((row) => {
    const card = cards.get(row.user_id);
    if (!card) return [];
    const { score, reasons } = scoreMatch(mine, { ...card, ...visibleForMatching(card) }, Number(row.mutual));
    return [{ card: toPersonCard(card, { isSaved: false, participationType: row.participation_type }), score, reasons }];
  });
  return { items, hasMore, cursorId: hasMore ? slice[slice.length - 1].user_id : null };
}
