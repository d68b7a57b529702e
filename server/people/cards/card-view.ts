// What a card says to whom: its owner sees everything; anyone else never sees a hidden field,
// not even as null (the key is left out).
import type { CardField, MyCard, PersonCard } from '../../../contract/people.ts';
import { cardValueKeys, profileFields } from '../../../contract/profile-fields.ts';
import type { HackathonParticipationType, HackathonSkill } from '../../../contract/users.ts';
import type { CardRow } from './card-rows.ts';

export function toMyCard(row: CardRow): MyCard {
  return { ...row, bio: row.bio ?? '', createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The card as another person sees it. */
export function toPersonCard(
  row: CardRow,
  context: { isSaved: boolean; participationType?: HackathonParticipationType | null },
): PersonCard {
  const card: PersonCard = {
    userId: row.userId,
    handle: row.handle,
    name: row.name,
    avatarUrl: row.avatarUrl,
    roles: row.roles,
    seeking: row.seeking,
    seekingSkills: row.seekingSkills,
    participationType: context.participationType ?? null,
    isSaved: context.isSaved,
  };
  const hidden = new Set(row.hiddenFields);
  for (const key of cardValueKeys) {
    if (!hidden.has(profileFields[key].card)) Object.assign(card, { [key]: row[key] });
  }
  return card;
}

/** A card as scoring may use it: the fields the other person hides are empty. */
export function visibleForMatching(row: {
  hiddenFields: readonly CardField[];
  skills: readonly HackathonSkill[];
  tags: readonly string[];
  industry: string | null;
}) {
  const hidden = new Set(row.hiddenFields);
  return {
    skills: hidden.has('skills') ? [] : row.skills,
    tags: hidden.has('tags') ? [] : row.tags,
    industry: hidden.has('industry') ? null : row.industry,
  };
}
