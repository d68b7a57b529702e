// GET /v1/event-managements/{id}/dashboard: the numbers behind the management index's charts —
// registrations per day in the event's time zone, counts by status, approvals waiting, check-in
// progress per hour and per ticket. A handful of grouped queries over the registration counters
// (per ticket and status, per quarter hour), run side by side: none reads the registrations.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import type { HostDashboard } from '../../../contract/guests.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { eventSeats, registrationActivity, registrationCounts, tickets } from '../../platform/db/schema/index.ts';
import { requireEventRole } from '../../events/index.ts';
import { summarizeCheckIns } from '../check-in/check-in-summary.service.ts';

const DAY_MS = 86_400_000;
// Grouped by position: the time zone is a parameter, and `$1` in SELECT and `$2` in GROUP BY are
// different expressions to PostgreSQL.
const firstColumn = sql`1`;
/** Past this many days the series lists only days with registrations. */
const MAX_FILLED_DAYS = 400;

/** Every day from the first to the last bucket, empty days as zero, with the running total. */
export function fillDays(buckets: { date: string; count: number }[]): HostDashboard['registrationsOverTime'] {
  if (buckets.length === 0) return [];
  const byDate = new Map(buckets.map((b) => [b.date, b.count]));
  const first = Date.parse(`${buckets[0].date}T00:00:00Z`);
  const last = Date.parse(`${buckets.at(-1)!.date}T00:00:00Z`);
  const dates =
    (last - first) / DAY_MS < MAX_FILLED_DAYS
      ? Array.from({ length: (last - first) / DAY_MS + 1 }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10))
      : buckets.map((b) => b.date);
  let cumulative = 0;
  return dates.map((date) => {
    const count = byDate.get(date) ?? 0;
    cumulative += count;
    return { date, count, cumulative };
  });
}

export async function getHostDashboard(deps: AppDeps, actorId: string, eventId: string): Promise<HostDashboard> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewManagement);
  const tz = event.timezone;
  const inEvent = eq(registrationActivity.eventId, event.id);
  const day = sql<string>`to_char(${registrationActivity.quarter} at time zone ${tz}, 'YYYY-MM-DD')`;
  const hour = sql<string>`to_char(date_trunc('hour', ${registrationActivity.quarter} at time zone ${tz}), 'YYYY-MM-DD"T"HH24:00')`;
  const [summary, days, hours, ticketRows, [seats]] = await Promise.all([
    summarizeCheckIns(deps.db, event.id),
    deps.db
      .select({ date: day, count: sql<number>`sum(${registrationActivity.registered})::int` })
      .from(registrationActivity)
      .where(and(inEvent, ne(registrationActivity.registered, 0)))
      .groupBy(firstColumn)
      .orderBy(firstColumn),
    deps.db
      .select({ hour, count: sql<number>`sum(${registrationActivity.checkedIn})::int` })
      .from(registrationActivity)
      .where(and(inEvent, ne(registrationActivity.checkedIn, 0)))
      .groupBy(firstColumn)
      .orderBy(firstColumn),
    deps.db
      .select({
        id: tickets.id,
        name: tickets.name,
        isDefault: tickets.isDefault,
        quantity: tickets.quantity,
        issuedCount: tickets.issuedCount,
        approved: sql<number>`coalesce(sum(${registrationCounts.count}) filter (where ${registrationCounts.status} = 'APPROVED'), 0)::int`,
        checkedIn: sql<number>`coalesce(sum(${registrationCounts.checkedIn}) filter (where ${registrationCounts.status} = 'APPROVED'), 0)::int`,
      })
      .from(tickets)
      .leftJoin(registrationCounts, eq(registrationCounts.ticketId, tickets.id))
      .where(eq(tickets.eventId, event.id))
      .groupBy(tickets.id)
      .orderBy(asc(tickets.createdAt), asc(tickets.id)),
    deps.db.select({ taken: eventSeats.taken }).from(eventSeats).where(eq(eventSeats.eventId, event.id)),
  ]);
  return {
    eventId: event.id,
    timezone: tz,
    capacity: { maxParticipants: event.maxParticipants, seatsTaken: seats?.taken ?? 0 },
    countsByStatus: {
      APPROVED: summary.approved,
      PENDING: summary.pending,
      REJECTED: summary.rejected,
      CANCELLED: summary.cancelled,
      WAITLISTED: summary.waitlisted,
    },
    total: summary.total,
    pendingApprovals: summary.pending,
    checkIn: {
      approved: summary.approved,
      checkedIn: summary.checkedIn,
      rate: summary.approved ? summary.checkedIn / summary.approved : 0,
    },
    registrationsOverTime: fillDays(days),
    checkInsOverTime: hours,
    tickets: ticketRows,
  };
}
