// Queues the reminders that are due: for each published event not yet started, each of its
// reminders whose time has come, to its approved guests who registered before that time. A guest's
// reminder is claimed in `reminder_deliveries` (its primary key) in the transaction that queues its
// mail, so two instances, or one before and after a restart, never send it twice.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { DEFAULT_REMINDERS } from '../../../contract/announcements.ts';
import type { EventRow } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { events, registrations, reminderDeliveries, users } from '../../platform/db/schema/index.ts';
import { enqueueEmails } from '../../platform/mail/outbox.ts';
import { guestAddress, guestLocale } from '../announcements/announcement-audience.ts';
import { composeReminderMail } from './reminder-mail.ts';

export type ReminderOptions = {
  batchSize: number;
  /**
   * Only for the negative control of the concurrency test: queue without claiming, each mail under
   * a key of its own, as code that read "not sent yet" and then sent would.
   */
  unguarded?: boolean;
};

const defaults = sql.raw(`array[${DEFAULT_REMINDERS.join(', ')}]::int[]`);

/** The (event, minutes before) pairs whose time has come, for events that have not started. */
async function dueReminders(deps: AppDeps): Promise<{ eventId: string; minutes: number }[]> {
  const now = deps.clock.now();
  const result: unknown = await deps.db.execute(sql`
    select e.id as event_id, m.minutes
    from events e
    cross join lateral unnest(coalesce(
      (select s.minutes_before from event_reminder_settings s where s.event_id = e.id), ${defaults})) as m(minutes)
    where e.status = 'PUBLISHED' and e.starts_at > ${now}
      and e.starts_at - make_interval(mins => m.minutes) <= ${now}
      and exists (select 1 from registrations r where r.event_id = e.id and r.status = 'APPROVED'
        and r.created_at <= e.starts_at - make_interval(mins => m.minutes)
        and not exists (select 1 from reminder_deliveries d where d.registration_id = r.id and d.minutes_before = m.minutes))
    order by e.starts_at`);
  type Row = { event_id: string; minutes: number };
  // Both drivers answer raw queries with `{ rows }`.
  return (result as { rows: Row[] }).rows.map((row) => ({ eventId: row.event_id, minutes: Number(row.minutes) }));
}

/** One batch of one reminder; answers how many guests it looked at (fewer than the batch: done). */
async function queueBatch(deps: AppDeps, event: EventRow, minutes: number, options: ReminderOptions): Promise<number> {
  const remindAt = new Date(event.startsAt.getTime() - minutes * 60_000);
  return deps.db.transaction(async (tx) => {
    const guests = await tx
      .select({ registrationId: registrations.id, userId: registrations.userId, email: guestAddress, locale: guestLocale })
      .from(registrations)
      .leftJoin(users, eq(users.id, registrations.userId))
      .where(
        and(
          eq(registrations.eventId, event.id),
          eq(registrations.status, 'APPROVED'),
          lte(registrations.createdAt, remindAt),
          sql`not exists (select 1 from ${reminderDeliveries} d
            where d.registration_id = ${registrations.id} and d.minutes_before = ${minutes})`,
        ),
      )
      .orderBy(asc(registrations.id))
      .limit(options.batchSize);
    if (guests.length === 0) return 0;
    const now = deps.clock.now();
    const claimed = await tx
      .insert(reminderDeliveries)
      .values(guests.map((guest) => ({ registrationId: guest.registrationId, minutesBefore: minutes, createdAt: now })))
      .onConflictDoNothing()
      .returning({ registrationId: reminderDeliveries.registrationId });
    const mine = new Set(claimed.map((row) => row.registrationId));
    const sending = options.unguarded ? guests : guests.filter((guest) => mine.has(guest.registrationId));
    await enqueueEmails(
      tx,
      deps.clock,
      sending.map((guest) => ({
        dedupKey: `reminder:${guest.registrationId}:${minutes}${options.unguarded ? `:${randomUUID()}` : ''}`,
        to: guest.email,
        ...composeReminderMail(deps.env, deps.sessionSecret, event, guest),
      })),
    );
    return guests.length;
  });
}

/** Queues every due reminder; answers how many mails were looked at. */
export async function queueDueReminders(deps: AppDeps, options: ReminderOptions): Promise<number> {
  const due = await dueReminders(deps);
  if (due.length === 0) return 0;
  const rows = await deps.db
    .select()
    .from(events)
    .where(inArray(events.id, [...new Set(due.map((d) => d.eventId))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  let total = 0;
  for (const { eventId, minutes } of due) {
    const event = byId.get(eventId)!;
    for (;;) {
      const looked = await queueBatch(deps, event, minutes, options);
      total += looked;
      if (looked < options.batchSize) break;
    }
  }
  if (total > 0) deps.kickOutbox();
  return total;
}
