// Publishing closes judging and makes the results public, once (G09033 after), and only after
// judging opened (G20101). Every team member is emailed their team's place through the outbox in
// the same transaction. A host can reopen a submitted score while judging is open.
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReopenedScoreSchema } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import { hackathonMembers, judgingScores, judgingSettings, users } from '../../../platform/db/schema/index.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { submissionDeadlineOf } from '../../settings/settings.service.ts';
import { enqueueEmail } from '../../../platform/mail/outbox.ts';
import { requireJudgingHost } from '../scoring/judging-access.ts';
import { lockSettings, requireOpen, windowOf } from '../scoring/judging-state.ts';
import { resultsEmail } from './results-email.ts';
import { computeResults, getHostResults } from './results.service.ts';

export async function publishResults(deps: AppDeps, userId: string, eventId: string) {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const settings = await lockSettings(tx, event.id, now, 'update');
    if (settings.publishedAt) throw new AppError('G09033');
    requireOpen(windowOf(await submissionDeadlineOf(tx, event.id), null, now));
    const published = await tx
      .update(judgingSettings)
      .set({ publishedAt: now, updatedAt: now })
      .where(and(eq(judgingSettings.eventId, event.id), isNull(judgingSettings.publishedAt)))
      .returning();
    if (published.length === 0) throw new AppError('G09033');
    const { overall } = await computeResults(tx, event.id);
    const members = await tx
      .select({ projectId: hackathonMembers.projectId, id: users.id, email: users.email, locale: users.locale })
      .from(hackathonMembers)
      .innerJoin(users, eq(users.id, hackathonMembers.userId))
      .where(eq(hackathonMembers.eventId, event.id));
    for (const member of members) {
      const row = overall.find((entry) => entry.project.id === member.projectId);
      if (!row) continue;
      await enqueueEmail(
        tx,
        deps.clock,
        resultsEmail(deps.env, { event, user: member, teamName: row.project.teamName, rank: row.rank, total: overall.length }),
      );
    }
  });
  deps.kickOutbox();
  return getHostResults(deps, userId, eventId);
}

export async function reopenScore(
  deps: AppDeps,
  userId: string,
  eventId: string,
  scoreId: string,
): Promise<z.infer<typeof ReopenedScoreSchema>> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const settings = await lockSettings(tx, event.id, now, 'update');
    const [score] = isUuid(scoreId)
      ? await tx
          .select()
          .from(judgingScores)
          .where(and(eq(judgingScores.eventId, event.id), eq(judgingScores.id, scoreId)))
      : [];
    if (!score) throw new AppError('G04030');
    requireOpen(windowOf(await submissionDeadlineOf(tx, event.id), settings.publishedAt, now));
    const [reopened] = await tx
      .update(judgingScores)
      .set({ status: 'DRAFT', submittedAt: null, updatedAt: now })
      .where(and(eq(judgingScores.id, score.id), eq(judgingScores.status, 'SUBMITTED')))
      .returning();
    if (!reopened) throw new AppError('G20109');
    return { id: reopened.id, status: reopened.status };
  });
}
