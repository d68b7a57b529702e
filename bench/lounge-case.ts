// The lounge at scale: 5,000 approved guests with cards, and one of them asking for their For You
// page over and over. The people are written in a few multi-row inserts; their skills, tags,
// industries and roles come from a seeded generator, so every run ranks the same lounge.
// bench/for-you-growth.ts seeds lounges of other sizes the same way.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CreateEventSchema } from '../contract/events.ts';
import { networkingRoles } from '../contract/people.ts';
import { hackathonSkills, yearsOfExperienceOptions } from '../contract/users.ts';
import { systemClock } from '../server/platform/clock.ts';
import type { Db } from '../server/platform/db/client.ts';
import {
  events,
  profileCards,
  registrations,
  sessions,
  tickets,
  userProfiles,
  users,
} from '../server/platform/db/schema/index.ts';
import type { Env } from '../server/platform/env.ts';
import { ACCESS_COOKIE, openSession, insertUserWithProfile } from '../server/identity/index.ts';
import { createEvent } from '../server/events/index.ts';
import { ensureRegistrationSetup } from '../server/registrations/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import type { BenchTarget } from './cases.ts';

const CHUNK = 1_000;
const INDUSTRIES = [
  'Fintech',
  'E-commerce',
  'Healthcare',
  'Education',
  'Gaming',
  'Mobility',
  'Media',
  'AI',
  'Logistics',
  'Climate',
];
const TAGS = Array.from({ length: 60 }, (_, i) => `topic_${i}`);

/** A small seeded generator (mulberry32): the same lounge on every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[], count: number): T[] => {
    const chosen = new Set<T>();
    while (chosen.size < count) chosen.add(items[Math.floor(next() * items.length)]);
    return [...chosen];
  };
  return { next, pick, between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

type Context = { db: Db; app: FastifyInstance; env: Env };

/** GET …/participants/recommendations for one guest among 5,000 with cards. */
export async function prepareForYou({ db, env }: Context): Promise<BenchTarget> {
  const { eventId, viewerId } = await seedLounge(db, 5_000);
  // The viewer: a founder who seeks investors and React people, with a few skills and tags of their own.
  await db
    .update(profileCards)
    .set({ roles: ['FOUNDER'], seeking: ['INVESTOR', 'FRONTEND'], seekingSkills: ['REACT'] })
    .where(eq(profileCards.userId, viewerId));
  await db
    .update(userProfiles)
    .set({ skills: ['TYPESCRIPT', 'GO'], tags: ['topic_1', 'topic_2'], industry: 'Fintech' })
    .where(eq(userProfiles.userId, viewerId));
  return {
    method: 'GET',
    path: `/v1/events/${eventId}/participants/recommendations?take=20`,
    headers: { cookie: await signedInCookie(db, env, viewerId) },
  };
}

/** A fresh session's cookie for a bench person. */
export async function signedInCookie(db: Db, env: Env, userId: string): Promise<string> {
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  const session = await openSession(db, { clock: systemClock, sessionSecret: loadSessionSecret(env) }, person);
  return `${ACCESS_COOKIE}=${session.accessToken}`;
}

/**
 * A published event with its lounge on and `guests` approved guests with cards, their values from
 * the seeded generator (the same lounge on every run of a size). The first guest is `viewerId`.
 */
export async function seedLounge(db: Db, guests: number): Promise<{ eventId: string; viewerId: string; guestIds: string[] }> {
  const tag = randomBytes(4).toString('hex');
  const owner = await insertUserWithProfile(db, systemClock, {
    email: `bench.lounge.${tag}@moim.example`,
    name: 'Lounge Host',
    bio: '',
    locale: 'en',
    accessLevel: 'PRO',
  });
  const start = new Date(Date.now() + 86_400_000);
  const event = await createEvent(
    { db, clock: systemClock },
    owner.id,
    CreateEventSchema.parse({
      handle: `bench-lounge-${tag}`,
      title: 'Bench lounge',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', city: 'Seoul', fullAddress: '152 Teheran-ro, Gangnam-gu, Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
      loungeEnabled: true,
    }),
  );
  await db.update(events).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(events.id, event.id));
  await ensureRegistrationSetup(db, event.id, new Date());
  const [ticket] = await db.select().from(tickets).where(eq(tickets.eventId, event.id));

  const random = seeded(20_260_601);
  const base = Date.now() - guests * 1000;
  const guestIds: string[] = [];
  for (let first = 0; first < guests; first += CHUNK) {
    const now = new Date();
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(CHUNK, guests - first) }, (_, j) => ({
          email: `lounge.${tag}.${first + j}@moim.example`,
          handle: `lounge.${tag}.${first + j}`,
          name: `Lounge Guest ${first + j}`,
          locale: 'en' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email, name: users.name });
    await db.insert(userProfiles).values(
      people.map((person) => ({
        userId: person.id,
        bio: 'Here to meet people',
        industry: INDUSTRIES[random.between(0, INDUSTRIES.length - 1)],
        skills: random.pick(hackathonSkills, random.between(1, 4)),
        tags: random.pick(TAGS, random.between(0, 4)),
        yearsOfExperience: yearsOfExperienceOptions[random.between(0, yearsOfExperienceOptions.length - 1)],
        organization: `Company ${random.between(1, 300)}`,
        updatedAt: now,
      })),
    );
    await db.insert(profileCards).values(
      people.map((person, j) => ({
        userId: person.id,
        roles: random.pick(networkingRoles, random.between(0, 2)),
        seeking: random.pick(networkingRoles, random.between(0, 2)),
        seekingSkills: random.pick(hackathonSkills, random.between(0, 2)),
        // one in ten hides their skills, as people do
        hiddenFields: [
          ...(random.next() < 0.1 ? (['skills'] as const) : []),
          'email' as const,
          'phoneNumber' as const,
          'dateOfBirth' as const,
          'attachedFile' as const,
        ],
        createdAt: new Date(base + (first + j) * 1000),
        updatedAt: now,
      })),
    );
    await db.insert(registrations).values(
      people.map((person) => ({
        eventId: event.id,
        userId: person.id,
        email: person.email,
        name: person.name,
        locale: 'en' as const,
        ticketId: ticket.id,
        status: 'APPROVED' as const,
        qrSecret: randomBytes(32).toString('base64url'),
        createdAt: now,
        updatedAt: now,
      })),
    );
    guestIds.push(...people.map((person) => person.id));
  }
  // As the server's autovacuum would after such a load: the planner knows the tables' sizes, and
  // the pages are marked all-visible, so For You's postings are read from their index alone.
  await db.execute(sql`vacuum analyze`);
  return { eventId: event.id, viewerId: guestIds[0], guestIds };
}
