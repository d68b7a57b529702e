// The hackathon's weighted criteria. The host replaces the whole list at once; once any score is
// submitted the list is locked (G20100), judged under the settings row's lock so a submit and an
// edit never cross.
import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Criteria, Criterion, PutCriteriaSchema } from '../../../../contract/judging.ts';
import type { AppDeps } from '../../../platform/app-deps.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { judgingCriteria, judgingScores } from '../../../platform/db/schema/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { requireJudgingHost } from './judging-access.ts';
import { lockSettings } from './judging-state.ts';

type CriterionRow = typeof judgingCriteria.$inferSelect;

export const toCriterion = (row: CriterionRow): Criterion => ({
  id: row.id,
  position: row.position,
  name: { en: row.nameEn, ko: row.nameKo },
  description: { en: row.descriptionEn, ko: row.descriptionKo },
  weight: row.weight,
  scale: row.scale,
});

export async function listCriteria(db: DbOrTx, eventId: string): Promise<Criterion[]> {
  const rows = await db
    .select()
    .from(judgingCriteria)
    .where(eq(judgingCriteria.eventId, eventId))
    .orderBy(asc(judgingCriteria.position));
  return rows.map(toCriterion);
}

export async function anyScoreSubmitted(db: DbOrTx, eventId: string): Promise<boolean> {
  const [{ submitted }] = await db
    .select({ submitted: count() })
    .from(judgingScores)
    .where(and(eq(judgingScores.eventId, eventId), eq(judgingScores.status, 'SUBMITTED')));
  return submitted > 0;
}

export async function getCriteria(deps: AppDeps, userId: string, eventId: string): Promise<Criteria> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, false);
  const [criteria, locked] = await Promise.all([listCriteria(deps.db, event.id), anyScoreSubmitted(deps.db, event.id)]);
  return { criteria, locked };
}

export async function replaceCriteria(
  deps: AppDeps,
  userId: string,
  eventId: string,
  input: z.output<typeof PutCriteriaSchema>,
): Promise<Criteria> {
  const { event } = await requireJudgingHost(deps.db, eventId, userId, true);
  const now = deps.clock.now();
  const criteria = await deps.db.transaction(async (tx) => {
    await lockSettings(tx, event.id, now, 'update');
    if (await anyScoreSubmitted(tx, event.id)) throw new AppError('G20100');
    const existing = new Set(
      (await tx.select({ id: judgingCriteria.id }).from(judgingCriteria).where(eq(judgingCriteria.eventId, event.id))).map(
        (row) => row.id,
      ),
    );
    const kept = input.criteria.flatMap((criterion) => (criterion.id && existing.has(criterion.id) ? [criterion.id] : []));
    await tx
      .delete(judgingCriteria)
      .where(and(eq(judgingCriteria.eventId, event.id), kept.length ? notInArray(judgingCriteria.id, kept) : undefined));
    for (const [position, criterion] of input.criteria.entries()) {
      const values = {
        position,
        nameEn: criterion.name.en,
        nameKo: criterion.name.ko,
        descriptionEn: criterion.description.en,
        descriptionKo: criterion.description.ko,
        weight: criterion.weight,
        scale: criterion.scale,
      };
      if (criterion.id && existing.has(criterion.id))
        await tx
          .update(judgingCriteria)
          .set(values)
          .where(inArray(judgingCriteria.id, [criterion.id]));
      else await tx.insert(judgingCriteria).values({ ...values, eventId: event.id, createdAt: now });
    }
    return listCriteria(tx, event.id);
  });
  return { criteria, locked: false };
}
