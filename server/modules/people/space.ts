import type { SQL } from 'drizzle-orm';

/**
 * Where people meet: an event's lounge today, a community later. The space decides who is in it;
 * the people layer shows their cards by the cards' own rules.
 */
export type Space = {
  /** names the space, for what is kept between requests ('event:{id}') */
  key: string;
  /** a subquery of the user ids of the people in it who may be shown */
  memberIds: SQL;
  /** the event whose own attendance is not counted as an event in common */
  eventId?: string;
};
