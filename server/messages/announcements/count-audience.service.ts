// POST …/announcements/audience: how many guests the audience reaches now.
import type { AnnouncementAudience } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { countAudience } from './announcement-audience.ts';

export async function countAnnouncementAudience(
  deps: AppDeps,
  actorId: string,
  eventId: string,
  audience: AnnouncementAudience,
): Promise<{ count: number }> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  return { count: await countAudience(deps.db, event.id, audience) };
}
