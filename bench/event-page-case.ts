import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CreateEventSchema } from '../contract/events.ts';
import { systemClock } from '../server/platform/clock.ts';
import type { Db } from '../server/platform/db/client.ts';
import { eventHosts, events, users } from '../server/platform/db/schema/index.ts';
import type { Env } from '../server/platform/env.ts';
import { ACCESS_COOKIE, openSession, insertUserWithProfile } from '../server/identity/index.ts';
import { createEvent } from '../server/events/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import type { BenchTarget } from './cases.ts';

/** A published event with a host, two co-hosts, categories and a rich description. */
async function createBenchEvent(db: Db) {
  const tag = randomBytes(4).toString('hex');
  const person = (name: string, accessLevel?: 'PRO') =>
    insertUserWithProfile(db, systemClock, {
      email: `bench.${name.toLowerCase()}.${tag}@moim.example`,
      name,
      bio: '',
      locale: 'en',
      accessLevel,
    });
  const owner = await person('Owner', 'PRO');
  const start = new Date(Date.now() + 7 * 86_400_000);
  const event = await createEvent(
    { db, clock: systemClock },
    owner.id,
    CreateEventSchema.parse({
      handle: `bench-event-${tag}`,
      title: 'Benchmark Meetup: performance in practice',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: {
        mode: 'OFFLINE',
        venue: { type: 'MANUAL', city: 'Seoul', fullAddress: '152 Teheran-ro, Gangnam-gu, Seoul' },
        detail: '12F',
      },
      eventTypes: ['MEETUP', 'WORKSHOP'],
      eventFields: ['IT_PROGRAMMING', 'SCIENCE_TECHNOLOGY'],
      description: `<h2>About</h2>${'<p>Talks, <strong>demos</strong> and <a href="https://moim.example">links</a>.</p>'.repeat(10)}`,
    }),
  );
  for (const name of ['CoHostA', 'CoHostB']) {
    const coHost = await person(name);
    await db.insert(eventHosts).values({ eventId: event.id, userId: coHost.id, role: 'CO_HOST', addedAt: new Date() });
  }
  await db.update(events).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(events.id, event.id));
  return { event, person };
}

/** Anonymous readers, as a shared link brings them: the 1 s page cache serves most of them. */
export async function prepareEventPage({ db }: { db: Db; app: FastifyInstance; env: Env }): Promise<BenchTarget> {
  const { event } = await createBenchEvent(db);
  return { method: 'GET', path: `/v1/events/info?handle=${event.handle}` };
}

/** A signed-in reader: never cached, so every request is the session check and the page's one query. */
export async function prepareSignedInEventPage({ db, env }: { db: Db; app: FastifyInstance; env: Env }): Promise<BenchTarget> {
  const { event, person } = await createBenchEvent(db);
  const viewer = await person('Viewer');
  const [row] = await db.select().from(users).where(eq(users.id, viewer.id));
  const session = await openSession(db, { clock: systemClock, sessionSecret: loadSessionSecret(env) }, row);
  return {
    method: 'GET',
    path: `/v1/events/info?handle=${event.handle}`,
    headers: { cookie: `${ACCESS_COOKIE}=${session.accessToken}` },
  };
}
