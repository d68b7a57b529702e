import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';

/** One part of the demo data; returns false when its data is already there. */
export type DemoSeeder = { name: string; seed(db: Db, clock: Clock): Promise<boolean> };

export const demoSeeders: DemoSeeder[] = [];

/** Loads the demo data on a database that has none of it; running it again changes nothing. */
export async function seedDemoIfEmpty(db: Db, clock: Clock): Promise<string[]> {
  const loaded: string[] = [];
  for (const seeder of demoSeeders) {
    if (await seeder.seed(db, clock)) loaded.push(seeder.name);
  }
  return loaded;
}
