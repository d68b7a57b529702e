// GET /v1/event-managements/{id}/feedback: how many rated, the average and each rating's count in
// one aggregate, and the comments, newest first.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import { feedbackLimits, type FeedbackSummary } from '../../../contract/thank-you.ts';
import { requireEventRole } from '../../events/index.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import { eventFeedback, registrations } from '../../platform/db/schema/index.ts';

const COMMENTS_SHOWN = 200;

export async function getFeedbackSummary(deps: AppDeps, actorId: string, eventId: string): Promise<FeedbackSummary> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editEvent);
  const ratings = await deps.db
    .select({ rating: eventFeedback.rating, count: sql<number>`count(*)`.mapWith(Number) })
    .from(eventFeedback)
    .where(eq(eventFeedback.eventId, event.id))
    .groupBy(eventFeedback.rating);
  const distribution = Array.from(
    { length: feedbackLimits.maxRating },
    (_, i) => ratings.find((r) => r.rating === i + 1)?.count ?? 0,
  );
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const comments = await deps.db
    .select({
      name: registrations.name,
      rating: eventFeedback.rating,
      comment: eventFeedback.comment,
      createdAt: eventFeedback.createdAt,
    })
    .from(eventFeedback)
    .innerJoin(registrations, eq(registrations.id, eventFeedback.registrationId))
    .where(and(eq(eventFeedback.eventId, event.id), isNotNull(eventFeedback.comment)))
    .orderBy(desc(eventFeedback.createdAt))
    .limit(COMMENTS_SHOWN);
  return {
    count,
    average: count > 0 ? Math.round((total / count) * 100) / 100 : null,
    distribution,
    comments: comments.map((c) => ({
      name: c.name,
      rating: c.rating,
      comment: c.comment!,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}
