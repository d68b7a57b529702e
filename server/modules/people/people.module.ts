// The people layer's one public entry: cards with per-field visibility, likes, coffee chats and
// For You, for any space (an event's lounge, a community). Spaces decide who is in them.
export type { CardRow } from './card-rows.ts';
export { peopleRoutes } from './people.routes.ts';
export { listCards } from './card-list.service.ts';
export { findCard, findCardByHandle, findCardsByIds } from './card-rows.ts';
export { toMyCard, toPersonCard, visibleForMatching } from './card-view.ts';
export { createCard, getMyCard, setFieldVisibility, updateCard } from './card.service.ts';
export { getCardDraft } from './card-draft.service.ts';
export { savePerson, unsavePerson } from './likes.service.ts';
export { decideContact, listContacts, requestContact, type ContactSpace } from './contacts.service.ts';
export { recommendPeople } from './recommendations.service.ts';
export { scoreMatch, forYouWeights } from './for-you-score.ts';
export type { Space, SpaceRef } from './space.ts';
