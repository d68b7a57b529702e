// The people layer's one public entry: cards with per-field visibility, likes, coffee chats and
// For You, for any space (an event's lounge, a community). Spaces decide who is in them.
export type { CardRow } from './cards/card-rows.ts';
export { peopleRoutes } from './cards/people.routes.ts';
export { listCards } from './cards/card-list.service.ts';
export { findCard, findCardByHandle, findCardsByIds } from './cards/card-rows.ts';
export { toMyCard, toPersonCard, visibleForMatching } from './cards/card-view.ts';
export { createCard, getMyCard, setFieldVisibility, updateCard } from './cards/card.service.ts';
export { getCardDraft } from './cards/card-draft.service.ts';
export { savePerson, unsavePerson } from './contacts/likes.service.ts';
export { decideContact, listContacts, requestContact, type ContactSpace } from './contacts/contacts.service.ts';
export { recommendPeople } from './for-you/recommendations.service.ts';
export { scoreMatch, forYouWeights } from './for-you/for-you-score.ts';
export type { Space, SpaceRef } from './space.ts';
