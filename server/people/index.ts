// The people context: profile cards, likes, coffee chats, For You, the lounge and a community's directory.
// This file is its only entry for the rest of the server. It uses identity, events, registrations, communities through their faces.
export { findCard, findCardsByIds } from './cards/card-rows.ts';
export { toPersonCard, visibleForMatching } from './cards/card-view.ts';
export { peopleRoutes } from './cards/people.routes.ts';
export { communityPeopleModule } from './community/community-people.module.ts';
export { scoreMatch } from './for-you/for-you-score.ts';
export { loungeModule } from './lounge/lounge.module.ts';
