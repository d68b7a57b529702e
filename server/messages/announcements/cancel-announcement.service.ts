// POST …/announcements/{announcementId}/cancel. One conditional statement: the sender claims an
// announcement by moving it out of SCHEDULED, so a cancel and a start cannot both win.
import { and, eq } from 'drizzle-orm';
import type { Announcement } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { announcementColumns, authorJoin, toAnnouncement } from './announcement-view.ts';

export async function cancelAnnouncement(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  announcementId: string,
): Promise<Announcement> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  if (!isUuid(announcementId)) throw new AppError('G20603');
  const ofEvent = and(eq(announcements.id, announcementId), eq(announcements.eventId, event.id));
  const cancelled = await deps.db
    .update(announcements)
    .set({ status: 'CANCELLED', lockedUntil: null })
    .where(and(ofEvent, eq(announcements.status, 'SCHEDULED')))
    .returning({ id: announcements.id });
  const [row] = await deps.db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(...authorJoin)
    .where(ofEvent);
  if (!row) throw new AppError('G20603');
  if (cancelled.length === 0) throw new AppError('G20604');
  return toAnnouncement(row, event.timezone);
}
