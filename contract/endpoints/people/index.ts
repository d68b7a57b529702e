import * as cards from './cards.ts';
import * as communityEvents from './community-events.ts';
import * as communityProfile from './community-profile.ts';
import * as curations from './curations.ts';
import * as lounge from './lounge.ts';
import * as members from './members.ts';

/** Every endpoint of the people context, by name. */
export const peopleEndpoints = {
  ...cards,
  ...lounge,
  ...members,
  ...communityProfile,
  ...curations,
  ...communityEvents,
};
