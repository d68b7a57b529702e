// For You: every other card in the space scored against mine (for-you-score.ts), best first,
// leaving out myself, the people I saved and the cards with nothing in common. The cursor is the
// last person shown; a page is ranked afresh each time.
import { and, eq, sql } from 'drizzle-orm';
import type { Recommendation } from '../../../contract/people.ts';
import type { AppDeps } from '../../app-deps.ts';
import { likes, profileCards, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { HackathonParticipationType } from '../../../contract/users.ts';
import { participationTypeIn } from './card-list.service.ts';
import { findCard, findCardsByIds } from './card-rows.ts';
import { toPersonCard, visibleForMatching } from './card-view.ts';
import { scoreMatch } from './for-you-score.ts';
import { countMutualEvents } from './mutual-events.ts';
import type { Space } from './space.ts';

export async function recommendPeople(
  deps: AppDeps,
  viewerId: string,
  space: Space,
  page: { take: number; cursorId?: string },
): Promise<{ items: Recommendation[]; hasMore: boolean; cursorId: string | null }> {
  const mine = await findCard(deps.db, viewerId);
  if (!mine) throw new AppError('G04004');
  const candidates = await deps.db
    .select({
      userId: profileCards.userId,
      roles: profileCards.roles,
      seeking: profileCards.seeking,
      seekingSkills: profileCards.seekingSkills,
      hiddenFields: profileCards.hiddenFields,
      createdAt: profileCards.createdAt,
      skills: userProfiles.skills,
      tags: userProfiles.tags,
      industry: userProfiles.industry,
      savedAt: likes.createdAt,
      participationType: sql<HackathonParticipationType | null>`${participationTypeIn(space)}`,
    })
    .from(profileCards)
    .innerJoin(userProfiles, eq(userProfiles.userId, profileCards.userId))
    .leftJoin(likes, and(eq(likes.likerId, viewerId), eq(likes.likedId, profileCards.userId)))
    .where(and(sql`${profileCards.userId} in (${space.memberIds})`, sql`${profileCards.userId} <> ${viewerId}`));
  const mutual = await countMutualEvents(
    deps.db,
    viewerId,
    candidates.map((c) => c.userId),
    space.eventId,
  );
  const ranked = candidates
    .map((candidate) => ({
      candidate,
      ...scoreMatch(mine, { ...candidate, ...visibleForMatching(candidate) }, mutual.get(candidate.userId) ?? 0),
    }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.createdAt.getTime() - a.candidate.createdAt.getTime() ||
        (a.candidate.userId < b.candidate.userId ? 1 : -1),
    );
  // Saved people are ranked too but never shown: the cursor still finds its place after a save.
  const start = page.cursorId ? ranked.findIndex((entry) => entry.candidate.userId === page.cursorId) + 1 : 0;
  const rest = ranked.slice(start).filter((entry) => entry.candidate.savedAt === null);
  const slice = rest.slice(0, page.take);
  const hasMore = rest.length > page.take;
  const cards = new Map((await findCardsByIds(deps.db, slice.map((entry) => entry.candidate.userId))).map((card) => [card.userId, card]));
  return {
    items: slice.flatMap((entry) => {
      const card = cards.get(entry.candidate.userId);
      return card ? [{ card: toPersonCard(card, { isSaved: false, participationType: entry.candidate.participationType }), score: entry.score, reasons: entry.reasons }] : [];
    }),
    hasMore,
    cursorId: hasMore ? slice[slice.length - 1].candidate.userId : null,
  };
}
