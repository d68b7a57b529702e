// GET /v1/event-managements/{id}/announcements: the event's history, newest first, with counts.
import { desc, eq } from 'drizzle-orm';
import type { Announcement } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements } from '../../platform/db/schema/index.ts';
import { announcementColumns, authorJoin, toAnnouncement } from './announcement-view.ts';

const HISTORY_LENGTH = 100;

export async function listAnnouncements(deps: AppDeps, actorId: string, eventId: string): Promise<Announcement[]> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const rows = await deps.db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(...authorJoin)
    .where(eq(announcements.eventId, event.id))
    .orderBy(desc(announcements.sendAt), desc(announcements.createdAt))
    .limit(HISTORY_LENGTH);
  return rows.map((row) => toAnnouncement(row, event.timezone) as Announcement);
}
