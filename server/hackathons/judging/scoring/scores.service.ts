// A judge's score of an assigned project. The draft saves itself as the judge types; submitting
// makes it final by one conditional update (DRAFT → SUBMITTED), so of many submits at once exactly
// one wins and the rest get 409 G09030. One row per judge and project (unique index). Both happen
// only while judging is open, judged under the settings row's shared lock.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Criterion, MyScore, ScoreDraftSchema } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import type { DbOrTx, Tx } from '../../../platform/db/client.ts';
import { judgingAssignments, judgingScores } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { submissionDeadlineOf } from '../../settings/settings.service.ts';
import { listCriteria } from './criteria.service.ts';
import { requireJudge } from './judging-access.ts';
import { lockSettings, requireOpen, windowOf } from './judging-state.ts';
import { findProjectRef, type ProjectRefRow } from './project-refs.ts';

type ScoreRow = typeof judgingScores.$inferSelect;
type DraftInput = z.output<typeof ScoreDraftSchema>;

export const toMyScore = (row: ScoreRow, criteria: Criterion[]): MyScore => ({
  id: row.id,
  status: row.status,
  // A criterion removed before any submit takes its value with it.
  values: Object.fromEntries(
    criteria
      .filter((criterion) => row.values[criterion.id] !== undefined)
      .map((criterion) => [criterion.id, row.values[criterion.id]]),
  ),
  comment: row.comment,
  updatedAt: row.updatedAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
});

/** A project assigned to this judge; any other (another event's, unassigned, their own team's): 404 G04010. */
export async function requireAssigned(db: DbOrTx, eventId: string, judgeId: string, projectId: string): Promise<ProjectRefRow> {
  const project = await findProjectRef(db, eventId, projectId);
  const [assigned] = await db
    .select({ judgeId: judgingAssignments.judgeId })
    .from(judgingAssignments)
    .where(and(eq(judgingAssignments.projectId, project.id), eq(judgingAssignments.judgeId, judgeId)));
  if (!assigned) throw new AppError('G04010');
  return project;
}

export async function findMyScore(db: DbOrTx, judgeId: string, projectId: string): Promise<ScoreRow | undefined> {
  const [row] = await db
    .select()
    .from(judgingScores)
    .where(and(eq(judgingScores.judgeId, judgeId), eq(judgingScores.projectId, projectId)));
  return row;
}

/** Values only for the hackathon's criteria (G20105), within each one's scale (G20104). */
function checkValues(criteria: Criterion[], values: Record<string, number>): void {
  const scaleOf = new Map(criteria.map((criterion) => [criterion.id, criterion.scale]));
  for (const [criterionId, value] of Object.entries(values)) {
    const scale = scaleOf.get(criterionId);
    if (scale === undefined) throw new AppError('G20105');
    if (value < 1 || value > scale) throw new AppError('G20104');
  }
}

async function openWindow(tx: Tx, eventId: string, now: Date): Promise<void> {
  const settings = await lockSettings(tx, eventId, now, 'share');
  requireOpen(windowOf(await submissionDeadlineOf(tx, eventId), settings.publishedAt, now));
}

type Guard = { guarded?: boolean };

/** Writes the draft; a submitted score is not a draft any more (409 G09030). */
async function writeDraft(
  tx: Tx,
  target: { eventId: string; projectId: string; judgeId: string },
  input: DraftInput,
  now: Date,
  { guarded = true }: Guard,
): Promise<ScoreRow> {
  const values = {
    ...target,
    status: 'DRAFT' as const,
    values: input.values,
    comment: input.comment,
    createdAt: now,
    updatedAt: now,
  };
  if (!guarded) {
    const existing = await findMyScore(tx, target.judgeId, target.projectId);
    if (!existing) return (await tx.insert(judgingScores).values(values).returning())[0];
    return (
      await tx
        .update(judgingScores)
        .set({ values: input.values, comment: input.comment, updatedAt: now })
        .where(eq(judgingScores.id, existing.id))
        .returning()
    )[0];
  }
  const [row] = await tx
    .insert(judgingScores)
    .values(values)
    .onConflictDoUpdate({
      target: [judgingScores.judgeId, judgingScores.projectId],
      set: { values: input.values, comment: input.comment, updatedAt: now },
      setWhere: sql`${judgingScores.status} = 'DRAFT'`,
    })
    .returning();
  if (!row) throw new AppError('G09030');
  return row;
}

export async function saveDraft(
  deps: AppDeps,
  judgeId: string,
  eventId: string,
  projectId: string,
  input: DraftInput,
): Promise<MyScore> {
  const event = await requireJudge(deps.db, eventId, judgeId);
  const project = await requireAssigned(deps.db, event.id, judgeId, projectId);
  const criteria = await listCriteria(deps.db, event.id);
  checkValues(criteria, input.values);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await openWindow(tx, event.id, now);
    return writeDraft(tx, { eventId: event.id, projectId: project.id, judgeId }, input, now, {});
  });
  return toMyScore(row, criteria);
}

/** Saves the body first when given; then every criterion needs a value (G20103). */
export async function submitScore(
  deps: AppDeps,
  judgeId: string,
  eventId: string,
  projectId: string,
  input: Partial<DraftInput> | undefined,
  guard: Guard = {},
): Promise<MyScore> {
  const event = await requireJudge(deps.db, eventId, judgeId);
  const project = await requireAssigned(deps.db, event.id, judgeId, projectId);
  const criteria = await listCriteria(deps.db, event.id);
  if (input?.values) checkValues(criteria, input.values);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await openWindow(tx, event.id, now);
    const current = await findMyScore(tx, judgeId, project.id);
    const draft =
      input && (input.values !== undefined || input.comment !== undefined)
        ? await writeDraft(
            tx,
            { eventId: event.id, projectId: project.id, judgeId },
            { values: input.values ?? current?.values ?? {}, comment: input.comment ?? current?.comment ?? '' },
            now,
            guard,
          )
        : current;
    if (!draft) throw new AppError('G20103');
    if (guard.guarded !== false && draft.status === 'SUBMITTED') throw new AppError('G09030');
    if (criteria.length === 0 || criteria.some((criterion) => draft.values[criterion.id] === undefined))
      throw new AppError('G20103');
    // A draft saved before the host narrowed a scale may hold a value the criterion no longer allows.
    if (criteria.some((criterion) => draft.values[criterion.id] > criterion.scale)) throw new AppError('G20104');
    const condition =
      guard.guarded === false
        ? eq(judgingScores.id, draft.id)
        : and(eq(judgingScores.id, draft.id), eq(judgingScores.status, 'DRAFT'));
    const [final] = await tx
      .update(judgingScores)
      .set({ status: 'SUBMITTED', submittedAt: now, updatedAt: now })
      .where(condition)
      .returning();
    if (!final) throw new AppError('G09030');
    return final;
  });
  return toMyScore(row, criteria);
}
