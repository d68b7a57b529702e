// The door at scale: the host's guest list on 10,000 guests (page 1 with a search), and the
// check-in scanner with a different approved guest's ticket on every request. Each prepare writes
// its guests in a few multi-row inserts.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CreateEventSchema } from '../contract/events.ts';
import { systemClock } from '../server/platform/clock.ts';
import type { Db } from '../server/platform/db/client.ts';
import {
  events,
  registrationAnswers,
  registrationQuestions,
  registrations,
  tickets,
  users,
} from '../server/platform/db/schema/index.ts';
import type { Env } from '../server/platform/env.ts';
import { ACCESS_COOKIE, openSession, insertUserWithProfile } from '../server/identity/index.ts';
import { createEvent } from '../server/events/index.ts';
import { ensureRegistrationSetup, ticketQrPayload } from '../server/registrations/index.ts';
import { loadSessionSecret } from '../server/platform/secrets.ts';
import type { BenchTarget } from './cases.ts';

export type Context = { db: Db; app: FastifyInstance; env: Env };

const SURNAMES = ['Kim', 'Lee', 'Park', 'Choi', 'Jung', '김', '이', '박', '최', '정'];
// Five organizations, each a fifth of the guests: a search for one of them matches 20 %.
const ORGANIZATIONS = ['Kakao', 'Naver', 'Toss', 'Coupang', '당근'];
/** A search that matches one guest in five (their organization), and nothing else of theirs. */
export const SEARCH_FIFTH = 'toss';

/** A published event, its PRO host with a session cookie, its default ticket and its ORGANIZATION question. */
export async function hostedEvent({ db, env }: Context, label: string) {
  const tag = randomBytes(4).toString('hex');
  const owner = await insertUserWithProfile(db, systemClock, {
    email: `bench.${label}.${tag}@moim.example`,
    name: 'Bench Host',
    bio: '',
    locale: 'en',
    accessLevel: 'PRO',
  });
  const start = new Date(Date.now() + 86_400_000);
  const event = await createEvent(
    { db, clock: systemClock },
    owner.id,
    CreateEventSchema.parse({
      handle: `bench-${label}-${tag}`,
      title: `Bench ${label}`,
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      timezone: 'Asia/Seoul',
      location: { mode: 'OFFLINE', venue: { type: 'MANUAL', city: 'Seoul', fullAddress: '152 Teheran-ro, Gangnam-gu, Seoul' } },
      eventTypes: ['MEETUP'],
      eventFields: ['IT_PROGRAMMING'],
    }),
  );
  await db.update(events).set({ status: 'PUBLISHED', publishedAt: new Date() }).where(eq(events.id, event.id));
  await ensureRegistrationSetup(db, event.id, new Date());
  const [ticket] = await db.select().from(tickets).where(eq(tickets.eventId, event.id));
  const now = new Date();
  const [question] = await db
    .insert(registrationQuestions)
    .values({ eventId: event.id, kind: 'ORGANIZATION', requirement: 'OPTIONAL', rank: 'z', createdAt: now, updatedAt: now })
    .returning();
  const [row] = await db.select().from(users).where(eq(users.id, owner.id));
  const session = await openSession(db, { clock: systemClock, sessionSecret: loadSessionSecret(env) }, row);
  return { eventId: event.id, ticketId: ticket.id, question, cookie: `${ACCESS_COOKIE}=${session.accessToken}` };
}

/** `count` approved non-member guests with an organization answer, 2,000 rows per insert. */
export async function insertGuests(db: Db, setup: Awaited<ReturnType<typeof hostedEvent>>, count: number) {
  const base = Date.now() - count * 1000;
  const created: (typeof registrations.$inferSelect)[] = [];
  for (let start = 0; start < count; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, count - start) }, (_, j) => {
      const i = start + j;
      return {
        eventId: setup.eventId,
        email: `guest.${i}.${randomBytes(3).toString('hex')}@moim.example`,
        name: `${SURNAMES[i % SURNAMES.length]} Guest ${i}`,
        locale: 'en' as const,
        ticketId: setup.ticketId,
        status: 'APPROVED' as const,
        qrSecret: randomBytes(32).toString('base64url'),
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + i * 1000),
      };
    });
    const inserted = await db.insert(registrations).values(rows).returning();
    const snapshot = { kind: 'ORGANIZATION' as const, title: '', revision: 1, choices: [] };
    await db.insert(registrationAnswers).values(
      inserted.map((r, j) => ({
        registrationId: r.id,
        questionId: setup.question.id,
        question: snapshot,
        value: ORGANIZATIONS[(start + j) % ORGANIZATIONS.length],
      })),
    );
    created.push(...inserted);
  }
  return created;
}

/**
 * `count` guests like insertGuests's, written by the database itself in one transaction: one
 * `insert … select` from `generate_series` for the registrations (their triggers run: the search
 * text, the counters) and one for their answers. The answers' triggers, which rewrite a
 * registration's search text per answer and its kept answers per statement, are off inside this
 * transaction only (the table stays locked until it commits); one update writes the search texts
 * and the kept answers instead, as the triggers would.
 * The first `checkedIn` of them (oldest first) are at the door already. Answers their ids and QR secrets.
 */
export async function seedGuests(db: Db, setup: Awaited<ReturnType<typeof hostedEvent>>, count: number, checkedIn = 0) {
  const base = new Date(Date.now() - count * 1000).toISOString();
  const surnames = sql`${`{${SURNAMES.join(',')}}`}::text[]`;
  const organizations = sql`${`{${ORGANIZATIONS.join(',')}}`}::text[]`;
  const snapshot = JSON.stringify({ kind: 'ORGANIZATION', title: '', revision: 1, choices: [] });
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into registrations (event_id, email, name, locale, ticket_id, status, check_in_status, checked_in_at, qr_secret, created_at, updated_at)
      select ${setup.eventId}::uuid, 'guest.' || i || '.' || substr(md5(random()::text), 1, 6) || '@moim.example',
        (${surnames})[i % ${SURNAMES.length} + 1] || ' Guest ' || i, 'en', ${setup.ticketId}::uuid, 'APPROVED',
        case when i < ${checkedIn} then 'CHECKED_IN' else 'NOT_CHECKED_IN' end,
        case when i < ${checkedIn} then now() end,
        translate(rtrim(encode(decode(md5(random()::text) || md5(random()::text), 'hex'), 'base64'), '='), '+/', '-_'),
        ${base}::timestamptz + i * interval '1 second', ${base}::timestamptz + i * interval '1 second'
      from generate_series(0, ${count - 1}) i`);
    await tx.execute(sql`alter table registration_answers disable trigger registration_search_text_answer`);
    await tx.execute(sql`alter table registration_answers disable trigger registration_export_answers_insert`);
    await tx.execute(sql`
      insert into registration_answers (registration_id, question_id, question, value)
      select r.id, ${setup.question.id}::uuid, ${snapshot}::jsonb,
        to_jsonb((${organizations})[(split_part(r.name, ' ', 3)::int) % ${ORGANIZATIONS.length} + 1])
      from registrations r where r.event_id = ${setup.eventId}`);
    await tx.execute(sql`alter table registration_answers enable trigger registration_search_text_answer`);
    await tx.execute(sql`alter table registration_answers enable trigger registration_export_answers_insert`);
    await tx.execute(sql`
      update registrations r set search_text = registration_search_text(r.id, r.user_id, r.name, r.email),
        export_answers = registration_export_answers(r.id)
      where r.event_id = ${setup.eventId}`);
  });
  const result = await db.execute(
    sql`select id, qr_secret as "qrSecret" from registrations where event_id = ${setup.eventId} order by created_at, id`,
  );
  return (result as { rows: { id: string; qrSecret: string }[] }).rows;
}

/** GET …/participants?search=park on 10,000 guests (1,000 of them match, by surname): the page and the count. */
export async function prepareGuestList(context: Context): Promise<BenchTarget> {
  const setup = await hostedEvent(context, 'guest-list');
  await insertGuests(context.db, setup, 10_000);
  return {
    method: 'GET',
    path: `/v1/event-managements/${setup.eventId}/participants?take=20&page=1&search=park`,
    headers: { cookie: setup.cookie },
  };
}

/** POST …/check-in with a different approved guest's ticket each request (distinct tickets: real check-ins, log entries and emails). */
export async function prepareCheckIn(context: Context): Promise<BenchTarget> {
  const setup = await hostedEvent(context, 'check-in');
  const guests = await insertGuests(context.db, setup, 30_000);
  return {
    method: 'POST',
    path: `/v1/event-managements/${setup.eventId}/check-in`,
    headers: { cookie: setup.cookie },
    bodies: guests.map((guest) => JSON.stringify({ qr: ticketQrPayload(guest) })),
  };
}
