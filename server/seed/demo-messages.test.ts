import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  announcementRecipients,
  announcements,
  communities,
  communityAnnouncementRecipients,
  eventFeedback,
  eventReminderSettings,
  events,
  thankYouDeliveries,
  thankYouSettings,
} from '../platform/db/schema/index.ts';
import { DEMO_FINISHED_HACKATHON } from './demo-hackathons.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('gives the demo meetup a sent announcement with its recipients, a scheduled one and its reminders, once', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toContain('messages');
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const [meetup] = await t.db.select().from(events).where(eq(events.handle, 'seoul-ai-meetup-12'));
  const rows = await t.db.select().from(announcements).where(eq(announcements.eventId, meetup.id));
  expect(rows.map((row) => row.status).sort()).toEqual(['SCHEDULED', 'SENT']);
  const sent = rows.find((row) => row.status === 'SENT')!;
  const recipients = await t.db.select().from(announcementRecipients).where(eq(announcementRecipients.announcementId, sent.id));
  expect(recipients.length).toBeGreaterThan(0);
  expect(sent.recipientCount).toBe(recipients.length);
  // Nothing scheduled is already due: the sender would mail the demo guests at start.
  expect(rows.find((row) => row.status === 'SCHEDULED')!.sendAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  const [settings] = await t.db.select().from(eventReminderSettings).where(eq(eventReminderSettings.eventId, meetup.id));
  expect(settings.minutesBefore).toEqual([1440, 180, 60]);
});

it('gives the finished winter hackathon its thank-you and some feedback, without mailing anyone', async () => {
  await seedDemoIfEmpty(t.db, t.clock, t.files);
  const [hackathon] = await t.db.select().from(events).where(eq(events.handle, DEMO_FINISHED_HACKATHON));
  const [settings] = await t.db.select().from(thankYouSettings).where(eq(thankYouSettings.eventId, hackathon.id));
  expect(settings.enabled).toBe(true);
  const feedback = await t.db.select().from(eventFeedback).where(eq(eventFeedback.eventId, hackathon.id));
  expect(feedback.length).toBeGreaterThanOrEqual(3);
  // Every attendee counts as thanked: starting the server thanks none of the demo people again.
  const thanked = await t.db.$count(thankYouDeliveries);
  expect(thanked).toBeGreaterThanOrEqual(feedback.length);
  await t.drainAnnouncements();
  expect(await t.db.$count(thankYouDeliveries)).toBe(thanked);
});

it('gives the demo community a sent announcement with its members as recipients and a scheduled one, once', async () => {
  expect(await seedDemoIfEmpty(t.db, t.clock, t.files)).toEqual([]);
  const [community] = await t.db.select().from(communities).where(eq(communities.handle, 'seoul-builders'));
  const rows = await t.db.select().from(announcements).where(eq(announcements.communityId, community.id));
  expect(rows.map((row) => row.status).sort()).toEqual(['SCHEDULED', 'SENT']);
  const sent = rows.find((row) => row.status === 'SENT')!;
  const recipients = await t.db
    .select()
    .from(communityAnnouncementRecipients)
    .where(eq(communityAnnouncementRecipients.announcementId, sent.id));
  expect(recipients.length).toBeGreaterThan(1);
  expect(sent.recipientCount).toBe(recipients.length);
  expect(rows.find((row) => row.status === 'SCHEDULED')!.sendAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
});
