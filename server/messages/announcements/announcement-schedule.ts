// When an announcement goes and which of its day's numbered places it holds: the same for an
// event's (its time zone, perEventPerDay) and a community's (UTC, perCommunityPerDay). The cap is
// the database's: each announcement holds one place (a partial unique index), so two senders at
// once cannot both take the last one; a cancelled one gives its place back.
import { and, eq, ne } from 'drizzle-orm';
import { announcementLimits } from '../../../contract/announcements.ts';
import type { ErrorCode } from '../../../contract/errors.ts';
import { isUniqueViolation } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { dateFormatter } from '../../../contract/date-formatter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A time a minute in the past still counts as now: the sender's clock and ours differ a little. */
const PAST_GRACE_MS = 60_000;

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  return dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The time asked for, from now up to a year ahead (else G20602); none is now. */
export function sendTimeOf(now: Date, requested: string | undefined): { sendAt: Date; sendsNow: boolean } {
  const sendAt = requested ? new Date(requested) : now;
  if (
    sendAt.getTime() < now.getTime() - PAST_GRACE_MS ||
    sendAt.getTime() > now.getTime() + announcementLimits.scheduleDays * DAY_MS
  )
    throw new AppError('G20602');
  const sendsNow = sendAt.getTime() <= now.getTime();
  return { sendAt: sendsNow ? now : sendAt, sendsNow };
}

/** Whose day the places belong to: an event's or a community's. */
export type DayOwner = { kind: 'event'; id: string; timezone: string } | { kind: 'community'; id: string; timezone: string };

const rules = {
  event: { perDay: announcementLimits.perEventPerDay, index: 'announcements_day_slot_unique', full: 'G20600' },
  community: {
    perDay: announcementLimits.perCommunityPerDay,
    index: 'announcements_community_day_slot_unique',
    full: 'G20620',
  },
} as const satisfies Record<DayOwner['kind'], { perDay: number; index: string; full: ErrorCode }>;

const ownerColumn = (owner: DayOwner) => (owner.kind === 'event' ? announcements.eventId : announcements.communityId);

async function freeSlot(deps: AppDeps, owner: DayOwner, sendDay: string): Promise<number | undefined> {
  const taken = await deps.db
    .select({ slot: announcements.daySlot })
    .from(announcements)
    .where(and(eq(ownerColumn(owner), owner.id), eq(announcements.sendDay, sendDay), ne(announcements.status, 'CANCELLED')));
  const used = new Set(taken.map((row) => row.slot));
  for (let slot = 1; slot <= rules[owner.kind].perDay; slot += 1) if (!used.has(slot)) return slot;
  return undefined;
}

type NewAnnouncement = Omit<typeof announcements.$inferInsert, 'eventId' | 'communityId' | 'sendDay' | 'daySlot'> & {
  sendAt: Date;
};

/** Inserts the announcement in a free place of its day; none left: the owner's cap code (429). */
export async function insertInDaySlot(
  deps: AppDeps,
  owner: DayOwner,
  values: NewAnnouncement,
): Promise<typeof announcements.$inferSelect> {
  const rule = rules[owner.kind];
  const sendDay = dayIn(values.sendAt, owner.timezone);
  const ownerValues = owner.kind === 'event' ? { eventId: owner.id } : { communityId: owner.id };
  // Two senders may pick the same free place: the loser's insert fails on the unique index and looks again.
  for (let attempt = 0; attempt <= rule.perDay; attempt += 1) {
    const daySlot = await freeSlot(deps, owner, sendDay);
    if (daySlot === undefined) throw new AppError(rule.full);
    try {
      const [row] = await deps.db
        .insert(announcements)
        .values({ ...values, ...ownerValues, sendDay, daySlot })
        .returning();
      return row;
    } catch (error) {
      if (!isUniqueViolation(error, rule.index)) throw error;
    }
  }
  throw new AppError(rule.full);
}
