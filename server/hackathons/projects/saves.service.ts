// Saved projects, like saved people: one per person and project (the primary key), so parallel
// saves leave one.
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-deps.ts';
import { hackathonProjectSaves } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { enterHackathon } from '../settings/hackathon-access.ts';
import { findProject } from './project-rows.ts';

/** 409 G09002 when saved already. */
export async function saveProject(deps: AppDeps, userId: string, eventId: string, projectId: string): Promise<void> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  const saved = await deps.db
    .insert(hackathonProjectSaves)
    .values({ userId, projectId: project.id, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ projectId: hackathonProjectSaves.projectId });
  if (saved.length === 0) throw new AppError('G09002');
}

/** 404 G04016 when not saved. */
export async function unsaveProject(deps: AppDeps, userId: string, eventId: string, projectId: string): Promise<void> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  const removed = await deps.db
    .delete(hackathonProjectSaves)
    .where(and(eq(hackathonProjectSaves.userId, userId), eq(hackathonProjectSaves.projectId, project.id)))
    .returning({ projectId: hackathonProjectSaves.projectId });
  if (removed.length === 0) throw new AppError('G04016');
}
