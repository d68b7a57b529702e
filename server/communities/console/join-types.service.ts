// Join types: the member types a community defines, each created with an empty profile form.
import { and, eq, isNull } from 'drizzle-orm';
import { type JoinType, communityLimits } from '../../../contract/communities.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { communityJoinTypes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { createEmptyForm, findJoinType, offeredJoinTypes } from './profile-forms.service.ts';

export async function addJoinType(
  tx: DbOrTx,
  now: Date,
  communityId: string,
  input: { name: string; description: string },
): Promise<JoinType> {
  const offered = await offeredJoinTypes(tx, communityId);
  if (offered.length >= communityLimits.joinTypes) throw new AppError('G00100', { fields: { name: 'validation.invalid' } });
  const form = await createEmptyForm(tx, now, communityId, input.name);
  const [row] = await tx
    .insert(communityJoinTypes)
    .values({
      communityId,
      name: input.name,
      description: input.description,
      profileFormId: form.id,
      position: offered.length,
      createdAt: now,
    })
    .returning();
  return { id: row.id, name: row.name, description: row.description, profileFormId: row.profileFormId };
}

export async function createJoinType(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  communityId: string,
  input: { name: string; description: string },
) {
  return deps.db.transaction((tx) => addJoinType(tx, deps.clock.now(), communityId, input));
}

export async function updateJoinType(
  deps: Pick<AppDeps, 'db'>,
  communityId: string,
  joinTypeId: string,
  input: { name?: string; description?: string; position?: number },
): Promise<JoinType> {
  const current = await findJoinType(deps.db, communityId, joinTypeId);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] =
    Object.keys(changes).length > 0
      ? await deps.db.update(communityJoinTypes).set(changes).where(eq(communityJoinTypes.id, joinTypeId)).returning()
      : [current];
  return { id: row.id, name: row.name, description: row.description, profileFormId: row.profileFormId };
}

/** No longer offered; members who joined by it keep it. */
export async function archiveJoinType(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  communityId: string,
  joinTypeId: string,
): Promise<void> {
  await findJoinType(deps.db, communityId, joinTypeId);
  await deps.db
    .update(communityJoinTypes)
    .set({ archivedAt: deps.clock.now() })
    .where(and(eq(communityJoinTypes.id, joinTypeId), isNull(communityJoinTypes.archivedAt)));
}
