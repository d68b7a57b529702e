// Muting an event's announcements, by a mail's link or by the signed-in guest on the event page (a
// community's mail link lands here too).
// Only announcements read the mutes: codes, tickets, decisions and reminders go regardless.
import { and, eq } from 'drizzle-orm';
import { canViewEvent, findEventWithRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  announcementMutes,
  announcementRecipients,
  announcements,
  communities,
  communityAnnouncementRecipients,
  events,
  registrations,
} from '../../platform/db/schema/index.ts';
import { muteCommunity } from '../community-announcements/community-mutes.service.ts';
import { communitySender } from '../community-announcements/community-sender.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { SessionUser } from '../../identity/index.ts';

async function mute(deps: AppDeps, eventId: string, email: string) {
  await deps.db
    .insert(announcementMutes)
    .values({ eventId, email: email.toLowerCase(), createdAt: deps.clock.now() })
    .onConflictDoNothing();
}

/** A mail's mute link: an event's announcement's, else a community's. */
export async function muteByToken(
  deps: AppDeps,
  token: string,
): Promise<{ eventTitle: string; eventHandle: string } | { communityName: string; communityUrl: string }> {
  const [row] = await deps.db
    .select({ email: announcementRecipients.email, eventId: events.id, eventTitle: events.title, eventHandle: events.handle })
    .from(announcementRecipients)
    .innerJoin(registrations, eq(registrations.id, announcementRecipients.registrationId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(announcementRecipients.muteToken, token));
  if (!row) return muteCommunityByToken(deps, token);
  await mute(deps, row.eventId, row.email);
  return { eventTitle: row.eventTitle, eventHandle: row.eventHandle };
}

async function muteCommunityByToken(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({ email: communityAnnouncementRecipients.email, community: communities })
    .from(communityAnnouncementRecipients)
    .innerJoin(announcements, eq(announcements.id, communityAnnouncementRecipients.announcementId))
    .innerJoin(communities, eq(communities.id, announcements.communityId))
    .where(eq(communityAnnouncementRecipients.muteToken, token));
  if (!row) throw new AppError('G20605');
  await muteCommunity(deps.db, deps.clock.now(), row.community.id, row.email);
  const sender = communitySender(deps.env, row.community);
  return { communityName: sender.title, communityUrl: sender.link };
}

/** The event, when the viewer may open it (else 404 G04002). */
export async function requireVisibleEvent(deps: AppDeps, eventId: string, viewerId: string) {
  const found = await findEventWithRole(deps.db, eventId, viewerId);
  if (!found || !canViewEvent(found.event, found.role, found.isMember)) throw new AppError('G04002');
  return found.event;
}

export async function setMute(deps: AppDeps, viewer: Pick<SessionUser, 'id' | 'email'>, eventId: string, muted: boolean) {
  const event = await requireVisibleEvent(deps, eventId, viewer.id);
  if (muted) await mute(deps, event.id, viewer.email);
  else
    await deps.db
      .delete(announcementMutes)
      .where(and(eq(announcementMutes.eventId, event.id), eq(announcementMutes.email, viewer.email.toLowerCase())));
  return { muted };
}
