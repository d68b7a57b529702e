// Results: every submitted score ranked by rankProjects, overall and per track (the overall order
// within the track). Hosts (HOST, CO_HOST) see them with each judge's part at any time; everyone
// who can see the event sees the ranking once it is published (before: 404 G04032).
import { and, eq } from 'drizzle-orm';
import type { HostResultRow, HostResults, PublicResults, ResultRow } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { judgingScores } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { canViewEvent, findEventWithRole, isHackathon } from '../../../events/index.ts';
import { peopleByIds } from '../assignments/assignments.service.ts';
import { listCriteria } from '../scoring/criteria.service.ts';
import { requireJudgingHost } from '../scoring/judging-access.ts';
import { readSettings, readWindow } from '../scoring/judging-state.ts';
import { listProjectRefs, refOf } from '../scoring/project-refs.ts';
import { publicRow } from './public-row.ts';
import { rankProjects } from './rank-projects.ts';

type Tracks<Row> = { track: { id: string; name: string }; rows: Row[] }[];

function byTrack<Row extends ResultRow>(rows: Row[]): Tracks<Row> {
  const tracks = new Map<string, { track: { id: string; name: string }; rows: Row[] }>();
  for (const row of rows) {
    const entry = tracks.get(row.project.track.id) ?? { track: row.project.track, rows: [] };
    entry.rows.push({ ...row, rank: entry.rows.length + 1 });
    tracks.set(row.project.track.id, entry);
  }
  return [...tracks.values()];
}

export async function computeResults(db: DbOrTx, eventId: string) {
  const [criteria, projects, scores] = await Promise.all([
    listCriteria(db, eventId),
    listProjectRefs(db, eventId),
    db
      .select()
      .from(judgingScores)
      .where(and(eq(judgingScores.eventId, eventId), eq(judgingScores.status, 'SUBMITTED'))),
  ]);
  const ranked = rankProjects(
    criteria,
    scores.map((score) => ({ scoreId: score.id, judgeId: score.judgeId, projectId: score.projectId, values: score.values })),
    projects,
  );
  const people = await peopleByIds(
    db,
    scores.map((score) => score.judgeId),
  );
  const projectOf = new Map(projects.map((project) => [project.id, refOf(project)]));
  const scoreOf = new Map(scores.map((score) => [score.id, score]));
  const overall: HostResultRow[] = ranked.map((row) => ({
    rank: row.rank,
    project: projectOf.get(row.projectId)!,
    score: row.score,
    rawMean: row.rawMean,
    judgeCount: row.judgeCount,
    judges: row.judges.map((part) => ({
      ...people.get(part.judgeId)!,
      scoreId: part.scoreId,
      rawWeighted: part.rawWeighted,
      zScore: part.zScore,
      values: scoreOf.get(part.scoreId)!.values,
      comment: scoreOf.get(part.scoreId)!.comment,
    })),
  }));
  return { criteria, overall, tracks: byTrack(overall) };
}

export async function getHostResults(deps: AppDeps, userId: string, eventId: string): Promise<HostResults> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const [window, results] = await Promise.all([
    readWindow(deps.db, event.id, deps.clock.now()),
    computeResults(deps.db, event.id),
  ]);
  return { eventId: event.id, window, ...results };
}

export async function getPublicResults(deps: AppDeps, viewerId: string | null, eventId: string): Promise<PublicResults> {
  const found = await findEventWithRole(deps.db, eventId, viewerId);
  if (!found || !canViewEvent(found.event, found.role, found.isMember) || !(await isHackathon(deps.db, found.event)))
    throw new AppError('G04002');
  const { publishedAt } = await readSettings(deps.db, found.event.id);
  if (!publishedAt) throw new AppError('G04032');
  const { overall, tracks } = await computeResults(deps.db, found.event.id);
  return {
    eventId: found.event.id,
    publishedAt: publishedAt.toISOString(),
    overall: overall.map((row) => publicRow(row, 'overall')),
    tracks: tracks.map((entry) => ({ track: entry.track, rows: entry.rows.map((row) => publicRow(row, 'track')) })),
  };
}
