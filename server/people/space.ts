import type { SQL } from 'drizzle-orm';

/** Which space a coffee chat belongs to: an event's lounge or a community, exactly one. */
export type SpaceRef = { kind: 'event'; id: string } | { kind: 'community'; id: string };

/**
 * Where people meet: an event's lounge or a community. The space decides who is in it; the people
 * layer shows their cards by the cards' own rules.
 */
export type Space = {
  /** names the space, for what is kept between requests ('event:{id}', 'community:{id}') */
  key: string;
  /** a subquery of the user ids of the people in it who may be shown */
  memberIds: SQL;
  /**
   * the event's or community's id, when the space is all of its people: For You ranks them from the
   * postings kept under it (space_match_postings, decision 051)
   */
  postingsId?: string;
  /** the event whose own attendance is not counted as an event in common */
  eventId?: string;
  /** when the person (a user id expression) entered the space, for lists ordered newest first; without it, the card's creation */
  enteredAt?: (userId: SQL) => SQL;
  /**
   * the viewer's card_match_features version (null: no card), when the door read it with the
   * space; For You keeps the viewer's pages under it (for-you-cache.ts)
   */
  viewerVersion?: number | null;
};
