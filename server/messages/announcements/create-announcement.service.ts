// POST /v1/event-managements/{id}/announcements: an announcement, due now or at sendAt. The daily cap
// is the database's: each announcement holds one of the day's numbered places (a unique index),
// so two hosts sending at once cannot both take the last one.
import { and, eq, ne } from 'drizzle-orm';
import { announcementLimits, type Announcement, type CreateAnnouncementSchema } from '../../../contract/announcements.ts';
import { eventPermissions } from '../../../contract/events.ts';
import type { z } from 'zod';
import { isUniqueViolation, requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { countAudience } from './announcement-audience.ts';
import { checkedVersions } from './announcement-message.ts';
import { toAnnouncement } from './announcement-view.ts';

type Input = z.output<typeof CreateAnnouncementSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A time a minute in the past still counts as now: the host's clock and ours differ a little. */
const PAST_GRACE_MS = 60_000;

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

async function freeSlot(deps: AppDeps, eventId: string, sendDay: string): Promise<number | undefined> {
  const taken = await deps.db
    .select({ slot: announcements.daySlot })
    .from(announcements)
    .where(and(eq(announcements.eventId, eventId), eq(announcements.sendDay, sendDay), ne(announcements.status, 'CANCELLED')));
  const used = new Set(taken.map((row) => row.slot));
  for (let slot = 1; slot <= announcementLimits.perEventPerDay; slot += 1) if (!used.has(slot)) return slot;
  return undefined;
}

export async function createAnnouncement(deps: AppDeps, actorId: string, eventId: string, input: Input): Promise<Announcement> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const versions = checkedVersions(input);
  const now = deps.clock.now();
  const sendAt = input.sendAt ? new Date(input.sendAt) : now;
  if (
    sendAt.getTime() < now.getTime() - PAST_GRACE_MS ||
    sendAt.getTime() > now.getTime() + announcementLimits.scheduleDays * DAY_MS
  )
    throw new AppError('G20602');
  const sendsNow = sendAt.getTime() <= now.getTime();
  if (sendsNow && (await countAudience(deps.db, event.id, input.audience)) === 0) throw new AppError('G20606');
  const sendDay = dayIn(sendAt, event.timezone);

  // Two senders may pick the same free place: the loser's insert fails on the unique index and looks again.
  for (let attempt = 0; attempt <= announcementLimits.perEventPerDay; attempt += 1) {
    const daySlot = await freeSlot(deps, event.id, sendDay);
    if (daySlot === undefined) throw new AppError('G20600');
    try {
      const [row] = await deps.db
        .insert(announcements)
        .values({
          eventId: event.id,
          authorId: actorId,
          ...versions,
          audience: input.audience,
          sendAt: sendsNow ? now : sendAt,
          sendDay,
          daySlot,
          createdAt: now,
        })
        .returning();
      return toAnnouncement({ announcement: row, authorName: null, sent: 0, failed: 0 }, event.timezone);
    } catch (error) {
      if (!isUniqueViolation(error, 'announcements_day_slot_unique')) throw error;
    }
  }
  throw new AppError('G20600');
}
