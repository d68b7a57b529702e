// POST …/announcements/test: the message to the sender alone, marked as a test, with no mute link.
import type { AnnouncementVersion } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { SessionUser } from '../../identity/index.ts';
import { sendTestMail } from './announcement-test-mail.ts';
import { eventSender } from './announcement-mail.ts';

export async function sendTestAnnouncement(
  deps: AppDeps,
  actor: Pick<SessionUser, 'id' | 'email' | 'locale'>,
  eventId: string,
  message: { en?: AnnouncementVersion; ko?: AnnouncementVersion },
): Promise<{ to: string }> {
  const { event } = await requireEventRole(deps.db, eventId, actor.id, eventPermissions.editEvent);
  return sendTestMail(deps, actor, eventSender(deps.env, event), message);
}
