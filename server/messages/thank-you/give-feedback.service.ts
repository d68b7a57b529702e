// GET and POST /v1/feedback: the thank-you's feedback link. The token names one attendee; their
// feedback is one row keyed by their registration, so a second answer (or two at once) is refused
// by the database, not by a read before the write.
import { eq } from 'drizzle-orm';
import type { FeedbackInvitation, GiveFeedbackSchema } from '../../../contract/thank-you.ts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { eventFeedback, events, registrations, thankYouDeliveries } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';

async function invitationOf(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({
      registrationId: thankYouDeliveries.registrationId,
      eventId: events.id,
      eventTitle: events.title,
      eventHandle: events.handle,
      photoLink: events.photoLink,
      rating: eventFeedback.rating,
      comment: eventFeedback.comment,
    })
    .from(thankYouDeliveries)
    .innerJoin(registrations, eq(registrations.id, thankYouDeliveries.registrationId))
    .innerJoin(events, eq(events.id, registrations.eventId))
    .leftJoin(eventFeedback, eq(eventFeedback.registrationId, thankYouDeliveries.registrationId))
    .where(eq(thankYouDeliveries.feedbackToken, token));
  if (!row) throw new AppError('G20610');
  return row;
}

const toInvitation = (row: Awaited<ReturnType<typeof invitationOf>>): FeedbackInvitation => ({
  eventTitle: row.eventTitle,
  eventHandle: row.eventHandle,
  photoLink: row.photoLink,
  given: row.rating !== null ? { rating: row.rating, comment: row.comment } : null,
});

export async function getFeedbackInvitation(deps: AppDeps, token: string): Promise<FeedbackInvitation> {
  return toInvitation(await invitationOf(deps, token));
}

export async function giveFeedback(deps: AppDeps, input: z.output<typeof GiveFeedbackSchema>): Promise<FeedbackInvitation> {
  const invitation = await invitationOf(deps, input.token);
  const comment = input.comment || null;
  try {
    await deps.db.insert(eventFeedback).values({
      registrationId: invitation.registrationId,
      eventId: invitation.eventId,
      rating: input.rating,
      comment,
      createdAt: deps.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'event_feedback_pkey')) throw new AppError('G20611');
    throw error;
  }
  return toInvitation({ ...invitation, rating: input.rating, comment });
}
