// An event announcement's recipients: the guests its audience matches, by registration id.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { AnnouncementAudience } from '../../../contract/announcements.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { announcements } from '../../platform/db/schema/index.ts';
import { announcementRecipients, events, registrations, users } from '../../platform/db/schema/index.ts';
import { audienceConditions, guestAddress, guestLocale } from './announcement-audience.ts';
import { eventSender } from './announcement-mail.ts';
import type { RecipientSource } from './recipient-source.ts';

export async function eventRecipients(
  deps: AppDeps,
  announcement: typeof announcements.$inferSelect & { eventId: string },
): Promise<RecipientSource> {
  const [event] = await deps.db.select().from(events).where(eq(events.id, announcement.eventId));
  const audience = announcement.audience as AnnouncementAudience;
  return {
    sender: eventSender(deps.env, event),
    next: (tx, cursor, limit) =>
      tx
        .select({ id: registrations.id, email: guestAddress, locale: guestLocale })
        .from(registrations)
        .leftJoin(users, eq(users.id, registrations.userId))
        .where(and(audienceConditions(event.id, audience), cursor ? gt(registrations.id, cursor) : undefined))
        .orderBy(asc(registrations.id))
        .limit(limit),
    record: async (tx, recipients) => {
      const added = await tx
        .insert(announcementRecipients)
        .values(recipients.map(({ id, ...rest }) => ({ announcementId: announcement.id, registrationId: id, ...rest })))
        .onConflictDoNothing()
        .returning();
      return added.map(({ registrationId, email, locale, muteToken }) => ({ id: registrationId, email, locale, muteToken }));
    },
  };
}
