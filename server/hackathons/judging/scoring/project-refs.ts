// The hackathon's projects as judging names them (read from the hackathon's tables).
import { and, asc, eq } from 'drizzle-orm';
import type { JudgingProjectRef } from '../../../../contract/judging.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { hackathonMembers, hackathonProjects, hackathonTracks } from '../../../platform/db/schema/index.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { AppError } from '../../../platform/http/errors.ts';

export type ProjectRefRow = JudgingProjectRef & { createdAt: Date; summary: string; thumbnailUrl: string | null };

const columns = {
  id: hackathonProjects.id,
  title: hackathonProjects.title,
  teamName: hackathonProjects.teamName,
  trackId: hackathonTracks.id,
  trackName: hackathonTracks.name,
  createdAt: hackathonProjects.createdAt,
  summary: hackathonProjects.summary,
  thumbnailUrl: hackathonProjects.thumbnailUrl,
};

type Row = {
  id: string;
  title: string;
  teamName: string;
  trackId: string;
  trackName: string;
  createdAt: Date;
  summary: string;
  thumbnailUrl: string | null;
};
const toRef = ({ trackId, trackName, ...row }: Row): ProjectRefRow => ({ ...row, track: { id: trackId, name: trackName } });

export async function listProjectRefs(db: DbOrTx, eventId: string): Promise<ProjectRefRow[]> {
  const rows = await db
    .select(columns)
    .from(hackathonProjects)
    .innerJoin(hackathonTracks, eq(hackathonTracks.id, hackathonProjects.trackId))
    .where(eq(hackathonProjects.eventId, eventId))
    .orderBy(asc(hackathonProjects.createdAt), asc(hackathonProjects.id));
  return rows.map(toRef);
}

/** One project of this event; another event's or none: 404 G04010. */
export async function findProjectRef(db: DbOrTx, eventId: string, projectId: string): Promise<ProjectRefRow> {
  const [row] = isUuid(projectId)
    ? await db
        .select(columns)
        .from(hackathonProjects)
        .innerJoin(hackathonTracks, eq(hackathonTracks.id, hackathonProjects.trackId))
        .where(and(eq(hackathonProjects.eventId, eventId), eq(hackathonProjects.id, projectId)))
    : [];
  if (!row) throw new AppError('G04010');
  return toRef(row);
}

export const refOf = (row: ProjectRefRow): JudgingProjectRef => ({
  id: row.id,
  title: row.title,
  teamName: row.teamName,
  track: row.track,
});

/** Each team member's project: a judge is never given their own team's. */
export async function teamPairs(db: DbOrTx, eventId: string): Promise<{ judgeId: string; projectId: string }[]> {
  return db
    .select({ judgeId: hackathonMembers.userId, projectId: hackathonMembers.projectId })
    .from(hackathonMembers)
    .where(eq(hackathonMembers.eventId, eventId));
}
