// Profile forms: made of the registration form builder's question kinds, checked by its rules. The
// console replaces a form's questions as a whole; a sent id keeps its question (and its choices'
// ids), so applications that answered it still read true (they keep a snapshot anyway).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ProfileForm, ProfileFormInputSchema } from '../../../contract/communities.ts';
import { isProfileKind, type Question } from '../../../contract/registrations.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { communityJoinTypes, communityProfileForms, communityProfileQuestions } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { questionColumns, toQuestion } from '../../registrations/index.ts';

type QuestionRow = typeof communityProfileQuestions.$inferSelect;

const asQuestion = (row: QuestionRow): Question =>
  toQuestion({ ...row, eventId: row.formId, rank: String(row.position), deletedAt: null });

export async function questionsOf(db: DbOrTx, formId: string): Promise<Question[]> {
  const rows = await db
    .select()
    .from(communityProfileQuestions)
    .where(eq(communityProfileQuestions.formId, formId))
    .orderBy(asc(communityProfileQuestions.position));
  return rows.map(asQuestion);
}

/** The community's form, else 404 G04021 (another community's form does not exist here). */
export async function findProfileForm(db: DbOrTx, communityId: string, formId: string): Promise<ProfileForm> {
  const [form] = isUuid(formId)
    ? await db
        .select()
        .from(communityProfileForms)
        .where(and(eq(communityProfileForms.id, formId), eq(communityProfileForms.communityId, communityId)))
    : [];
  if (!form) throw new AppError('G04021');
  return { id: form.id, communityId: form.communityId, title: form.title, questions: await questionsOf(db, form.id) };
}

/** An offered join type of the community, with its form's questions; G04020 otherwise, G20205 archived. */
export async function findJoinType(db: DbOrTx, communityId: string, joinTypeId: string) {
  const [joinType] = isUuid(joinTypeId)
    ? await db
        .select()
        .from(communityJoinTypes)
        .where(and(eq(communityJoinTypes.id, joinTypeId), eq(communityJoinTypes.communityId, communityId)))
    : [];
  if (!joinType) throw new AppError('G04020');
  if (joinType.archivedAt) throw new AppError('G20205');
  return joinType;
}

export async function createEmptyForm(tx: DbOrTx, now: Date, communityId: string, title: string) {
  const [form] = await tx
    .insert(communityProfileForms)
    .values({ communityId, title, createdAt: now, updatedAt: now })
    .returning();
  return form;
}

/** PUT …/profile-forms/{formId}: the title and the questions in order, in one transaction. */
export async function replaceProfileForm(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  communityId: string,
  formId: string,
  input: z.output<typeof ProfileFormInputSchema>,
): Promise<ProfileForm> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const existing = await findProfileForm(tx, communityId, formId);
    const byId = new Map(existing.questions.map((q) => [q.id, q]));
    const profileKinds = new Set<string>();
    const rows = input.questions.map((question, position) => {
      if (isProfileKind(question.kind)) {
        if (profileKinds.has(question.kind)) throw new AppError('G20045');
        profileKinds.add(question.kind);
      }
      const kept = question.id ? byId.get(question.id) : undefined;
      if (kept && kept.kind !== question.kind) throw new AppError('G20040');
      const columns = questionColumns(question.kind, question, kept?.choices ?? []);
      return { kept, row: { formId, kind: question.kind, ...columns, position, updatedAt: now } };
    });
    const keptIds = rows.flatMap(({ kept }) => (kept ? [kept.id] : []));
    const gone = existing.questions.filter((q) => !keptIds.includes(q.id)).map((q) => q.id);
    if (gone.length > 0) await tx.delete(communityProfileQuestions).where(inArray(communityProfileQuestions.id, gone));
    // Positions move: park the kept questions out of the way first (the position is unique per form).
    for (const [index, id] of keptIds.entries()) {
      await tx
        .update(communityProfileQuestions)
        .set({ position: -1 - index })
        .where(eq(communityProfileQuestions.id, id));
    }
    for (const { kept, row } of rows) {
      if (kept)
        await tx
          .update(communityProfileQuestions)
          .set({ ...row, revision: kept.revision + 1 })
          .where(eq(communityProfileQuestions.id, kept.id));
      else await tx.insert(communityProfileQuestions).values({ ...row, createdAt: now });
    }
    await tx
      .update(communityProfileForms)
      .set({ title: input.title, updatedAt: now })
      .where(eq(communityProfileForms.id, formId));
  });
  return findProfileForm(deps.db, communityId, formId);
}

export async function offeredJoinTypes(db: DbOrTx, communityId: string) {
  return db
    .select({
      id: communityJoinTypes.id,
      name: communityJoinTypes.name,
      description: communityJoinTypes.description,
      profileFormId: communityJoinTypes.profileFormId,
    })
    .from(communityJoinTypes)
    .where(and(eq(communityJoinTypes.communityId, communityId), isNull(communityJoinTypes.archivedAt)))
    .orderBy(asc(communityJoinTypes.position), asc(communityJoinTypes.createdAt));
}

/** The console's list: every join type, archived ones too. */
export async function allJoinTypes(db: DbOrTx, communityId: string) {
  const rows = await db
    .select()
    .from(communityJoinTypes)
    .where(eq(communityJoinTypes.communityId, communityId))
    .orderBy(asc(communityJoinTypes.position), asc(communityJoinTypes.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    profileFormId: row.profileFormId,
    archived: row.archivedAt !== null,
  }));
}
