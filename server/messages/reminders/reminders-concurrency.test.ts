// Reminders exactly once per guest with two instances on one PostgreSQL server, the fake clock
// driving time and one instance restarted between the reminders: every guest's mail arrives once at
// a real SMTP receiver. The negative control runs the same race with senders that read "not sent
// yet" and send without claiming the guest's reminder: some guest then gets two.
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.ts';
import { outbox, registrations, reminderDeliveries } from '../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, type Team } from '../../test/guests.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { createAnnouncementSender } from '../index.ts';

const GUESTS = 60;

describe.runIf(onServerDatabase())('reminders exactly once (two instances, a restart, one PostgreSQL)', () => {
  let receiver: SmtpReceiver;
  let a: TestApp;
  let b: TestApp;
  let team: Team;
  let emails: string[];

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    a = await createTestApp({ env: { SMTP_URL: receiver.url } });
    b = await createTestApp({ shareDatabaseWith: a, clock: a.clock, env: { SMTP_URL: receiver.url } });
    team = await guestTeam(a);
    const rows = await insertGuests(a.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: Array.from({ length: GUESTS }, () => ({ createdAt: new Date('2026-06-01T00:00:00.000Z') })),
    });
    emails = rows.map((row) => row.email);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await receiver?.close();
  });

  const reminderMails = () => receiver.mails.filter((mail) => mail.subject === 'Reminder: Seoul AI Meetup');
  const perGuest = () => emails.map((email) => reminderMails().filter((mail) => mail.to.includes(email)).length);

  it('sends each guest each reminder once, across two instances and a restart', async () => {
    a.clock.set('2026-06-07T10:00:00.000Z');
    await Promise.all([a.drainAnnouncements(), b.drainAnnouncements(), a.drainAnnouncements(), b.drainAnnouncements()]);
    // An instance goes down and comes back between the reminders.
    await b.close();
    b = await createTestApp({ shareDatabaseWith: a, clock: a.clock, env: { SMTP_URL: receiver.url } });
    await Promise.all([a.drainAnnouncements(), b.drainAnnouncements()]);
    await Promise.all([a.drainOutbox(), b.drainOutbox()]);
    expect(perGuest()).toEqual(emails.map(() => 1));

    a.clock.set('2026-06-08T09:00:00.000Z');
    await Promise.all([b.drainAnnouncements(), a.drainAnnouncements(), b.drainAnnouncements()]);
    await Promise.all([a.drainOutbox(), b.drainOutbox()]);
    expect(perGuest()).toEqual(emails.map(() => 2));
  });

  it('negative control: without the claim, some guest gets a reminder twice', async () => {
    a.clock.set('2026-06-01T00:00:00.000Z');
    const control = await guestTeam(a, { title: 'Control event' });
    await insertGuests(a.db, {
      eventId: control.event.id,
      ticketId: control.ticketId,
      guests: Array.from({ length: GUESTS }, () => ({ createdAt: new Date('2026-06-01T00:00:00.000Z') })),
    });
    a.clock.set('2026-06-07T10:00:00.000Z');
    const depsOf = (t: TestApp): AppDeps => ({
      db: t.db,
      env: t.env,
      clock: t.clock,
      files: t.files,
      kickOutbox: () => {},
      sessionSecret: loadSessionSecret(t.env),
    });
    const unguarded = [a, b].map((t) =>
      createAnnouncementSender({ deps: depsOf(t), log: t.app.log, batchSize: 5, unguardedReminders: true }),
    );
    const controlGuests = a.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.eventId, control.event.id));
    const mostMailsToOneGuest = async () => {
      const [row] = await a.db.select({ most: sql<number>`coalesce(max(n), 0)`.mapWith(Number) }).from(
        a.db
          .select({ n: sql<number>`count(*)`.as('n') })
          .from(outbox)
          .where(like(outbox.dedupKey, 'reminder:%:1440:%'))
          .groupBy(sql`split_part(${outbox.dedupKey}, ':', 2)`)
          .as('per_guest'),
      );
      return row.most;
    };
    const most = await raceUntilBroken(
      async () => {
        await a.db.delete(outbox).where(like(outbox.dedupKey, 'reminder:%:1440:%'));
        await a.db.delete(reminderDeliveries).where(sql`${reminderDeliveries.registrationId} in ${controlGuests}`);
        await Promise.all(unguarded.map((sender) => sender.drain()));
        return mostMailsToOneGuest();
      },
      (n) => n > 1,
    );
    expect(most).toBeGreaterThan(1);
  });
});
