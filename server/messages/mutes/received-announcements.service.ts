// GET /v1/events/{id}/announcements: what reached the signed-in guest, in the language it was mailed in.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { ReceivedAnnouncement } from '../../../contract/announcements.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcementMutes, announcementRecipients, announcements, registrations } from '../../platform/db/schema/index.ts';
import type { SessionUser } from '../../identity/index.ts';
import { versionFor } from '../announcements/announcement-mail.ts';
import { requireVisibleEvent } from './mute.service.ts';

export async function listReceivedAnnouncements(
  deps: AppDeps,
  viewer: Pick<SessionUser, 'id' | 'email'>,
  eventId: string,
): Promise<{ items: ReceivedAnnouncement[]; muted: boolean }> {
  const event = await requireVisibleEvent(deps, eventId, viewer.id);
  const rows = await deps.db
    .select({ announcement: announcements, locale: announcementRecipients.locale })
    .from(announcementRecipients)
    .innerJoin(registrations, eq(registrations.id, announcementRecipients.registrationId))
    .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .where(and(eq(registrations.eventId, event.id), eq(registrations.userId, viewer.id), ne(announcements.status, 'CANCELLED')))
    .orderBy(desc(announcements.sendAt))
    .limit(50);
  const [mute] = await deps.db
    .select({ eventId: announcementMutes.eventId })
    .from(announcementMutes)
    .where(and(eq(announcementMutes.eventId, event.id), eq(announcementMutes.email, viewer.email.toLowerCase())));
  return {
    items: rows.map(({ announcement, locale }) => {
      const version = versionFor(announcement, locale);
      return { id: announcement.id, subject: version.subject, body: version.body, sentAt: announcement.sendAt.toISOString() };
    }),
    muted: Boolean(mute),
  };
}
