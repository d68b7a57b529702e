import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import {
  AnnouncementSchema,
  AudienceCountQuerySchema,
  AudienceCountSchema,
  CreateAnnouncementSchema,
  MuteAnnouncementsSchema,
  MutedEventSchema,
  MuteSettingSchema,
  ReceivedAnnouncementsSchema,
  ReminderSettingsSchema,
  TestAnnouncementSchema,
} from '../../announcements.ts';
import { announcementParams, eventParams, senderAccess } from './shared.ts';

const tags = ['announcements'];

/** How many guests an audience reaches now. */
export const countAnnouncementAudience = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/announcements/audience',
  params: eventParams,
  body: AudienceCountQuerySchema,
  responses: { 200: z.object({ data: AudienceCountSchema }) },
  errors: ['G04002', 'G01019'],
  tags,
  description:
    'How many guests the audience reaches now: its statuses (APPROVED, PENDING, WAITLISTED; APPROVED when omitted), ' +
    `check-in status, tickets and participation types, less the addresses that muted the event. ${senderAccess}`,
});

/** The message as it would go out, to the sender alone. */
export const sendTestAnnouncement = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/announcements/test',
  params: eventParams,
  body: TestAnnouncementSchema,
  responses: { 202: z.object({ data: z.object({ to: z.string() }) }) },
  errors: ['G04002', 'G01019', 'G20601'],
  tags,
  description:
    "Mails the message to the sender's own address, in the sender's language when both are written, marked as a test. " +
    `Neither language complete: G20601. ${senderAccess}`,
});

/** Sends an announcement now, or schedules it. */
export const createAnnouncement = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/announcements',
  params: eventParams,
  body: CreateAnnouncementSchema,
  responses: { 201: z.object({ data: AnnouncementSchema }) },
  errors: ['G04002', 'G01019', 'G20600', 'G20601', 'G20602', 'G20606'],
  tags,
  description:
    'A subject and a body (sanitised rich text) in `en`, `ko` or both (neither complete: G20601); each guest gets their own ' +
    'language when both are written. `sendAt` (with an offset) schedules it, from now up to a year ahead (G20602); omitted, it ' +
    'goes now. Recipients are chosen when it starts; sent now to an audience nobody matches: G20606. At most 5 an event a day, counted ' +
    `on the day of sendAt in the event's time zone; cancelled ones do not count: 429 G20600. ${senderAccess}`,
});

/** The event's announcements, newest first, with their counts. */
export const listAnnouncements = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/announcements',
  params: eventParams,
  responses: { 200: z.object({ data: z.object({ items: z.array(AnnouncementSchema) }) }) },
  errors: ['G04002', 'G01019'],
  tags,
  description:
    "The history: each announcement with its audience, status, time in the event's time zone, recipients so far and how " +
    `many mails were sent and failed (failed ones are retried). ${senderAccess}`,
});

/** Cancels a scheduled announcement before it starts. */
export const cancelAnnouncement = endpoint({
  method: 'POST',
  path: '/v1/event-managements/:id/announcements/:announcementId/cancel',
  params: announcementParams,
  responses: { 200: z.object({ data: AnnouncementSchema }) },
  errors: ['G04002', 'G01019', 'G20603', 'G20604'],
  tags,
  description:
    `A scheduled announcement that has not started: cancelled, and its place in the day's cap given back. Started or sent: ` +
    `409 G20604. Another event's or an unknown id: 404 G20603. ${senderAccess}`,
});

/** The announcements that reached the signed-in guest. */
export const listReceivedAnnouncements = endpoint({
  method: 'GET',
  path: '/v1/events/:id/announcements',
  params: eventParams,
  responses: { 200: z.object({ data: ReceivedAnnouncementsSchema }) },
  errors: ['G04002'],
  tags,
  description:
    'The announcements sent to the signed-in guest for this event, newest first, in the language they were mailed in, and ' +
    'whether the guest muted the event. Sign-in required (401 G01001); an event the viewer cannot open: 404 G04002.',
});

/** A signed-in guest mutes or unmutes the event's announcements. */
export const setAnnouncementMute = endpoint({
  method: 'PUT',
  path: '/v1/events/:id/announcements/mute',
  params: eventParams,
  body: MuteSettingSchema,
  responses: { 200: z.object({ data: z.object({ muted: z.boolean() }) }) },
  errors: ['G04002'],
  tags,
  description:
    "Mutes (or unmutes) this event's announcements for the signed-in guest's address. Mails a guest needs — codes, tickets, " +
    'decisions, reminders — still go. Sign-in required (401 G01001); an event the viewer cannot open: 404 G04002.',
});

/** The mute link of an announcement mail. */
export const muteByLink = endpoint({
  method: 'POST',
  path: '/v1/announcement-mutes',
  body: MuteAnnouncementsSchema,
  responses: { 200: z.object({ data: MutedEventSchema }) },
  errors: ['G20605'],
  tags,
  description:
    "The token of an announcement mail's mute link: that address gets no more of the event's announcements. No sign-in; " +
    'the token names one recipient of one mail. Unknown token: 404 G20605.',
});

/** The event's reminders before it starts. */
export const getReminders = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/reminders',
  params: eventParams,
  responses: { 200: z.object({ data: ReminderSettingsSchema }) },
  errors: ['G04002', 'G01019'],
  tags,
  description: `The reminders approved guests get, in minutes before the start: a day and an hour (1440, 60) unless changed. ${senderAccess}`,
});

/** Changes or turns off the event's reminders. */
export const setReminders = endpoint({
  method: 'PUT',
  path: '/v1/event-managements/:id/reminders',
  params: eventParams,
  body: ReminderSettingsSchema,
  responses: { 200: z.object({ data: ReminderSettingsSchema }) },
  errors: ['G04002', 'G01019'],
  tags,
  description:
    'Up to 3 reminders, each 15 minutes to 14 days before the start, all different; an empty list turns them off. Each ' +
    'approved guest gets each reminder once, with their ticket link, the place or online link and the .ics; a guest who ' +
    `registered after a reminder's time does not get it. ${senderAccess}`,
});
