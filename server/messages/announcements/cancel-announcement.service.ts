// POST …/announcements/{announcementId}/cancel: an event's scheduled announcement, before it starts.
import type { Announcement } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { cancelScheduled } from './cancel-scheduled.ts';

export async function cancelAnnouncement(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  announcementId: string,
): Promise<Announcement> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const owner = { kind: 'event', id: event.id, timezone: event.timezone, notFound: 'G20603' } as const;
  return (await cancelScheduled(deps, owner, announcementId)) as Announcement;
}
