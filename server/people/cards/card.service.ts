// My card: create it once (409 G09005 on a second), read and change it (404 G04004 without one),
// show or hide one field. The values go to the one profile through the users module.
import { eq, sql } from 'drizzle-orm';
import {
  defaultHiddenCardFields,
  type CardField,
  type MyCard,
  type ProfileCardFormSchema,
  type UpdateProfileCardSchema,
} from '../../../contract/people.ts';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.ts';
import { profileCards } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import { isUniqueViolation, writeProfileChanges } from '../../identity/index.ts';
import { findCard } from './card-rows.ts';
import { toMyCard } from './card-view.ts';

type CardInput = z.output<typeof ProfileCardFormSchema>;
type CardChanges = z.output<typeof UpdateProfileCardSchema>;

function splitCardInput(input: CardChanges) {
  const { roles, seeking, seekingSkills, hiddenFields, ...profile } = input;
  return { card: { roles, seeking, seekingSkills, hiddenFields }, profile };
}

export async function getMyCard(deps: AppDeps, userId: string): Promise<MyCard> {
  const row = await findCard(deps.db, userId);
  if (!row) throw new AppError('G04004');
  return toMyCard(row);
}

export async function createCard(deps: AppDeps, userId: string, input: CardInput): Promise<MyCard> {
  const { card, profile } = splitCardInput(input);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      // The primary key makes the second card (also a concurrent one) fail before the profile changes.
      const created = await tx
        .insert(profileCards)
        .values({
          userId,
          roles: card.roles ?? [],
          seeking: card.seeking ?? [],
          seekingSkills: card.seekingSkills ?? [],
          hiddenFields: card.hiddenFields ?? [...defaultHiddenCardFields],
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ userId: profileCards.userId });
      if (created.length === 0) throw new AppError('G09005');
      await writeProfileChanges(tx, now, userId, profile);
    });
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw new AppError('G09005');
    throw error;
  }
  return getMyCard(deps, userId);
}

export async function updateCard(deps: AppDeps, userId: string, changes: CardChanges): Promise<MyCard> {
  const { card, profile } = splitCardInput(changes);
  const cardChanges = Object.fromEntries(Object.entries(card).filter(([, value]) => value !== undefined));
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(profileCards)
      .set({ ...cardChanges, updatedAt: now })
      .where(eq(profileCards.userId, userId))
      .returning({ userId: profileCards.userId });
    if (updated.length === 0) throw new AppError('G04004');
    await writeProfileChanges(tx, now, userId, profile);
  });
  return getMyCard(deps, userId);
}

/** One field's choice, in one statement: two at once on different fields both hold. */
export async function setFieldVisibility(
  deps: AppDeps,
  userId: string,
  field: CardField,
  visible: boolean,
): Promise<{ hiddenFields: CardField[] }> {
  const hiddenFields = visible
    ? sql`array_remove(${profileCards.hiddenFields}, ${field})`
    : sql`array_append(array_remove(${profileCards.hiddenFields}, ${field}), ${field})`;
  const [row] = await deps.db
    .update(profileCards)
    .set({ hiddenFields, updatedAt: deps.clock.now() })
    .where(eq(profileCards.userId, userId))
    .returning({ hiddenFields: profileCards.hiddenFields });
  if (!row) throw new AppError('G04004');
  return row;
}
