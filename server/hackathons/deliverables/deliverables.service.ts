// Deliverables: files a team hands in — jpg, jpeg, png or pdf by name and content, up to 30 MB,
// at most 10 per project — added and removed by its members until the submission deadline
// (G20062 at and after it, judged in the write's transaction by the server's clock). What is
// left at the deadline is what is evaluated: listSubmittedDeliverables reads exactly that.
import { and, asc, count, eq } from 'drizzle-orm';
import { deliverableFileTypes, hackathonLimits, type Deliverable } from '../../../contract/hackathons.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { hackathonDeliverables, hackathonProjects } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { safeFileName, STORED_FILE_ID, writeCheckedFile, type FileUpload } from '../../platform/files/checked-file.ts';
import { DELIVERABLE_AREA, toDeliverable, type DeliverableRow } from './deliverable-rows.ts';
import { enterHackathon } from '../settings/hackathon-access.ts';
import { findProject, lockProject, roleIn } from '../projects/project-rows.ts';
import { submissionDeadlineOf } from '../settings/settings.service.ts';
import { isSubmissionOpen, requireSubmissionOpen } from '../settings/submission-window.ts';

/** Who may hand in for the project: its members while the window is open (checked before the bytes are read, and again on writing). */
export async function requireSubmitter(deps: AppDeps, userId: string, eventId: string, projectId: string) {
  const entry = await enterHackathon(deps.db, eventId, userId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  if (!(await roleIn(deps.db, project.id, userId))) throw new AppError('G01019');
  if (!isSubmissionOpen(await submissionDeadlineOf(deps.db, entry.event.id), deps.clock.now())) throw new AppError('G20062');
  return { eventId: entry.event.id, projectId: project.id };
}

export async function uploadDeliverable(
  deps: AppDeps,
  userId: string,
  target: { eventId: string; projectId: string },
  upload: FileUpload,
): Promise<Deliverable> {
  const stored = await writeCheckedFile(deps, DELIVERABLE_AREA, deliverableFileTypes, upload);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const project = await lockProject(tx, target.eventId, target.projectId);
      if (!(await roleIn(tx, project.id, userId))) throw new AppError('G01019');
      await requireSubmissionOpen(tx, project.eventId, deps.clock.now());
      const [{ files }] = await tx
        .select({ files: count() })
        .from(hackathonDeliverables)
        .where(eq(hackathonDeliverables.projectId, project.id));
      if (files >= hackathonLimits.deliverablesPerProject) throw new AppError('G20074');
      const [inserted] = await tx
        .insert(hackathonDeliverables)
        .values({
          id: stored.id,
          projectId: project.id,
          uploaderUserId: userId,
          originalName: safeFileName(upload.filename),
          contentType: stored.contentType,
          size: stored.size,
          createdAt: deps.clock.now(),
        })
        .returning();
      return inserted;
    });
    return toDeliverable(target.eventId, row);
  } catch (error) {
    await deps.files.remove([`${DELIVERABLE_AREA}/${stored.id}`]);
    throw error;
  }
}

export async function removeDeliverable(
  deps: AppDeps,
  userId: string,
  eventId: string,
  projectId: string,
  deliverableId: string,
): Promise<void> {
  const entry = await enterHackathon(deps.db, eventId, userId);
  await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, entry.event.id, projectId);
    if (!(await roleIn(tx, project.id, userId))) throw new AppError('G01019');
    await requireSubmissionOpen(tx, project.eventId, deps.clock.now());
    const removed = STORED_FILE_ID.test(deliverableId)
      ? await tx
          .delete(hackathonDeliverables)
          .where(and(eq(hackathonDeliverables.projectId, project.id), eq(hackathonDeliverables.id, deliverableId)))
          .returning()
      : [];
    if (removed.length === 0) throw new AppError('G04015');
  });
  await deps.files.remove([`${DELIVERABLE_AREA}/${deliverableId}`]);
}

/** A deliverable of this project, to anyone at the hackathon; anything else 404 G04015. */
export async function openDeliverable(
  deps: AppDeps,
  viewerId: string,
  eventId: string,
  projectId: string,
  deliverableId: string,
) {
  const entry = await enterHackathon(deps.db, eventId, viewerId);
  const project = await findProject(deps.db, entry.event.id, projectId);
  const [row] = STORED_FILE_ID.test(deliverableId)
    ? await deps.db
        .select()
        .from(hackathonDeliverables)
        .where(and(eq(hackathonDeliverables.projectId, project.id), eq(hackathonDeliverables.id, deliverableId)))
    : [];
  if (!row) throw new AppError('G04015');
  const stored = await deps.files.open(`${DELIVERABLE_AREA}/${row.id}`);
  if (!stored) throw new AppError('G04015');
  return {
    stream: stored.stream,
    name: row.originalName,
    contentType: row.contentType,
    size: row.size,
  };
}

/**
 * For evaluation: every project's deliverables as they stand. Once the deadline has passed no
 * route can change them, so read after it this is the frozen submission.
 */
export async function listSubmittedDeliverables(
  db: DbOrTx,
  eventId: string,
): Promise<(DeliverableRow & { title: string; teamName: string })[]> {
  const rows = await db
    .select({ deliverable: hackathonDeliverables, title: hackathonProjects.title, teamName: hackathonProjects.teamName })
    .from(hackathonDeliverables)
    .innerJoin(hackathonProjects, eq(hackathonProjects.id, hackathonDeliverables.projectId))
    .where(eq(hackathonProjects.eventId, eventId))
    .orderBy(asc(hackathonProjects.createdAt), asc(hackathonDeliverables.createdAt));
  return rows.map((row) => ({ ...row.deliverable, title: row.title, teamName: row.teamName }));
}
