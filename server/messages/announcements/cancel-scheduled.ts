// Cancelling a scheduled announcement, an event's or a community's. One conditional statement: the
// sender claims an announcement by moving it out of SCHEDULED, so a cancel and a start cannot both win.
import { and, eq, type SQL } from 'drizzle-orm';
import type { ErrorCode } from '../../../contract/errors.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements } from '../../platform/db/schema/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { AppError } from '../../platform/http/errors.ts';
import { announcementColumns, authorJoin, toAnnouncement, type AnnouncementView } from './announcement-view.ts';

export type CancelOwner = { kind: 'event' | 'community'; id: string; timezone: string; notFound: ErrorCode };

export async function cancelScheduled(deps: AppDeps, owner: CancelOwner, announcementId: string): Promise<AnnouncementView> {
  if (!isUuid(announcementId)) throw new AppError(owner.notFound);
  const ofOwner: SQL = and(
    eq(announcements.id, announcementId),
    eq(owner.kind === 'event' ? announcements.eventId : announcements.communityId, owner.id),
  )!;
  const cancelled = await deps.db
    .update(announcements)
    .set({ status: 'CANCELLED', lockedUntil: null })
    .where(and(ofOwner, eq(announcements.status, 'SCHEDULED')))
    .returning({ id: announcements.id });
  const [row] = await deps.db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(...authorJoin)
    .where(ofOwner);
  if (!row) throw new AppError(owner.notFound);
  if (cancelled.length === 0) throw new AppError('G20604');
  return toAnnouncement(row, owner.timezone);
}
