// Queues the thank-yous that are due: for each published event that has ended (within the last
// week) and whose host turned the thank-you on, to each attendee — checked in, or any approved guest
// of an online event. Like a reminder (decision 037), each attendee's thank-you is claimed in
// `thank_you_deliveries` (its primary key) in the transaction that queues its mail: it goes once.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { feedbackLimits } from '../../../contract/thank-you.ts';
import type { EventRow } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { events, registrations, thankYouDeliveries, users } from '../../platform/db/schema/index.ts';
import { enqueueEmails } from '../../platform/mail/outbox.ts';
import { guestAddress, guestLocale } from '../announcements/announcement-audience.ts';
import { composeThankYouMail } from './thank-you-mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who counts as having attended: checked in at the door, or approved for an online event. */
export const attendedCondition = or(eq(registrations.checkInStatus, 'CHECKED_IN'), sql`${events.locationMode} = 'ONLINE'`)!;

async function dueEvents(deps: AppDeps): Promise<EventRow[]> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - feedbackLimits.sendWithinDays * DAY_MS);
  return deps.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.status, 'PUBLISHED'),
        sql`${events.endsAt} <= ${now} and ${events.endsAt} > ${since}`,
        sql`exists (select 1 from thank_you_settings s where s.event_id = ${events.id} and s.enabled)`,
        sql`exists (select 1 from ${registrations} r where r.event_id = ${events.id} and r.status = 'APPROVED'
          and (r.check_in_status = 'CHECKED_IN' or ${events.locationMode} = 'ONLINE')
          and not exists (select 1 from ${thankYouDeliveries} d where d.registration_id = r.id))`,
      ),
    )
    .orderBy(asc(events.endsAt));
}

/** One batch of one event's attendees; answers how many it looked at (fewer than the batch: done). */
async function queueBatch(deps: AppDeps, event: EventRow, batchSize: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const attendees = await tx
      .select({ registrationId: registrations.id, email: guestAddress, locale: guestLocale })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.eventId))
      .leftJoin(users, eq(users.id, registrations.userId))
      .where(
        and(
          eq(registrations.eventId, event.id),
          eq(registrations.status, 'APPROVED'),
          attendedCondition,
          sql`not exists (select 1 from ${thankYouDeliveries} d where d.registration_id = ${registrations.id})`,
        ),
      )
      .orderBy(asc(registrations.id))
      .limit(batchSize);
    if (attendees.length === 0) return 0;
    const now = deps.clock.now();
    const claimed = await tx
      .insert(thankYouDeliveries)
      .values(
        attendees.map((a) => ({
          registrationId: a.registrationId,
          feedbackToken: randomBytes(18).toString('base64url'),
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: thankYouDeliveries.registrationId })
      .returning();
    const tokens = new Map(claimed.map((row) => [row.registrationId, row.feedbackToken]));
    await enqueueEmails(
      tx,
      deps.clock,
      attendees
        .filter((a) => tokens.has(a.registrationId))
        .map((a) => ({
          dedupKey: `thank-you:${a.registrationId}`,
          to: a.email,
          ...composeThankYouMail(deps.env, event, a.locale, tokens.get(a.registrationId)!),
        })),
    );
    return attendees.length;
  });
}

/** Queues every due thank-you; answers how many attendees were looked at. */
export async function queueDueThankYous(deps: AppDeps, options: { batchSize: number }): Promise<number> {
  const due = await dueEvents(deps);
  let total = 0;
  for (const event of due) {
    for (;;) {
      const looked = await queueBatch(deps, event, options.batchSize);
      total += looked;
      if (looked < options.batchSize) break;
    }
  }
  if (total > 0) deps.kickOutbox();
  return total;
}
