// Turns due announcements (and reminders, due-reminders.ts, and thank-yous, due-thank-yous.ts) into mail. A pass claims one due announcement (SKIP LOCKED, with a lease,
// so two instances never work on the same one) and queues its recipients in batches, each batch
// one transaction that records the recipients, queues their mails at bulk priority and moves the
// cursor. Recipients are never all in memory; a crash mid-way resumes at the cursor, and the
// recipients' primary key and the mails' keys make a batch done twice send nothing twice.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import {
  announcementRecipients,
  announcements,
  events,
  mailPriorities,
  registrations,
  users,
} from '../../platform/db/schema/index.ts';
import { enqueueEmails } from '../../platform/mail/outbox.ts';
import { audienceConditions, guestAddress, guestLocale } from './announcement-audience.ts';
import { composeAnnouncementMail } from './announcement-mail.ts';
import { announcementMailKey } from './announcement-view.ts';
import { queueDueReminders } from '../reminders/due-reminders.ts';
import { queueDueThankYous } from '../thank-you/due-thank-yous.ts';

type AnnouncementRow = typeof announcements.$inferSelect;

export type SenderOptions = {
  deps: AppDeps;
  log: FastifyBaseLogger;
  batchSize?: number;
  leaseMs?: number;
  /** the negative control of the reminder test only (see due-reminders.ts) */
  unguardedReminders?: boolean;
  pollMs?: number;
};

export function createAnnouncementSender(options: SenderOptions) {
  const { deps, log } = options;
  const { db, clock } = deps;
  const batchSize = options.batchSize ?? 500;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;
  let stopped = true;

  async function claim(): Promise<AnnouncementRow | undefined> {
    const now = clock.now();
    const due = db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          inArray(announcements.status, ['SCHEDULED', 'SENDING']),
          lte(announcements.sendAt, now),
          or(isNull(announcements.lockedUntil), lt(announcements.lockedUntil, now)),
        ),
      )
      .orderBy(asc(announcements.sendAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(announcements)
      .set({ status: 'SENDING', lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(inArray(announcements.id, due))
      .returning();
    return row;
  }

  /** Queues the next batch; answers the cursor after it, or null when nothing is left. */
  async function queueBatch(announcement: AnnouncementRow, event: typeof events.$inferSelect): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ cursor: announcements.cursor, status: announcements.status })
        .from(announcements)
        .where(eq(announcements.id, announcement.id))
        .for('update');
      if (current?.status !== 'SENDING') return null;
      const after = current.cursor ? gt(registrations.id, current.cursor) : undefined;
      const guests = await tx
        .select({ registrationId: registrations.id, email: guestAddress, locale: guestLocale })
        .from(registrations)
        .leftJoin(users, eq(users.id, registrations.userId))
        .where(and(audienceConditions(event.id, announcement.audience), after))
        .orderBy(asc(registrations.id))
        .limit(batchSize);
      if (guests.length === 0) return null;
      const added = await tx
        .insert(announcementRecipients)
        .values(
          guests.map((guest) => ({
            announcementId: announcement.id,
            ...guest,
            muteToken: randomBytes(18).toString('base64url'),
          })),
        )
        .onConflictDoNothing()
        .returning();
      await enqueueEmails(
        tx,
        clock,
        added.map((recipient) => ({
          dedupKey: announcementMailKey(announcement.id, recipient.registrationId),
          to: recipient.email,
          priority: mailPriorities.bulk,
          ...composeAnnouncementMail(deps.env, {
            versions: announcement,
            locale: recipient.locale,
            event,
            muteToken: recipient.muteToken,
          }),
        })),
      );
      const cursor = guests[guests.length - 1].registrationId;
      await tx
        .update(announcements)
        .set({
          cursor,
          recipientCount: sql`${announcements.recipientCount} + ${added.length}`,
          lockedUntil: new Date(clock.now().getTime() + leaseMs),
        })
        .where(eq(announcements.id, announcement.id));
      return guests.length < batchSize ? null : cursor;
    });
  }

  async function send(announcement: AnnouncementRow) {
    const [event] = await db.select().from(events).where(eq(events.id, announcement.eventId));
    while ((await queueBatch(announcement, event)) !== null) deps.kickOutbox();
    await db
      .update(announcements)
      .set({ status: 'SENT', sentAt: clock.now(), lockedUntil: null })
      .where(and(eq(announcements.id, announcement.id), eq(announcements.status, 'SENDING')));
    deps.kickOutbox();
  }

  /** Queues the due reminders and thank-yous and sends one due announcement; answers whether there was work. */
  async function runOnce(): Promise<boolean> {
    const reminded = await queueDueReminders(deps, { batchSize, unguarded: options.unguardedReminders });
    const thanked = await queueDueThankYous(deps, { batchSize });
    const announcement = await claim();
    if (announcement) await send(announcement);
    return reminded > 0 || thanked > 0 || announcement !== undefined;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    running = runOnce();
    try {
      schedule((await running) ? 0 : pollMs);
    } catch (error) {
      log.error({ err: error }, 'announcement pass failed');
      schedule(pollMs);
    } finally {
      running = undefined;
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Wakes the sender now, e.g. right after an announcement was written to go now. */
    kick() {
      if (stopped || running || !timer) return;
      clearTimeout(timer);
      schedule(0);
    },
    /** Sends every due announcement now, in the foreground (tests). */
    async drain(): Promise<number> {
      let count = 0;
      while (await runOnce()) count += 1;
      return count;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}

export type AnnouncementSender = ReturnType<typeof createAnnouncementSender>;
