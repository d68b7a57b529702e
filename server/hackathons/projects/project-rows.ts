// Reading projects: one project within its event (another event's is 404 G04010), the list's
// columns with their counts and the viewer's marks, and a project's members.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MemberRole, ProjectMember, ProjectSummary } from '../../../contract/hackathons.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import {
  hackathonComments,
  hackathonMembers,
  hackathonProjectSaves,
  hackathonProjects,
  hackathonTracks,
  users,
} from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';

export type ProjectRow = typeof hackathonProjects.$inferSelect;

export async function findProject(db: DbOrTx, eventId: string, projectId: string): Promise<ProjectRow> {
  const [row] = isUuid(projectId)
    ? await db
        .select()
        .from(hackathonProjects)
        .where(and(eq(hackathonProjects.eventId, eventId), eq(hackathonProjects.id, projectId)))
    : [];
  if (!row) throw new AppError('G04010');
  return row;
}

/** The project, locked until the transaction ends: team changes of one project go one at a time. */
export async function lockProject(tx: Tx, eventId: string, projectId: string): Promise<ProjectRow> {
  const [row] = isUuid(projectId)
    ? await tx
        .select()
        .from(hackathonProjects)
        .where(and(eq(hackathonProjects.eventId, eventId), eq(hackathonProjects.id, projectId)))
        .for('update')
    : [];
  if (!row) throw new AppError('G04010');
  return row;
}

export async function roleIn(db: DbOrTx, projectId: string, userId: string): Promise<MemberRole | null> {
  const [row] = await db
    .select({ role: hackathonMembers.role })
    .from(hackathonMembers)
    .where(and(eq(hackathonMembers.projectId, projectId), eq(hackathonMembers.userId, userId)));
  return row?.role ?? null;
}

/** The project the user is on in this hackathon, if any. */
export async function projectIdOf(db: DbOrTx, eventId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ projectId: hackathonMembers.projectId })
    .from(hackathonMembers)
    .where(and(eq(hackathonMembers.eventId, eventId), eq(hackathonMembers.userId, userId)));
  return row?.projectId ?? null;
}

const counted = (query: ReturnType<typeof sql>) => sql<number>`${query}`.mapWith(Number);

/** Everything a list item shows, for the viewer. */
export function summaryColumns(viewerId: string) {
  return {
    project: hackathonProjects,
    trackName: sql<string>`(select ${hackathonTracks.name} from ${hackathonTracks} where ${hackathonTracks.id} = ${hackathonProjects.trackId})`,
    leader: sql<{
      name: string;
      handle: string;
    } | null>`(select json_build_object('name', ${users.name}, 'handle', ${users.handle}) from ${hackathonMembers} join ${users} on ${users.id} = ${hackathonMembers.userId} where ${hackathonMembers.projectId} = ${hackathonProjects.id} and ${hackathonMembers.role} = 'LEADER')`,
    memberCount: counted(
      sql`(select count(*) from ${hackathonMembers} where ${hackathonMembers.projectId} = ${hackathonProjects.id})`,
    ),
    commentCount: counted(
      sql`(select count(*) from ${hackathonComments} where ${hackathonComments.projectId} = ${hackathonProjects.id})`,
    ),
    saveCount: counted(
      sql`(select count(*) from ${hackathonProjectSaves} where ${hackathonProjectSaves.projectId} = ${hackathonProjects.id})`,
    ),
    isSaved: sql<boolean>`exists (select 1 from ${hackathonProjectSaves} where ${hackathonProjectSaves.projectId} = ${hackathonProjects.id} and ${hackathonProjectSaves.userId} = ${viewerId})`,
    isMine: sql<boolean>`exists (select 1 from ${hackathonMembers} where ${hackathonMembers.projectId} = ${hackathonProjects.id} and ${hackathonMembers.userId} = ${viewerId})`,
  };
}

export type SummaryRow = {
  project: ProjectRow;
  trackName: string;
  leader: { name: string; handle: string } | null;
  memberCount: number;
  commentCount: number;
  saveCount: number;
  isSaved: boolean;
  isMine: boolean;
};

/** `select … from hackathon_projects` with what a list item needs (joined so Drizzle keeps column names qualified). */
export function selectSummaries(db: DbOrTx, viewerId: string) {
  return db
    .select(summaryColumns(viewerId))
    .from(hackathonProjects)
    .innerJoin(hackathonTracks, eq(hackathonTracks.id, hackathonProjects.trackId));
}

export function toSummary(row: SummaryRow): ProjectSummary {
  const { project } = row;
  return {
    id: project.id,
    title: project.title,
    teamName: project.teamName,
    track: { id: project.trackId, name: row.trackName },
    summary: project.summary,
    keywords: project.keywords,
    thumbnailUrl: project.thumbnailUrl,
    techStack: project.techStack,
    positions: project.positions,
    recruitStatus: project.recruitStatus,
    leader: row.leader,
    memberCount: row.memberCount,
    commentCount: row.commentCount,
    saveCount: row.saveCount,
    isSaved: row.isSaved,
    isMine: row.isMine,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}

export async function loadSummary(db: DbOrTx, viewerId: string, projectId: string): Promise<ProjectSummary> {
  const [row] = await selectSummaries(db, viewerId).where(eq(hackathonProjects.id, projectId));
  if (!row) throw new AppError('G04010');
  return toSummary(row);
}

/** The leader first, then by when they joined. */
export async function membersOf(db: DbOrTx, projectId: string): Promise<ProjectMember[]> {
  const rows = await db
    .select({
      userId: users.id,
      handle: users.handle,
      name: users.name,
      avatarUrl: users.avatarUrl,
      role: hackathonMembers.role,
      joinedAt: hackathonMembers.joinedAt,
    })
    .from(hackathonMembers)
    .innerJoin(users, eq(users.id, hackathonMembers.userId))
    .where(eq(hackathonMembers.projectId, projectId))
    .orderBy(sql`${hackathonMembers.role} = 'LEADER' desc`, asc(hackathonMembers.joinedAt), asc(users.id));
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}
