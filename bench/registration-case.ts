// The registration rush: POST /v1/events/{id}/register from a different member on every request
// (big capacity, so every request takes a seat), measured against a bare conditional UPDATE on a
// one-row table; and the same requests once the event is sold out, each refused. Afterwards each
// case counts what was sold: approved registrations beyond the capacity (oversell) and any drift
// between the rows and the seat counters.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CreateEventSchema } from '../contract/events.ts';
import { systemClock } from '../server/platform/clock.ts';
import type { Db } from '../server/platform/db/client.ts';
import { eventSeats, events, registrations, sessions, tickets, userProfiles, users } from '../server/platform/db/schema/index.ts';
import type { Env } from '../server/platform/env.ts';
import { authKeys, ACCESS_COOKIE, signAccessToken, insertUserWithProfile } from '../server/identity/index.ts';
import { createEvent } from '../server/events/index.ts';
import { loadQuestions, ensureRegistrationSetup } from '../server/registrations/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import type { BenchTarget } from './cases.ts';

type Context = { db: Db; app: FastifyInstance; env: Env };

const CAPACITY = 100_000;
const BATCH = 2000;
/** the registration rush is measured this many times (its goal holds on the worst) */
export const RUSH_ROUNDS = 3;
const SOLD_OUT_CAPACITY = 100;
let rushEventId: string | undefined;
let soldOutEventId: string | undefined;

/** `count` members with a session each: a few multi-row inserts, tokens from the accounts code's signer. */
async function bulkMembers(db: Db, env: Env, count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const keys = authKeys(loadSessionSecret(env));
  const now = new Date();
  const cookies: string[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `rush.${tag}.${start + i}@moim.example`,
          handle: `rush.${tag}.${start + i}`,
          name: `Rush ${start + i}`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    await db.insert(userProfiles).values(created.map((user) => ({ userId: user.id, updatedAt: now })));
    const opened = await db
      .insert(sessions)
      .values(created.map((user) => ({ userId: user.id, createdAt: now })))
      .returning({ id: sessions.id });
    for (const [i, user] of created.entries()) {
      const token = await signAccessToken(keys, systemClock, {
        userId: user.id,
        sessionId: opened[i].id,
        tokenVersion: user.tokenVersion,
      });
      cookies.push(`${ACCESS_COOKIE}=${token}`);
    }
  }
  return cookies;
}

/** A published event of `capacity` seats with its form, and the body its registrations send. */
async function openEvent(db: Db, capacity: number, label: string) {
  const tag = randomBytes(4).toString('hex');
  const owner = await insertUserWithProfile(db, systemClock, {
    email: `bench.rush.${tag}@moim.example`,
    name: 'Rush Host',
    bio: '',
    locale: 'en',
    accessLevel: 'PRO',
  });
  const start = new Date(Date.now() + 7 * 86_400_000);
  const event = await createEvent(
    { db, clock: systemClock },
    owner.id,
    CreateEventSchema.parse({
      handle: `bench-${label}-${tag}`,
      title: `Bench ${label}`,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', city: 'Seoul', fullAddress: '152 Teheran-ro, Gangnam-gu, Seoul' } },
      maxParticipants: capacity,
    }),
  );
  await db.update(events).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(events.id, event.id));
  await ensureRegistrationSetup(db, event.id, new Date());
  const [name, email] = await loadQuestions(db, event.id);
  const body = JSON.stringify({
    answers: [
      { questionId: name.id, value: 'Rush Guest' },
      { questionId: email.id, value: 'rush.guest@moim.example' },
    ],
  });
  return { eventId: event.id, path: `/v1/events/${event.id}/register`, body };
}

export async function prepareRegistrationRush({ db, env }: Context): Promise<BenchTarget> {
  const { eventId, path, body } = await openEvent(db, CAPACITY, 'rush');
  rushEventId = eventId;
  // Enough members for every round and the warm-up before them: a wrap-around would register
  // someone twice (409, counted as errors).
  const members = await bulkMembers(db, env, (RUSH_ROUNDS + 1) * Math.max(5000, Number(process.env.BENCH_SECONDS ?? 5) * 5000));
  return { method: 'POST', path, body, headerSets: members.map((cookie) => ({ cookie })) };
}

/**
 * After a sell-out: an event of 100 seats, sold through the app, then POST register from a
 * different member on every request, each refused (400 G20003) — the late arrivals of a rush.
 */
export async function prepareSoldOut({ db, env, app }: Context): Promise<BenchTarget> {
  const { eventId, path, body } = await openEvent(db, SOLD_OUT_CAPACITY, 'sold-out');
  soldOutEventId = eventId;
  const members = await bulkMembers(db, env, SOLD_OUT_CAPACITY + 5000);
  for (const cookie of members.slice(0, SOLD_OUT_CAPACITY)) {
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: body,
      headers: { cookie, 'content-type': 'application/json' },
    });
    if (res.statusCode !== 201) throw new Error(`selling out: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  // Refused members may come again: a refusal writes nothing, so a wrap-around is still a refusal.
  return {
    method: 'POST',
    path,
    body,
    headerSets: members.slice(SOLD_OUT_CAPACITY).map((cookie) => ({ cookie })),
    expectStatus: 400,
  };
}

/** After the run: seats sold beyond the capacity, and rows that the counters don't account for. */
export const verifyRegistrationRush = ({ db }: { db: Db }) => verifySeats(db, rushEventId, CAPACITY);
export const verifySoldOut = ({ db }: { db: Db }) => verifySeats(db, soldOutEventId, SOLD_OUT_CAPACITY);

async function verifySeats(db: Db, eventId: string | undefined, capacity: number) {
  if (!eventId) return { ok: false, report: 'not prepared' };
  // One statement, one snapshot: requests still finishing cannot make the numbers disagree.
  const [counts] = await db
    .select({
      approved: sql<number>`(select count(*) from ${registrations} r where r.event_id = ${eventId} and r.status = 'APPROVED')::int`,
      taken: sql<number>`(select taken from ${eventSeats} s where s.event_id = ${eventId})`,
      issued: sql<number>`(select sum(issued_count) from ${tickets} t where t.event_id = ${eventId})::int`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  const oversell = Math.max(0, counts.approved - capacity);
  const drift = Math.abs(counts.approved - counts.taken) + Math.abs(counts.approved - counts.issued);
  return {
    ok: oversell === 0 && drift === 0,
    report: `${counts.approved} approved of ${capacity} seats, oversell ${oversell} (goal 0), counter drift ${drift} (goal 0)`,
  };
}

/** The reference: one row, one conditional UPDATE (servers.ts serves it). */
export async function prepareSeatReference(db: Db) {
  await db.execute(sql`create table if not exists bench_seats (id int primary key, taken int not null, capacity int not null)`);
  await db.execute(
    sql`insert into bench_seats (id, taken, capacity) values (1, 0, 2000000000) on conflict (id) do update set taken = 0`,
  );
}

export async function takeReferenceSeat(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`update bench_seats set taken = taken + 1 where id = 1 and taken < capacity returning taken`,
  );
  return (result as { rows: unknown[] }).rows.length === 1;
}
