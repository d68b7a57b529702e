// The project list: tabs All, Saved and My Project; filters by track, recruit status, positions
// wanted and tech stack (each any of, together all of); search in title, team name, summary and
// keywords; newest first, paged by the last project's id.
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ProjectListQuerySchema, ProjectPage } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { hackathonMembers, hackathonProjectSaves, hackathonProjects } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { enterHackathon } from '../settings/hackathon-access.ts';
import { selectSummaries, toSummary } from './project-rows.ts';

type Query = z.output<typeof ProjectListQuerySchema>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const anyOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} ?| array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export function projectConditions(eventId: string, viewerId: string, query: Query): SQL[] {
  const conditions: SQL[] = [eq(hackathonProjects.eventId, eventId)];
  if (query.tab === 'SAVED') {
    conditions.push(
      sql`exists (select 1 from ${hackathonProjectSaves} where ${hackathonProjectSaves.projectId} = ${hackathonProjects.id} and ${hackathonProjectSaves.userId} = ${viewerId})`,
    );
  }
  if (query.tab === 'MY_PROJECT') {
    conditions.push(
      sql`exists (select 1 from ${hackathonMembers} where ${hackathonMembers.projectId} = ${hackathonProjects.id} and ${hackathonMembers.userId} = ${viewerId})`,
    );
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        ilike(hackathonProjects.title, pattern),
        ilike(hackathonProjects.teamName, pattern),
        ilike(hackathonProjects.summary, pattern),
        sql`exists (select 1 from jsonb_array_elements_text(${hackathonProjects.keywords}) as keyword where keyword ilike ${pattern})`,
      ) as SQL,
    );
  }
  if (query.trackId.length > 0) {
    const ids = query.trackId.filter(isUuid);
    conditions.push(ids.length > 0 ? inArray(hackathonProjects.trackId, ids) : sql`false`);
  }
  if (query.recruitStatus.length > 0) conditions.push(inArray(hackathonProjects.recruitStatus, query.recruitStatus));
  if (query.positions.length > 0) conditions.push(anyOf(hackathonProjects.positions, query.positions));
  if (query.techStack.length > 0) conditions.push(anyOf(hackathonProjects.techStack, query.techStack));
  if (query.cursorId && isUuid(query.cursorId)) {
    conditions.push(
      sql`(${hackathonProjects.createdAt}, ${hackathonProjects.id}) < (select p.created_at, p.id from ${hackathonProjects} p where p.id = ${query.cursorId})`,
    );
  }
  return conditions;
}

export async function listProjects(deps: AppDeps, viewerId: string, eventId: string, query: Query): Promise<ProjectPage> {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const rows = await selectSummaries(deps.db, viewerId)
    .where(and(...projectConditions(entry.event.id, viewerId, query)))
    .orderBy(desc(hackathonProjects.createdAt), desc(hackathonProjects.id))
    .limit(query.take + 1);
  const hasMore = rows.length > query.take;
  const items = rows.slice(0, query.take).map(toSummary);
  return { items, hasMore, cursorId: hasMore ? items[items.length - 1].id : null };
}
