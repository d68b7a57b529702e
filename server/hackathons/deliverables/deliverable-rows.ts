import { asc, eq } from 'drizzle-orm';
import { pathOf } from '../../../contract/endpoint.ts';
import { downloadProjectDeliverable } from '../../../contract/endpoints/hackathons/deliverables.ts';
import type { Deliverable } from '../../../contract/hackathons.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { hackathonDeliverables, hackathonProjects } from '../../platform/db/schema/index.ts';
import type { FileStore } from '../../platform/files/file-store.ts';

export const DELIVERABLE_AREA = 'hackathon-deliverables';

/** Deletes the project (its rows go with it) and answers its deliverables' files, to remove once committed. */
export async function removeProject(tx: Tx, projectId: string): Promise<string[]> {
  const files = await tx
    .select({ id: hackathonDeliverables.id })
    .from(hackathonDeliverables)
    .where(eq(hackathonDeliverables.projectId, projectId));
  await tx.delete(hackathonProjects).where(eq(hackathonProjects.id, projectId));
  return files.map((file) => file.id);
}

export async function forgetDeliverableFiles(files: FileStore, ids: string[]): Promise<void> {
  await files.remove(ids.map((id) => `${DELIVERABLE_AREA}/${id}`));
}

export type DeliverableRow = typeof hackathonDeliverables.$inferSelect;

export const toDeliverable = (eventId: string, row: DeliverableRow): Deliverable => ({
  id: row.id,
  name: row.originalName,
  contentType: row.contentType,
  size: row.size,
  url: pathOf(downloadProjectDeliverable, { id: eventId, projectId: row.projectId, deliverableId: row.id }),
  uploadedBy: row.uploaderUserId,
  createdAt: row.createdAt.toISOString(),
});

export async function deliverablesOf(db: DbOrTx, eventId: string, projectId: string): Promise<Deliverable[]> {
  const rows = await db
    .select()
    .from(hackathonDeliverables)
    .where(eq(hackathonDeliverables.projectId, projectId))
    .orderBy(asc(hackathonDeliverables.createdAt), asc(hackathonDeliverables.id));
  return rows.map((row) => toDeliverable(eventId, row));
}
