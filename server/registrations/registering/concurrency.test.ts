// Capacity under concurrency, on the PostgreSQL server only (PGlite has one connection and can
// never race): 2,000 distinct members register for 100 seats through two app instances sharing
// the database. The same harness with the seat guard swapped for a read-then-write step must
// oversell, so a green run means the guard is what holds.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.ts';
import type { Tx } from '../../platform/db/client.ts';
import { eventSeats, events, registrations, tickets } from '../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { bulkMembers, type BulkMember } from '../../test/members.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import type { SeatTaker } from './seats.ts';
import { asActor, managedForm, patchTicket, publishedEvent, ticketsOf, type Actor } from '../../test/registrations.ts';

/** The negative control: reads the counters, decides in JavaScript, writes back read + 1. */
const takeSeatUnguarded: SeatTaker = async (tx: Tx, eventId, ticketId) => {
  const [seats] = await tx
    .select({ taken: eventSeats.taken, max: events.maxParticipants })
    .from(eventSeats)
    .innerJoin(events, eq(events.id, eventSeats.eventId))
    .where(eq(eventSeats.eventId, eventId));
  if (seats.max !== null && seats.taken >= seats.max) return 'EVENT_FULL';
  const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, ticketId));
  if (ticket.quantity !== null && ticket.issuedCount >= ticket.quantity) return 'TICKET_FULL';
  // Widens the gap between the read and the write, so the control oversells however loaded the machine.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await tx
    .update(eventSeats)
    .set({ taken: seats.taken + 1 })
    .where(eq(eventSeats.eventId, eventId));
  await tx
    .update(tickets)
    .set({ issuedCount: ticket.issuedCount + 1 })
    .where(eq(tickets.id, ticketId));
  return 'SEATED';
};

const GUESTS = 2_000;
const SEATS = 100;
const CHUNK = 250;

describe.runIf(onServerDatabase())('registration under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  /**
   * Both instances also serve the registration routes with unguarded seats under /v1/control:
   * each request in its own transaction that reads the counters and then writes them. They are mounted before the app is ready; their deps
   * are filled in right after.
   */
  async function instance(options: { sharedDatabaseUrl?: string; clock?: TestApp['clock'] } = {}) {
    const controlDeps = {} as AppDeps;
    const t = await createTestApp({
      ...options,
      beforeReady: async (app) => {
        await app.register(
          async (scope) =>
            registrationsRoutes(scope, controlDeps, {
              seats: { lockSeats: async () => {}, takeSeat: takeSeatUnguarded, conditional: false },
            }),
          { prefix: '/v1/control' },
        );
      },
    });
    Object.assign(controlDeps, {
      db: t.db,
      env: t.env,
      clock: t.clock,
      kickOutbox: () => {},
      sessionSecret: loadSessionSecret(t.env),
    });
    return t;
  }
  beforeAll(async () => {
    a = await instance();
    b = await instance({ sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const bulkMembersOf = (count: number, tag: string) => bulkMembers(a, count, tag);

  /** Every member registers once, alternating between the two instances, CHUNK requests in flight at a time. */
  async function rush(host: Actor, eventId: string, members: BulkMember[], path = '/v1') {
    const form = await managedForm(a, host, eventId);
    const [nameQ, emailQ] = form.questions;
    const results: { status: number; code?: string; label?: string }[] = [];
    for (let start = 0; start < members.length; start += CHUNK) {
      const chunk = members.slice(start, start + CHUNK);
      const answers = await Promise.all(
        chunk.map((member, i) =>
          ((start + i) % 2 === 0 ? a : b).app.inject({
            method: 'POST',
            url: `${path}/events/${eventId}/register`,
            headers: { cookie: member.cookie },
            payload: {
              answers: [
                { questionId: nameQ.id, value: member.name },
                { questionId: emailQ.id, value: member.email },
              ],
            },
          }),
        ),
      );
      for (const res of answers) {
        const body = res.json();
        results.push({ status: res.statusCode, code: body.errorCode, label: body.data?.label });
      }
    }
    return results;
  }

  const count = <T>(items: T[], predicate: (item: T) => boolean) => items.filter(predicate).length;
  const statusCounts = async (eventId: string) =>
    Object.fromEntries(
      (
        await a.db
          .select({ status: registrations.status, n: sql<number>`count(*)::int` })
          .from(registrations)
          .where(eq(registrations.eventId, eventId))
          .groupBy(registrations.status)
      ).map((row) => [row.status, row.n]),
    );

  it(
    `${GUESTS} members, ${SEATS} seats: exactly ${SEATS} approved, the rest G20003, no duplicates, no 5xx`,
    { timeout: 180_000 },
    async () => {
      const { host, event } = await publishedEvent(a, { maxParticipants: SEATS });
      const members = await bulkMembersOf(GUESTS, 'full');
      const started = performance.now();
      const results = await rush(host, event.id, members);
      const seconds = (performance.now() - started) / 1000;
      console.log(`rush: ${GUESTS} registrations in ${seconds.toFixed(1)} s (${(GUESTS / seconds).toFixed(0)}/s)`);

      expect(count(results, (r) => r.status >= 500)).toBe(0);
      expect(count(results, (r) => r.status === 201 && r.label === 'APPROVED')).toBe(SEATS);
      expect(count(results, (r) => r.status === 201 || r.status === 400)).toBe(GUESTS);
      expect(count(results, (r) => r.status === 400 && r.code === 'G20003')).toBe(GUESTS - SEATS);
      expect(await statusCounts(event.id)).toEqual({ APPROVED: SEATS });
      const [distinct] = await a.db
        .select({ n: sql<number>`count(distinct ${registrations.userId})::int` })
        .from(registrations)
        .where(eq(registrations.eventId, event.id));
      expect(distinct.n).toBe(SEATS);
      const [seats] = await a.db.select().from(eventSeats).where(eq(eventSeats.eventId, event.id));
      expect(seats.taken).toBe(SEATS);
      expect((await ticketsOf(a, host, event.id))[0].issuedCount).toBe(SEATS);
    },
  );

  it(
    `with the waitlist on and a ${SEATS}-ticket quantity: ${SEATS} approved, ${GUESTS - SEATS} waitlisted with strictly increasing places`,
    { timeout: 180_000 },
    async () => {
      const { host, event } = await publishedEvent(a, { waitlistEnabled: true });
      const [ticket] = await ticketsOf(a, host, event.id);
      expect((await patchTicket(a, host, event.id, ticket.id, { quantity: SEATS })).statusCode).toBe(200);
      const members = await bulkMembersOf(GUESTS, 'waitlist');
      const results = await rush(host, event.id, members);

      expect(count(results, (r) => r.status !== 201)).toBe(0);
      expect(count(results, (r) => r.label === 'APPROVED')).toBe(SEATS);
      expect(count(results, (r) => r.label === 'WAITLIST')).toBe(GUESTS - SEATS);
      expect(await statusCounts(event.id)).toEqual({ APPROVED: SEATS, WAITLISTED: GUESTS - SEATS });
      const numbers = (
        await a.db
          .select({ n: registrations.waitlistNumber })
          .from(registrations)
          .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'WAITLISTED')))
          .orderBy(registrations.waitlistNumber)
      ).map((row) => row.n);
      expect(numbers).toEqual(Array.from({ length: GUESTS - SEATS }, (_, i) => i + 1));
      expect((await ticketsOf(a, host, event.id))[0]).toMatchObject({ quantity: SEATS, issuedCount: SEATS });
    },
  );

  it(
    'negative control: the same rush with the guard swapped for read-then-write, one by one, oversells',
    { timeout: 180_000 },
    async () => {
      let round = 0;
      const rushUnguarded = async () => {
        round += 1;
        const { host, event } = await publishedEvent(a, { maxParticipants: SEATS });
        const members = await bulkMembersOf(GUESTS, `control${round}`);
        const results = await rush(host, event.id, members, '/v1/control/v1');
        return { results, approved: (await statusCounts(event.id)).APPROVED ?? 0 };
      };
      // The counters' upsert (decision 028) holds one row per ticket and status until commit, which
      // lines up a ticket's registrations as well; the control turns it off in this file's own
      // database to show what the seat guard alone holds.
      await a.db.execute(sql`alter table registrations disable trigger registration_counters_insert`);
      // A round takes about 20 s, so three fit in the timeout on a loaded machine.
      const { results, approved } = await raceUntilBroken(rushUnguarded, (outcome) => outcome.approved > SEATS, 3).finally(() =>
        a.db.execute(sql`alter table registrations enable trigger registration_counters_insert`),
      );
      console.log(`negative control: ${approved} approved for ${SEATS} seats`);
      // Every request was answered by the registration code on one of the two instances.
      expect(count(results, (r) => r.status === 201 || (r.status === 400 && r.code === 'G20003'))).toBe(GUESTS);
      expect(approved).toBeGreaterThan(SEATS);
    },
  );

  it('one member sending the same registration 20 times at once through both instances: one 201, the rest 409 G09007', async () => {
    const { host, event } = await publishedEvent(a);
    const [member] = await bulkMembersOf(1, 'twice');
    const form = await managedForm(a, host, event.id);
    const payload = {
      answers: [
        { questionId: form.questions[0].id, value: member.name },
        { questionId: form.questions[1].id, value: member.email },
      ],
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? a : b).app.inject({
          method: 'POST',
          url: `/v1/events/${event.id}/register`,
          headers: { cookie: member.cookie },
          payload,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'G09007')).toBe(true);
  });

  it(
    'two hosts moving questions at once: every round ends in the order of one of the two serial runs',
    { timeout: 60_000 },
    async () => {
      const { host, event } = await publishedEvent(a);
      for (const title of ['A', 'B', 'C', 'D']) {
        await a.app.inject({
          method: 'POST',
          url: `/v1/event-managements/${event.id}/regist-questions`,
          headers: asActor(host),
          payload: { kind: 'SHORT_TEXT', title },
        });
      }
      const ids = async () => (await managedForm(a, host, event.id)).questions.map((q) => q.id);
      /** The server's rule in miniature: right after `beforeId`, else right before `afterId`; out of order is refused. */
      const simulate = (order: string[], move: { id: string; beforeId: string | null; afterId: string | null }) => {
        const rest = order.filter((id) => id !== move.id);
        if (move.beforeId && move.afterId && rest.indexOf(move.beforeId) > rest.indexOf(move.afterId)) return order;
        const at = move.beforeId ? rest.indexOf(move.beforeId) + 1 : rest.indexOf(move.afterId!);
        return [...rest.slice(0, at), move.id, ...rest.slice(at)];
      };
      for (let round = 0; round < 20; round += 1) {
        const order = await ids();
        const pick = (n: number) => order[(round * 7 + n * 3) % order.length];
        const first = { id: pick(0), beforeId: order.at(-1)!, afterId: null };
        const firstId = first.id;
        const other = order.find((id) => id !== firstId && id !== order[0])!;
        const second = { id: other, beforeId: null, afterId: order[0] === other ? order[1] : order[0] };
        if (first.beforeId === first.id) first.beforeId = order.at(-2)!;
        const responses = await Promise.all(
          [first, second].map((move, i) =>
            (i ? b : a).app.inject({
              method: 'POST',
              url: `/v1/event-managements/${event.id}/regist-questions/${move.id}/move`,
              headers: asActor(host),
              payload: { beforeId: move.beforeId, afterId: move.afterId },
            }),
          ),
        );
        expect(responses.map((r) => r.statusCode).every((s) => s === 200 || s === 400)).toBe(true);
        const after = await ids();
        expect([...after].sort()).toEqual([...order].sort());
        const serial = [simulate(simulate(order, first), second), simulate(simulate(order, second), first)];
        expect(serial).toContainEqual(after);
      }
    },
  );
});
