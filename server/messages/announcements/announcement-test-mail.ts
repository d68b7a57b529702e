// A test send: the message to the sender alone, in their language, marked as a test, with no mute link.
import { randomUUID } from 'node:crypto';
import type { AnnouncementVersion } from '../../../contract/announcements.ts';
import type { SessionUser } from '../../identity/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { composeAnnouncementMail, type MailSender } from './announcement-mail.ts';
import { checkedVersions } from './announcement-message.ts';

export async function sendTestMail(
  deps: AppDeps,
  actor: Pick<SessionUser, 'id' | 'email' | 'locale'>,
  sender: MailSender,
  message: { en?: AnnouncementVersion; ko?: AnnouncementVersion },
): Promise<{ to: string }> {
  const versions = checkedVersions(message);
  const mail = composeAnnouncementMail(deps.env, { versions, locale: actor.locale, sender, muteToken: null, test: true });
  await enqueueEmail(deps.db, deps.clock, {
    dedupKey: `announcement-test:${randomUUID()}`,
    to: actor.email,
    ...mail,
  });
  deps.kickOutbox();
  return { to: actor.email };
}
