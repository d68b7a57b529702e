// Turns due announcements (and reminders, due-reminders.ts, and thank-yous, due-thank-yous.ts) into mail. A pass claims one due announcement (SKIP LOCKED, with a lease,
// so two instances never work on the same one), an event's or a community's (each kind's recipients
// come from its RecipientSource), and queues its recipients in batches, each batch
// one transaction that records the recipients, queues their mails at bulk priority and moves the
// cursor. Recipients are never all in memory; a crash mid-way resumes at the cursor, and the
// recipients' primary key and the mails' keys make a batch done twice send nothing twice.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.ts';
import { announcements, mailPriorities } from '../../platform/db/schema/index.ts';
import { createPollLoop } from '../../platform/jobs/poll-loop.ts';
import { enqueueEmails } from '../../platform/mail/outbox.ts';
import { communityRecipients } from '../community-announcements/community-recipients.ts';
import { composeAnnouncementMail } from './announcement-mail.ts';
import { announcementMailKey } from './announcement-view.ts';
import { eventRecipients } from './event-recipients.ts';
import type { RecipientSource } from './recipient-source.ts';
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
  async function queueBatch(announcement: AnnouncementRow, source: RecipientSource): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ cursor: announcements.cursor, status: announcements.status })
        .from(announcements)
        .where(eq(announcements.id, announcement.id))
        .for('update');
      if (current?.status !== 'SENDING') return null;
      const next = await source.next(tx, current.cursor, batchSize);
      if (next.length === 0) return null;
      const added = await source.record(
        tx,
        next.map((recipient) => ({ ...recipient, muteToken: randomBytes(18).toString('base64url') })),
      );
      await enqueueEmails(
        tx,
        clock,
        added.map((recipient) => ({
          dedupKey: announcementMailKey(announcement.id, recipient.id),
          to: recipient.email,
          priority: mailPriorities.bulk,
          ...composeAnnouncementMail(deps.env, {
            versions: announcement,
            locale: recipient.locale,
            sender: source.sender,
            muteToken: recipient.muteToken,
          }),
        })),
      );
      const cursor = next[next.length - 1].id;
      await tx
        .update(announcements)
        .set({
          cursor,
          recipientCount: sql`${announcements.recipientCount} + ${added.length}`,
          lockedUntil: new Date(clock.now().getTime() + leaseMs),
        })
        .where(eq(announcements.id, announcement.id));
      return next.length < batchSize ? null : cursor;
    });
  }

  async function send(announcement: AnnouncementRow) {
    const { eventId, communityId } = announcement;
    const source = eventId
      ? await eventRecipients(deps, { ...announcement, eventId })
      : await communityRecipients(deps, { ...announcement, communityId: communityId! });
    while ((await queueBatch(announcement, source)) !== null) deps.kickOutbox();
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

  const loop = createPollLoop({ pass: runOnce, pollMs, log, failure: 'announcement pass failed' });

  return {
    start: loop.start,
    /** Wakes the sender now, e.g. right after an announcement was written to go now. */
    kick: loop.kick,
    /** Sends every due announcement now, in the foreground (tests). */
    async drain(): Promise<number> {
      let count = 0;
      while (await runOnce()) count += 1;
      return count;
    },
    stop: loop.stop,
  };
}

export type AnnouncementSender = ReturnType<typeof createAnnouncementSender>;
