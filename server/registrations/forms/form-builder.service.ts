// The RSVP form builder (host team): questions of every kind, ordered by rank keys, soft-deleted
// and restored, published and unpublished. Every change to a form locks its row first, so changes
// to one form (two hosts dragging at once) happen one after the other and never interleave.
import { and, count, eq, sql } from 'drizzle-orm';
import { eventPermissions } from '../../../contract/events.ts';
import {
  isProfileKind,
  registrationLimits,
  type CreateQuestion,
  type ManagedForm,
  type Question,
  type UpdateQuestion,
} from '../../../contract/registrations.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { registrationForms, registrationQuestions, registrations } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { requireEventRole, isUniqueViolation, forgetEventPage } from '../../events/index.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { MAX_RANK_LENGTH, rankBetween, spreadRanks } from './question-rank.ts';
import { questionColumns, toQuestion, type QuestionRow } from './question-rules.ts';
import { ensureRegistrationSetup, type FormRow } from '../registering/registration-setup.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** Every question of the form, deleted ones included, in form order. */
export async function loadQuestions(db: DbOrTx, eventId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(registrationQuestions)
    .where(eq(registrationQuestions.eventId, eventId))
    .orderBy(sql`${registrationQuestions.rank} collate "C"`);
}

async function composeManagedForm(db: DbOrTx, form: FormRow): Promise<ManagedForm> {
  const questions = await loadQuestions(db, form.eventId);
  const [answered] = await db.select({ n: count() }).from(registrations).where(eq(registrations.eventId, form.eventId));
  return {
    eventId: form.eventId,
    published: form.publishedAt !== null,
    publishedAt: form.publishedAt?.toISOString() ?? null,
    updatedAt: form.updatedAt.toISOString(),
    questions: questions.filter((q) => !q.deletedAt).map(toQuestion),
    deletedQuestions: questions.filter((q) => q.deletedAt).map(toQuestion),
    answeredCount: answered?.n ?? 0,
  };
}

/** GET …/regist-forms: the whole form for the host team (HOST, CO_HOST, STAFF). */
export async function getManagedForm(deps: Deps, actorId: string, eventId: string): Promise<ManagedForm> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.viewManagement);
  return composeManagedForm(deps.db, await ensureRegistrationSetup(deps.db, event.id, deps.clock.now()));
}

/** Runs one change with the form's row locked (HOST, CO_HOST), and stamps the form. */
async function changeForm<T>(
  deps: Deps,
  actorId: string,
  eventId: string,
  change: (tx: Tx, form: FormRow, now: Date) => Promise<T>,
): Promise<T> {
  const { event } = await requireEventRole(deps.db, eventId, actorId, eventPermissions.editRegistration);
  const now = deps.clock.now();
  try {
    const result = await deps.db.transaction(async (tx) => {
      await ensureRegistrationSetup(tx, event.id, now);
      const [form] = await tx.select().from(registrationForms).where(eq(registrationForms.eventId, event.id)).for('update');
      const result = await change(tx, form, now);
      await tx.update(registrationForms).set({ updatedAt: now }).where(eq(registrationForms.eventId, event.id));
      return result;
    });
    forgetEventPage(deps.db, event.id);
    return result;
  } catch (error) {
    if (isUniqueViolation(error, 'registration_questions_one_profile_kind')) throw new AppError('G20045');
    throw error;
  }
}

function findQuestion(questions: QuestionRow[], questionId: string, state: 'live' | 'any' = 'live'): QuestionRow {
  const question = isUuid(questionId) ? questions.find((q) => q.id === questionId) : undefined;
  if (!question || (state === 'live' && question.deletedAt)) throw new AppError('G04008');
  return question;
}

/** The first rank after `rank` among `questions` (deleted included), or null at the end. */
const rankAfter = (questions: QuestionRow[], rank: string) => questions.find((q) => q.rank > rank)?.rank ?? null;
const rankBefore = (questions: QuestionRow[], rank: string) => questions.findLast((q) => q.rank < rank)?.rank ?? '';

/** Gives every question a short key again, keeping the order (a form whose keys grew long). */
async function spreadFormRanks(tx: Tx, eventId: string, ordered: QuestionRow[]): Promise<Map<string, string>> {
  const ranks = spreadRanks(ordered.length);
  // Out of the way first ('~' is never a key), so no two rows share a key at any moment.
  await tx
    .update(registrationQuestions)
    .set({ rank: sql`'~' || ${registrationQuestions.id}::text` })
    .where(eq(registrationQuestions.eventId, eventId));
  const assigned = new Map<string, string>();
  for (const [index, question] of ordered.entries()) {
    await tx.update(registrationQuestions).set({ rank: ranks[index] }).where(eq(registrationQuestions.id, question.id));
    assigned.set(question.id, ranks[index]);
  }
  return assigned;
}

/** A new rank between two neighbours; when keys grew too long the form is spread first and `place` runs again. */
async function placeBetween(
  tx: Tx,
  eventId: string,
  all: QuestionRow[],
  place: (questions: QuestionRow[]) => [string, string | null],
) {
  const [low, high] = place(all);
  const key = rankBetween(low, high);
  if (key.length <= MAX_RANK_LENGTH) return key;
  const spread = await spreadFormRanks(tx, eventId, all);
  const respread = all.map((q) => ({ ...q, rank: spread.get(q.id)! }));
  return rankBetween(...place(respread));
}

/** POST …/regist-questions: at the end, or right after `afterId`. */
export async function createQuestion(deps: Deps, actorId: string, eventId: string, input: CreateQuestion): Promise<Question> {
  const { kind, afterId, ...fields } = input;
  const columns = questionColumns(kind, fields);
  return changeForm(deps, actorId, eventId, async (tx, form, now) => {
    const all = await loadQuestions(tx, form.eventId);
    const live = all.filter((q) => !q.deletedAt);
    if (live.length >= registrationLimits.questionsPerForm)
      throw new AppError('G00100', { fields: { kind: 'validation.tooMany' } });
    if (isProfileKind(kind) && live.some((q) => q.kind === kind)) throw new AppError('G20045');
    const after = afterId ? findQuestion(all, afterId) : undefined;
    const rank = await placeBetween(tx, form.eventId, all, (questions) => {
      if (!after) return [questions.at(-1)?.rank ?? '', null];
      const anchor = questions.find((q) => q.id === after.id)!;
      return [anchor.rank, rankAfter(questions, anchor.rank)];
    });
    const [row] = await tx
      .insert(registrationQuestions)
      .values({ eventId: form.eventId, kind, ...columns, rank, createdAt: now, updatedAt: now })
      .returning();
    return toQuestion(row);
  });
}

/** PATCH …/regist-questions/{qid}. Answers already given keep their own copy of the question. */
export async function updateQuestion(
  deps: Deps,
  actorId: string,
  eventId: string,
  questionId: string,
  input: UpdateQuestion,
): Promise<Question> {
  return changeForm(deps, actorId, eventId, async (tx, form, now) => {
    const question = findQuestion(await loadQuestions(tx, form.eventId), questionId);
    if (input.kind !== undefined && input.kind !== question.kind) throw new AppError('G20040');
    const columns = questionColumns(
      question.kind,
      {
        requirement: input.requirement ?? question.requirement,
        title: input.title ?? question.title,
        description: input.description ?? question.description,
        choices: input.choices ?? question.choices,
        allowOther: input.allowOther ?? question.allowOther,
        content: input.content !== undefined ? input.content : question.content,
        url: input.url !== undefined ? input.url : question.url,
      },
      question.choices,
    );
    const [row] = await tx
      .update(registrationQuestions)
      .set({ ...columns, revision: question.revision + 1, updatedAt: now })
      .where(eq(registrationQuestions.id, question.id))
      .returning();
    return toQuestion(row);
  });
}

/** DELETE …/regist-questions/{qid}: hidden from the form, its rank and answers kept. */
export async function deleteQuestion(deps: Deps, actorId: string, eventId: string, questionId: string): Promise<Question> {
  return changeForm(deps, actorId, eventId, async (tx, form, now) => {
    const question = findQuestion(await loadQuestions(tx, form.eventId), questionId);
    const [row] = await tx
      .update(registrationQuestions)
      .set({ deletedAt: now, updatedAt: now })
      .where(eq(registrationQuestions.id, question.id))
      .returning();
    return toQuestion(row);
  });
}

/** POST …/regist-questions/{qid}/restore: back where it was (its rank never changed). */
export async function restoreQuestion(deps: Deps, actorId: string, eventId: string, questionId: string): Promise<Question> {
  return changeForm(deps, actorId, eventId, async (tx, form, now) => {
    const question = findQuestion(await loadQuestions(tx, form.eventId), questionId, 'any');
    if (!question.deletedAt) throw new AppError('G20044');
    const [row] = await tx
      .update(registrationQuestions)
      .set({ deletedAt: null, updatedAt: now })
      .where(and(eq(registrationQuestions.id, question.id)))
      .returning();
    return toQuestion(row);
  });
}

/**
 * POST …/regist-questions/{qid}/move {beforeId, afterId}: the question's new neighbours as the
 * host saw them. It goes right after `beforeId` (or right before `afterId` when it goes first).
 * Neighbours that are not live questions of this form, or that are out of order because the form
 * changed meanwhile, answer G20043: the builder reloads instead of guessing.
 */
export async function moveQuestion(
  deps: Deps,
  actorId: string,
  eventId: string,
  questionId: string,
  target: { beforeId: string | null; afterId: string | null },
): Promise<ManagedForm> {
  return changeForm(deps, actorId, eventId, async (tx, form, now) => {
    const all = await loadQuestions(tx, form.eventId);
    const question = findQuestion(all, questionId);
    if (target.beforeId === question.id || target.afterId === question.id) throw new AppError('G20043');
    const neighbour = (id: string | null) => {
      if (id === null) return undefined;
      const found = all.find((q) => q.id === id && !q.deletedAt);
      if (!found) throw new AppError('G20043');
      return found;
    };
    const before = neighbour(target.beforeId);
    const after = neighbour(target.afterId);
    const others = all.filter((q) => q.id !== question.id);
    if (!before && !after && others.some((q) => !q.deletedAt)) throw new AppError('G20043');
    if (before && after && !(before.rank < after.rank)) throw new AppError('G20043');
    const rank = await placeBetween(tx, form.eventId, others, (questions) => {
      if (before) {
        const anchor = questions.find((q) => q.id === before.id)!.rank;
        return [anchor, rankAfter(questions, anchor)];
      }
      if (after) {
        const anchor = questions.find((q) => q.id === after.id)!.rank;
        return [rankBefore(questions, anchor), anchor];
      }
      return ['', null];
    });
    await tx.update(registrationQuestions).set({ rank, updatedAt: now }).where(eq(registrationQuestions.id, question.id));
    return composeManagedForm(tx, { ...form, updatedAt: now });
  });
}

/** POST …/regist-forms/publish: needs at least one question a guest is asked (G20046). */
export async function publishForm(deps: Deps, actorId: string, eventId: string): Promise<ManagedForm> {
  return changeForm(deps, actorId, eventId, async (tx, form, now) => {
    const asked = (await loadQuestions(tx, form.eventId)).filter(
      (q) => !q.deletedAt && q.kind !== 'PAGE_BREAK' && q.requirement !== 'HIDDEN',
    );
    if (asked.length === 0) throw new AppError('G20046');
    const [row] = await tx
      .update(registrationForms)
      .set({ publishedAt: form.publishedAt ?? now, updatedAt: now })
      .where(eq(registrationForms.eventId, form.eventId))
      .returning();
    return composeManagedForm(tx, row);
  });
}

/** POST …/regist-forms/unpublish: registration closes (G20002) until published again. */
export async function unpublishForm(deps: Deps, actorId: string, eventId: string): Promise<ManagedForm> {
  return changeForm(deps, actorId, eventId, async (tx, form, now) => {
    const [row] = await tx
      .update(registrationForms)
      .set({ publishedAt: null, updatedAt: now })
      .where(eq(registrationForms.eventId, form.eventId))
      .returning();
    return composeManagedForm(tx, row);
  });
}
