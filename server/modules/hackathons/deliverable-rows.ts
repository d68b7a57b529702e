import { asc, eq } from 'drizzle-orm';
import type { Deliverable } from '../../../contract/hackathons.ts';
import { hackathonPaths } from '../../../contract/hackathons.ts';
import type { DbOrTx } from '../../db/client.ts';
import { hackathonDeliverables } from '../../db/schema/index.ts';

export type DeliverableRow = typeof hackathonDeliverables.$inferSelect;

export const toDeliverable = (eventId: string, row: DeliverableRow): Deliverable => ({
  id: row.id,
  name: row.originalName,
  contentType: row.contentType,
  size: row.size,
  url: hackathonPaths.deliverable(eventId, row.projectId, row.id),
  uploadedBy: row.uploaderUserId,
  createdAt: row.createdAt.toISOString(),
});

export async function deliverablesOf(db: DbOrTx, eventId: string, projectId: string): Promise<Deliverable[]> {
  const rows = await db.select().from(hackathonDeliverables).where(eq(hackathonDeliverables.projectId, projectId)).orderBy(asc(hackathonDeliverables.createdAt), asc(hackathonDeliverables.id));
  return rows.map((row) => toDeliverable(eventId, row));
}
