import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { FeedbackInvitationSchema, FeedbackSummarySchema, GiveFeedbackSchema, ThankYouSettingsSchema } from '../../thank-you.ts';
import { eventParams, senderAccess } from './shared.ts';

const tags = ['feedback'];

/** Whether the event's attendees get a thank-you after it. */
export const getThankYouSettings = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/thank-you',
  params: eventParams,
  responses: { 200: z.object({ data: ThankYouSettingsSchema }) },
  errors: ['G04002', 'G01019'],
  tags,
  description: `Whether attendees get a thank-you with a feedback form (and the photo link, when set) after the event: off unless turned on. ${senderAccess}`,
});

/** Turns the thank-you on or off. */
export const setThankYouSettings = endpoint({
  method: 'PUT',
  path: '/v1/event-managements/:id/thank-you',
  params: eventParams,
  body: ThankYouSettingsSchema,
  responses: { 200: z.object({ data: ThankYouSettingsSchema }) },
  errors: ['G04002', 'G01019'],
  tags,
  description:
    'On: once the event has ended (and up to 7 days after), each attendee — checked in, or every approved guest of an online ' +
    'event — gets one thank-you with the photo link and a link to rate the event 1–5 and leave a comment. Mutes do not apply ' +
    `(it is the event's own closing mail, sent once). ${senderAccess}`,
});

/** The ratings and comments. */
export const getFeedbackSummary = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/feedback',
  params: eventParams,
  responses: { 200: z.object({ data: FeedbackSummarySchema }) },
  errors: ['G04002', 'G01019'],
  tags,
  description: `How many rated, the average, how many gave each rating, and the comments, newest first. ${senderAccess}`,
});

/** The feedback as a CSV download. */
export const exportFeedbackCsv = endpoint({
  method: 'GET',
  path: '/v1/event-managements/:id/feedback/export-csv',
  params: eventParams,
  responses: {},
  errors: ['G04002', 'G01019'],
  tags,
  description:
    'Streams `text/csv` (UTF-8 with a BOM, CRLF, like the guest list): name, email, rating, comment, time (the event’s time ' +
    'zone), oldest first; headers follow Accept-Language; any cell starting with = + - @, tab or CR is prefixed with an ' +
    `apostrophe. ${senderAccess}`,
  produces: ['text/csv'],
});

/** What the thank-you's feedback link opens. */
export const getFeedbackInvitation = endpoint({
  method: 'GET',
  path: '/v1/feedback',
  query: z.object({ t: z.string().min(1).max(64) }),
  responses: { 200: z.object({ data: FeedbackInvitationSchema }) },
  errors: ['G20610'],
  tags,
  description:
    "The event the token's thank-you was for, its photo link, and the feedback already given. No sign-in: the token names one " +
    'attendee. Unknown token: 404 G20610.',
});

/** An attendee's rating and comment, once. */
export const giveFeedback = endpoint({
  method: 'POST',
  path: '/v1/feedback',
  body: GiveFeedbackSchema,
  responses: { 201: z.object({ data: FeedbackInvitationSchema }) },
  errors: ['G20610', 'G20611'],
  tags,
  description:
    'A rating of 1–5 and an optional comment (up to 1,000 characters) with the token of a thank-you. Once per attendee, held ' +
    'by the database: a second answer is 409 G20611. Unknown token: 404 G20610.',
});
