import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/client.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import { demoCommunitiesSeeder } from './demo-communities.ts';
import { demoCommunityMessagesSeeder } from './demo-community-messages.ts';
import { demoCommunityPeopleSeeder } from './demo-community-people.ts';
import { demoEventsSeeder } from './demo-events.ts';
import { demoFeedbackSeeder } from './demo-feedback.ts';
import { demoHackathonsSeeder } from './demo-hackathons.ts';
import { demoImagesSeeder } from './demo-images.ts';
import { demoJudgingSeeder } from './demo-judging.ts';
import { demoMessagesSeeder } from './demo-messages.ts';
import { demoPeopleSeeder } from './demo-people.ts';
import { demoRegistrationsSeeder } from './demo-registrations.ts';
import { demoUsersSeeder } from './demo-users.ts';

/** One part of the demo data; returns false when its data is already there. */
export type DemoSeeder = { name: string; seed(db: Db, clock: Clock, files: FileStore): Promise<boolean> };

// Users first: the events seeder hosts its events with the demo PRO user; registrations go on those
// events; cards, saved people and coffee chats in the lounge those registrations open; then the
// hackathons' teams, made of their approved participants, with comments by people with cards; then
// judging of those teams' projects; then the demo community, owned by the PRO host, with members
// from the lounge; then its curations and its member-only and public events; last, the demo
// meetup's announcements to its guests, the community's to its members, and the winter hackathon's
// feedback; and once all of them are there, their pictures.
export const demoSeeders: DemoSeeder[] = [
  demoUsersSeeder,
  demoEventsSeeder,
  demoRegistrationsSeeder,
  demoPeopleSeeder,
  demoHackathonsSeeder,
  demoJudgingSeeder,
  demoCommunitiesSeeder,
  demoCommunityPeopleSeeder,
  demoMessagesSeeder,
  demoCommunityMessagesSeeder,
  demoFeedbackSeeder,
  demoImagesSeeder,
];

/** Loads the demo data on a database that has none of it; running it again changes nothing. */
export async function seedDemoIfEmpty(db: Db, clock: Clock, files: FileStore): Promise<string[]> {
  const loaded: string[] = [];
  for (const seeder of demoSeeders) {
    if (await seeder.seed(db, clock, files)) loaded.push(seeder.name);
  }
  return loaded;
}
