// My profile in a community: my one card (decision 010) as this community's members see it, plus my
// answers to the community's profile form with each one's visibility here (decision 016).
import type { z } from 'zod';
import type { CommunityProfile, FieldVisibility, UpdateCommunityProfileSchema } from '../../../contract/community-people.ts';
import { cardFields, type CardField } from '../../../contract/people.ts';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { MembershipRow } from '../../communities/index.ts';
import { createCard, getMyCard, setFieldVisibility, updateCard } from '../cards/card.service.ts';
import { findCard } from '../cards/card-rows.ts';
import { fillDraftFromAnswers, getCardDraft } from '../cards/card-draft.service.ts';
import { toMyCard } from '../cards/card-view.ts';
import { hiddenQuestionIds, myAnswers, setAnswerVisibility } from './answer-visibility.ts';
import { openCommunity } from './community-space.ts';
import { memberProfileOf, placesIn } from './member-directory.service.ts';

type ProfileChanges = z.output<typeof UpdateCommunityProfileSchema>;

/**
 * The card a member without one is offered: my profile's values, and where the profile is empty,
 * what I answered when I applied (the organization I typed there needn't be typed again).
 */
async function communityCardDraft(deps: AppDeps, userId: string, membership: MembershipRow) {
  return fillDraftFromAnswers(await getCardDraft(deps, userId, undefined), membership.answers);
}

export async function getCommunityProfile(deps: AppDeps, userId: string, communityId: string): Promise<CommunityProfile> {
  const { community, membership } = await openCommunity(deps, userId, communityId);
  const [card, places, answers] = await Promise.all([
    findCard(deps.db, userId),
    placesIn(deps, community.id, [userId]),
    myAnswers(deps.db, community.id, userId),
  ]);
  const place = places.get(userId)!;
  return {
    communityId: community.id,
    ...place,
    card: card ? toMyCard(card) : null,
    draft: card ? null : await communityCardDraft(deps, userId, membership),
    asOthersSee: card ? { ...(await memberProfileOf(deps, community.id, userId, card)), isSaved: false } : null,
    answers,
  };
}

/**
 * Changes my card, making it first when I have none from my profile and my application's answers,
 * with the changes sent on top (its values are my one profile).
 */
export async function updateCommunityProfile(
  deps: AppDeps,
  userId: string,
  communityId: string,
  changes: ProfileChanges,
): Promise<CommunityProfile> {
  const { community, membership } = await openCommunity(deps, userId, communityId);
  if (await findCard(deps.db, userId)) {
    await updateCard(deps, userId, changes);
  } else {
    const { email: _email, fromRegistration: _from, ...draft } = await communityCardDraft(deps, userId, membership);
    await createCard(deps, userId, { ...draft, ...changes });
  }
  return getCommunityProfile(deps, userId, community.id);
}

const isCardField = (fieldId: string): fieldId is CardField => (cardFields as readonly string[]).includes(fieldId);

/**
 * A card field's choice is my card's, everywhere it is shown (decision 010); an answer's is this
 * community's alone. A card field without a card: 404 G04004; a question I did not answer: 404 G04026.
 */
export async function setCommunityFieldVisibility(
  deps: AppDeps,
  userId: string,
  communityId: string,
  fieldId: string,
  visible: boolean,
): Promise<FieldVisibility> {
  const { community } = await openCommunity(deps, userId, communityId);
  if (isCardField(fieldId)) {
    const { hiddenFields } = await setFieldVisibility(deps, userId, fieldId, visible);
    return { hiddenFields, hiddenQuestionIds: hiddenQuestionIds(await myAnswers(deps.db, community.id, userId)) };
  }
  const hidden = await setAnswerVisibility(deps.db, community.id, userId, fieldId, !visible);
  const card = await findCard(deps.db, userId);
  return { hiddenFields: card ? (await getMyCard(deps, userId)).hiddenFields : [], hiddenQuestionIds: hidden };
}
