// Reading cards: a card's values are the person's profile, joined to what the card itself holds.
// Spaces hand in which people they contain (a subquery of user ids); this file knows no space.
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CardField } from '../../../contract/people.ts';
import { cardInputKeys, type CardInputKey } from '../../../contract/profile-fields.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { profileCards, userProfiles, users } from '../../platform/db/schema/index.ts';

/** The card's values kept on the profile (contract/profile-fields.ts), each its user_profiles column. */
function profileColumns() {
  return Object.fromEntries(cardInputKeys.map((key) => [key, userProfiles[key]])) as {
    [K in CardInputKey]: (typeof userProfiles)[K];
  };
}

export const cardColumns = {
  userId: users.id,
  handle: users.handle,
  name: users.name,
  avatarUrl: users.avatarUrl,
  email: users.email,
  ...profileColumns(),
  roles: profileCards.roles,
  seeking: profileCards.seeking,
  seekingSkills: profileCards.seekingSkills,
  hiddenFields: profileCards.hiddenFields,
  createdAt: profileCards.createdAt,
  updatedAt: profileCards.updatedAt,
};

export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** SQL that is true when the card shows the field to others. */
export function shows(field: CardField): SQL {
  return sql`not (${field} = any(${profileCards.hiddenFields}))`;
}

export function selectCards(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(profileCards)
    .innerJoin(users, eq(users.id, profileCards.userId))
    .innerJoin(userProfiles, eq(userProfiles.userId, profileCards.userId));
}

export async function findCard(db: DbOrTx, userId: string): Promise<CardRow | undefined> {
  const [row] = await selectCards(db).where(eq(profileCards.userId, userId));
  return row;
}

export async function findCardByHandle(db: DbOrTx, handle: string, memberIds: SQL): Promise<CardRow | undefined> {
  const [row] = await selectCards(db).where(
    and(eq(users.handle, handle.toLowerCase()), sql`${profileCards.userId} in (${memberIds})`),
  );
  return row;
}

export async function findCardsByIds(db: DbOrTx, userIds: string[]): Promise<CardRow[]> {
  if (userIds.length === 0) return [];
  return selectCards(db).where(inArray(profileCards.userId, userIds)).orderBy(desc(profileCards.createdAt));
}
