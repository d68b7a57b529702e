// For You for teams, scored by the people layer's one function (scoreMatch): a project is matched
// as if it were a person who offers its tech stack and keywords and seeks its wanted positions.
// Someone without a team is shown the recruiting projects that fit them; a team member is shown
// the participants without a team who fit their project. Only what each person shows is used.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TeamRecommendations } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { hackathonMembers, hackathonProjects, likes, profileCards, userProfiles } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { findCard, findCardsByIds, scoreMatch, toPersonCard, visibleForMatching } from '../../people/index.ts';
import { enterHackathon, isParticipantSql } from '../settings/hackathon-access.ts';
import { findProject, projectIdOf, selectSummaries, toSummary, type ProjectRow } from '../projects/project-rows.ts';

const asMatch = (project: Pick<ProjectRow, 'techStack' | 'keywords' | 'positions'>) => ({
  skills: project.techStack,
  tags: project.keywords,
  industry: null,
  roles: [],
  seeking: project.positions,
  seekingSkills: [],
});

const best = <T extends { score: number }>(entries: T[], take: number) =>
  entries
    .filter((e) => e.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, take);

export async function recommendForTeams(
  deps: AppDeps,
  viewerId: string,
  eventId: string,
  take: number,
): Promise<TeamRecommendations> {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const myProjectId = await projectIdOf(deps.db, entry.event.id, viewerId);
  if (myProjectId) return recommendParticipants(deps, viewerId, entry.event.id, myProjectId, take);

  const mine = await findCard(deps.db, viewerId);
  if (!mine) throw new AppError('G04004');
  const rows = await selectSummaries(deps.db, viewerId).where(
    and(eq(hackathonProjects.eventId, entry.event.id), ne(hackathonProjects.recruitStatus, 'TEAM_BUILDING_COMPLETE')),
  );
  const scored = rows.map((row) => ({ row, ...scoreMatch(mine, asMatch(row.project), 0) }));
  return {
    kind: 'PROJECTS',
    items: best(scored, take).map(({ row, score, reasons }) => ({ project: toSummary(row), score, reasons })),
  };
}

async function recommendParticipants(
  deps: AppDeps,
  viewerId: string,
  eventId: string,
  projectId: string,
  take: number,
): Promise<TeamRecommendations> {
  const project = await findProject(deps.db, eventId, projectId);
  const candidates = await deps.db
    .select({
      userId: profileCards.userId,
      hiddenFields: profileCards.hiddenFields,
      roles: profileCards.roles,
      seeking: profileCards.seeking,
      seekingSkills: profileCards.seekingSkills,
      skills: userProfiles.skills,
      tags: userProfiles.tags,
      industry: userProfiles.industry,
    })
    .from(profileCards)
    .innerJoin(userProfiles, eq(userProfiles.userId, profileCards.userId))
    .where(
      and(
        ne(profileCards.userId, viewerId),
        isParticipantSql(eventId, sql`${profileCards.userId}`),
        sql`not exists (select 1 from ${hackathonMembers} where ${hackathonMembers.eventId} = ${eventId} and ${hackathonMembers.userId} = ${profileCards.userId})`,
      ),
    );
  const scored = best(
    candidates.map((candidate) => ({
      candidate,
      ...scoreMatch(asMatch(project), { ...candidate, ...visibleForMatching(candidate) }, 0),
    })),
    take,
  );
  const ids = scored.map((s) => s.candidate.userId);
  const cards = new Map((await findCardsByIds(deps.db, ids)).map((card) => [card.userId, card]));
  const saved = new Set(
    ids.length === 0
      ? []
      : (
          await deps.db
            .select({ likedId: likes.likedId })
            .from(likes)
            .where(and(eq(likes.likerId, viewerId), inArray(likes.likedId, ids)))
        ).map((l) => l.likedId),
  );
  return {
    kind: 'PARTICIPANTS',
    projectId,
    items: scored.flatMap(({ candidate, score, reasons }) => {
      const card = cards.get(candidate.userId);
      return card
        ? [{ card: toPersonCard(card, { isSaved: saved.has(card.userId), participationType: 'PARTICIPANT' }), score, reasons }]
        : [];
    }),
  };
}
