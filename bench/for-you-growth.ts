// For You at 1,000, 5,000 and 20,000 cards (`BENCH_ONLY=foryou`, and within `BENCH_ONLY=growth`):
// lounges of each size side by side on one database, a page ranked for distinct viewers with
// nothing kept between requests (the whole request, in the app through inject). Each round asks
// every lounge in turn for each viewer, so the sizes share the machine's load, and takes the median
// of the viewers per size; the rounds give the min/median/max of each size's cost and of the growth
// factor from the smallest lounge to the largest. Then the database's plan of the largest lounge's
// ranking. Printed, never a failure. The cached path is the run's "lounge For You" case, measured
// against the one-query reference after this.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { systemClock } from '../server/platform/clock.ts';
import { openDatabase, type Db } from '../server/platform/db/client.ts';
import { profileCards, userProfiles } from '../server/platform/db/schema/index.ts';
import { readEnv, type Env } from '../server/platform/env.ts';
import { findCardsByIds } from '../server/people/cards/card-rows.ts';
import { rankingSql } from '../server/people/for-you/recommendations.service.ts';
import { readLoungeDoor } from '../server/people/lounge/lounge-access.ts';
import { openLounge } from '../server/people/lounge/lounge.service.ts';
import { seedLounge, signedInCookie } from './lounge-case.ts';

const SIZES = (process.env.BENCH_FOR_YOU_SIZES ?? '1000,5000,20000').split(',').map(Number);
const VIEWERS = Number(process.env.BENCH_FOR_YOU_VIEWERS ?? 15);
const ROUNDS = Number(process.env.BENCH_FOR_YOU_ROUNDS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** On the given database (the growth section's), or on one of its own (DATABASE_URL, else PGlite). */
export async function measureForYouGrowth(given?: { db: Db; env: Env }): Promise<void> {
  const database = given ? undefined : await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
  await database?.migrate();
  const db = given?.db ?? database!.db;
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: given?.env.SESSION_SECRET ?? 'bench-secret-0123456789abcdefghij',
    LOG_LEVEL: 'warn',
    // every request ranks
    FOR_YOU_CACHE_MS: '0',
  });
  const app = await buildApp({ db, env, clock: systemClock, logger: false });
  console.log(`\nFor You growth: cards ${SIZES.join(' / ')}; median of ${VIEWERS} distinct viewers each, nothing kept`);

  const lounges: { size: number; eventId: string; viewers: { id: string; cookie: string }[] }[] = [];
  for (const size of SIZES) {
    const started = performance.now();
    const { eventId, guestIds } = await seedLounge(db, size);
    // Viewers spread over the lounge, each with the card the generator gave them.
    const step = Math.floor(size / VIEWERS);
    const viewers = [];
    for (let i = 0; i < VIEWERS; i += 1) {
      const id = guestIds[i * step];
      viewers.push({ id, cookie: await signedInCookie(db, env, id) });
    }
    lounges.push({ size, eventId, viewers });
    console.log(`  seeded ${size} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const url = (eventId: string) => `/v1/events/${eventId}/participants/recommendations?take=20`;
  const ask = async (eventId: string, cookie: string) => {
    const started = performance.now();
    const res = await app.inject({ url: url(eventId), headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`For You answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return performance.now() - started;
  };
  // A first request per lounge warms the statement caches; it is not counted.
  for (const lounge of lounges) await ask(lounge.eventId, lounge.viewers[0].cookie);
  // costs[round][size]: the median over the viewers
  const costs: number[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const times = lounges.map((): number[] => []);
    for (let i = 0; i < VIEWERS; i += 1)
      for (const [at, lounge] of lounges.entries()) times[at].push(await ask(lounge.eventId, lounge.viewers[i].cookie));
    costs.push(times.map(median));
  }
  const spread = (values: number[], digits = 1) => {
    const ordered = [...values].sort((a, b) => a - b);
    return `${ordered[0].toFixed(digits)}/${median(ordered).toFixed(digits)}/${ordered.at(-1)!.toFixed(digits)}`;
  };
  console.log(`  min/median/max of ${ROUNDS} rounds, each the median of ${VIEWERS} viewers (ms):`);
  for (const [at, size] of SIZES.entries())
    console.log(`    ${String(size).padStart(6)} cards  ${spread(costs.map((round) => round[at]))}`);
  console.log(`  growth ${SIZES[0]} → ${SIZES.at(-1)}: ${spread(costs.map((round) => round.at(-1)! / round[0]))}× (goal ≤ 3×)`);

  // The plans of the largest lounge's ranking, as the app sends it: for a viewer of the generator,
  // who shares something with about half of the lounge (the planner reads the table), and for one
  // who shares a single tag (the GIN index finds their few).
  const largest = lounges.at(-1)!;
  const explain = async (title: string, viewerId: string) => {
    const [mine] = await findCardsByIds(db, [viewerId]);
    // The door's way in is all the plan needs; the session it also checks is not read here.
    const door = await readLoungeDoor(db, largest.eventId, { userId: viewerId, sessionId: randomUUID(), tokenVersion: 0 });
    const { space } = openLounge(door);
    const result = await db.execute(sql`explain (analyze, costs off) ${rankingSql(viewerId, mine, space, { take: 20 })}`);
    const lines = (result as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]);
    console.log(`\n  EXPLAIN For You ranking at ${largest.size}, ${title}:\n    ${lines.join('\n    ')}`);
  };
  await explain('a viewer sharing something with half the lounge', largest.viewers[1].id);
  const narrow = largest.viewers[2].id;
  await db.update(profileCards).set({ roles: [], seeking: [], seekingSkills: [] }).where(eq(profileCards.userId, narrow));
  await db
    .update(userProfiles)
    .set({ skills: [], tags: ['topic_5'], industry: null })
    .where(eq(userProfiles.userId, narrow));
  await explain('a viewer sharing one tag', narrow);
  await app.close();
  await database?.close();
}
