// For You: every other card in the space scored against mine, best first, leaving out myself, the
// people I saved and the cards with nothing in common. The database ranks the space with the score
// written as SQL (for-you-sql.ts) and answers one page; the page's reasons come from the pure
// function (for-you-score.ts) on the same values. The cursor is the last person shown: the next
// page starts after where that person ranks now.
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { likes, profileCards, userProfiles } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { HackathonParticipationType } from '../../../contract/users.ts';
import { participationTypeIn } from '../cards/card-list.service.ts';
import { findCard, findCardsByIds } from '../cards/card-rows.ts';
import { toPersonCard, visibleForMatching } from '../cards/card-view.ts';
import { matchColumns, scoreSql } from './for-you-sql.ts';
import { forYouCacheOf, type RecommendationPage } from './for-you-cache.ts';
import { scoreMatch } from './for-you-score.ts';
import { mutualEventCounts } from '../cards/mutual-events.ts';
import type { Space } from '../space.ts';

type RankedRow = { user_id: string; mutual: number; participation_type: HackathonParticipationType | null };

export async function recommendPeople(
  deps: AppDeps,
  viewerId: string,
  space: Space,
  page: { take: number; cursorId?: string },
): Promise<RecommendationPage> {
  const cache = forYouCacheOf(deps.db, deps.env.FOR_YOU_CACHE_MS);
  const key = `${space.key}|${page.take}|${page.cursorId ?? ''}`;
  const kept = cache.get(viewerId, key);
  if (kept) return kept;
  const ranked = rankPeople(deps, viewerId, space, page);
  cache.set(viewerId, key, ranked);
  return ranked;
}

async function rankPeople(
  deps: AppDeps,
  viewerId: string,
  space: Space,
  page: { take: number; cursorId?: string },
): Promise<RecommendationPage> {
  const mine = await findCard(deps.db, viewerId);
  if (!mine) throw new AppError('G04004');
  const after =
    page.cursorId && isUuid(page.cursorId)
      ? sql`and (score, created_at, user_id) < (select score, created_at, user_id from ranked where user_id = ${page.cursorId})`
      : sql``;
  // Both drivers answer raw queries with `{ rows }`.
  const result: unknown = await deps.db.execute(sql`
    with cards as materialized (
      select ${profileCards.userId} as user_id, ${profileCards.createdAt} as created_at, ${likes.likerId} is not null as saved,
        coalesce(mutual.shared, 0) as mutual, ${participationTypeIn(space)} as participation_type, ${matchColumns}
      from ${profileCards}
      join ${userProfiles} on ${userProfiles.userId} = ${profileCards.userId}
      left join ${likes} on ${likes.likerId} = ${viewerId} and ${likes.likedId} = ${profileCards.userId}
      left join ${mutualEventCounts(viewerId, space.eventId)} mutual on mutual.user_id = ${profileCards.userId}
      where ${profileCards.userId} in (${space.memberIds}) and ${profileCards.userId} <> ${viewerId}
    ),
    ranked as (select user_id, created_at, saved, mutual, participation_type, ${scoreSql(mine, sql`mutual`)} as score from cards)
    select user_id, mutual, participation_type from ranked
    where score > 0 and not saved ${after}
    order by score desc, created_at desc, user_id desc
    limit ${page.take + 1}`);
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
