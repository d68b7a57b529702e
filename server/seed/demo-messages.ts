// Demo data for announcements: the demo meetup has one sent to its approved guests (who see it on
// the event page), one scheduled for the day before it starts, and its reminders set. Written straight to the tables;
// no mail is sent.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/client.ts';
import {
  announcementRecipients,
  announcements,
  eventHosts,
  eventReminderSettings,
  events,
  registrations,
  users,
} from '../platform/db/schema/index.ts';
import type { DemoSeeder } from './demo.ts';
import { dateFormatter } from '../../contract/date-formatter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayIn = (instant: Date, timeZone: string) =>
  dateFormatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

async function seed(db: Db, clock: Clock): Promise<boolean> {
  const [meetup] = await db.select().from(events).where(eq(events.handle, 'seoul-ai-meetup-12'));
  if (!meetup) return false;
  const [existing] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.eventId, meetup.id));
  if (existing) return false;
  const [host] = await db
    .select({ userId: eventHosts.userId })
    .from(eventHosts)
    .where(and(eq(eventHosts.eventId, meetup.id), eq(eventHosts.role, 'HOST')));
  const now = clock.now();
  const sentAt = new Date(now.getTime() - DAY_MS);
  const scheduledAt = new Date(Math.max(now.getTime() + 60 * 60 * 1000, meetup.startsAt.getTime() - DAY_MS));

  const [sent] = await db
    .insert(announcements)
    .values({
      eventId: meetup.id,
      authorId: host?.userId ?? null,
      subjectEn: 'Room change: we moved to the 5th floor',
      bodyEn: '<p>We outgrew the 3rd floor. Take the lift to the <strong>5th floor</strong>; doors open at 6:30.</p>',
      subjectKo: '장소 변경: 5층으로 옮겼습니다',
      bodyKo: '<p>3층이 좁아져 <strong>5층</strong>으로 옮겼습니다. 6시 30분에 입장을 시작합니다.</p>',
      audience: { status: ['APPROVED'] },
      status: 'SENT',
      sendAt: sentAt,
      sendDay: dayIn(sentAt, meetup.timezone),
      daySlot: 1,
      sentAt,
      createdAt: sentAt,
    })
    .returning();
  const recipients = await db
    .select({
      registrationId: registrations.id,
      email: sql<string>`coalesce(${users.email}, ${registrations.email})`,
      locale: sql<'en' | 'ko'>`coalesce(${users.locale}, ${registrations.locale})`,
    })
    .from(registrations)
    .leftJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.eventId, meetup.id), eq(registrations.status, 'APPROVED')));
  if (recipients.length > 0)
    await db
      .insert(announcementRecipients)
      .values(recipients.map((r) => ({ announcementId: sent.id, ...r, muteToken: randomBytes(18).toString('base64url') })));
  await db.update(announcements).set({ recipientCount: recipients.length }).where(eq(announcements.id, sent.id));

  await db.insert(announcements).values({
    eventId: meetup.id,
    authorId: host?.userId ?? null,
    subjectEn: 'Slides and tomorrow’s schedule',
    bodyEn: '<p>See you tomorrow! The schedule and the speakers’ slides are on the event page.</p>',
    subjectKo: '내일 일정과 발표 자료',
    bodyKo: '<p>내일 만나요! 일정과 발표 자료는 이벤트 페이지에 있습니다.</p>',
    audience: { status: ['APPROVED', 'WAITLISTED'] },
    status: 'SCHEDULED',
    sendAt: scheduledAt,
    sendDay: dayIn(scheduledAt, meetup.timezone),
    daySlot: 1,
    createdAt: now,
  });
  // Reminders a day, three hours and an hour before: set by the host rather than the defaults.
  await db.insert(eventReminderSettings).values({ eventId: meetup.id, minutesBefore: [1440, 180, 60], updatedAt: now });
  return true;
}

export const demoMessagesSeeder: DemoSeeder = { name: 'messages', seed };
