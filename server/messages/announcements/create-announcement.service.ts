// POST /v1/event-managements/{id}/announcements: an announcement to the event's guests, due now or
// at sendAt, in one of the day's numbered places of the event's time zone (announcement-schedule.ts).
import type { Announcement, CreateAnnouncementSchema } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import type { z } from 'zod';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { AppError } from '../../platform/http/errors.ts';
import { countAudience } from './announcement-audience.ts';
import { checkedVersions } from './announcement-message.ts';
import { insertInDaySlot, sendTimeOf } from './announcement-schedule.ts';
import { toAnnouncement } from './announcement-view.ts';

type Input = z.output<typeof CreateAnnouncementSchema>;

export async function createAnnouncement(deps: AppDeps, actorId: string, eventId: string, input: Input): Promise<Announcement> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const versions = checkedVersions(input);
  const now = deps.clock.now();
  const { sendAt, sendsNow } = sendTimeOf(now, input.sendAt);
  if (sendsNow && (await countAudience(deps.db, event.id, input.audience)) === 0) throw new AppError('G20606');
  const row = await insertInDaySlot(
    deps,
    { kind: 'event', id: event.id, timezone: event.timezone },
    { authorId: actorId, ...versions, audience: input.audience, sendAt, createdAt: now },
  );
  return toAnnouncement({ announcement: row, authorName: null, sent: 0, failed: 0 }, event.timezone) as Announcement;
}
