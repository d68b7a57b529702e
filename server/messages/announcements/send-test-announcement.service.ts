// POST …/announcements/test: the message to the sender alone, marked as a test, with no mute link.
import { randomUUID } from 'node:crypto';
import type { AnnouncementVersion } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { SessionUser } from '../../identity/index.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { composeAnnouncementMail } from './announcement-mail.ts';
import { checkedVersions } from './announcement-message.ts';

export async function sendTestAnnouncement(
  deps: AppDeps,
  actor: Pick<SessionUser, 'id' | 'email' | 'locale'>,
  eventId: string,
  message: { en?: AnnouncementVersion; ko?: AnnouncementVersion },
): Promise<{ to: string }> {
  const { event } = await requireEventRole(deps.db, eventId, actor.id, eventPermissions.editEvent);
  const versions = checkedVersions(message);
  const mail = composeAnnouncementMail(deps.env, { versions, locale: actor.locale, event, muteToken: null, test: true });
  await enqueueEmail(deps.db, deps.clock, {
    dedupKey: `announcement-test:${event.id}:${randomUUID()}`,
    to: actor.email,
    ...mail,
  });
  deps.kickOutbox();
  return { to: actor.email };
}
