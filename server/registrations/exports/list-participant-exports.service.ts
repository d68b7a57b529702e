// GET …/participants/exports: the export audit — who exported the guest list, when, with which
// search and filters, and how many rows. HOST and CO_HOST (those who may export).
import { desc, eq } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { ParticipantExport } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { participantExports } from '../../platform/db/schema/index.ts';
import { requireEventRole } from '../../events/index.ts';

const LIMIT = 100;

export async function listParticipantExports(deps: AppDeps, actorId: string, eventId: string): Promise<ParticipantExport[]> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.exportGuests);
  const rows = await deps.db
    .select()
    .from(participantExports)
    .where(eq(participantExports.eventId, event.id))
    .orderBy(desc(participantExports.createdAt), desc(participantExports.id))
    .limit(LIMIT);
  return rows.map((row) => ({
    id: row.id,
    actor: { id: row.actorUserId, name: row.actorName, email: row.actorEmail },
    search: row.search,
    filters: row.filters,
    rowCount: row.rowCount,
    createdAt: row.createdAt.toISOString(),
  }));
}
