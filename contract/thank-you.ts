// After an event: the thank-you its attendees get (if the host turns it on), the feedback they give
// from it, and what the host sees of that feedback.
import { z } from 'zod';
import { displayBlock } from './display-text.ts';

export const feedbackLimits = {
  minRating: 1,
  maxRating: 5,
  comment: 1_000,
  /** an event that ended longer ago than this gets no thank-you when the host turns it on late */
  sendWithinDays: 7,
} as const;

/** The page a thank-you mail's feedback link opens (`?t=` carries the token). */
export const FEEDBACK_LINK_PATH = '/feedback';

/** GET and PUT /v1/event-managements/{id}/thank-you: whether attendees get a thank-you after the event. */
export const ThankYouSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'validation.required' }),
});
export type ThankYouSettings = z.output<typeof ThankYouSettingsSchema>;

/** POST /v1/feedback: a rating of 1–5 and an optional comment, with the thank-you's token. */
export const GiveFeedbackSchema = z.strictObject({
  token: z.string().min(1).max(64),
  rating: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(feedbackLimits.minRating, { error: 'validation.invalid' })
    .max(feedbackLimits.maxRating, { error: 'validation.invalid' }),
  comment: displayBlock({ error: 'validation.invalid' })
    .trim()
    .max(feedbackLimits.comment, { error: 'validation.tooLong' })
    .optional(),
});
export type GiveFeedbackInput = z.input<typeof GiveFeedbackSchema>;

/** GET /v1/feedback?t=: what the feedback page shows before the attendee answers. */
export const FeedbackInvitationSchema = z.object({
  eventTitle: z.string(),
  eventHandle: z.string(),
  photoLink: z.string().nullable(),
  /** this attendee's feedback, once given */
  given: z.object({ rating: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type FeedbackInvitation = z.infer<typeof FeedbackInvitationSchema>;

/** GET /v1/event-managements/{id}/feedback: the ratings and comments, newest first. */
export const FeedbackSummarySchema = z.object({
  count: z.number().int(),
  /** null until someone rated */
  average: z.number().nullable(),
  /** how many gave 1, 2, 3, 4 and 5 */
  distribution: z.array(z.number().int()).length(feedbackLimits.maxRating),
  comments: z.array(z.object({ name: z.string(), rating: z.number().int(), comment: z.string(), createdAt: z.string() })),
});
export type FeedbackSummary = z.infer<typeof FeedbackSummarySchema>;
