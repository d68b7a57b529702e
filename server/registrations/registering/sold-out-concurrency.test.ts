// A sold-out event's refusals on two instances sharing one PostgreSQL (decision 050): each instance
// keeps what it learned about the sell-out and refuses without asking the database, yet a seat freed
// through the other instance is taken at once, never refused by a stale "sold out", and no seat is
// sold twice. The negative control keeps its "sold out" without listening for changes and must
// refuse the freed seat, so a green run means the notifications are what hold.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.ts';
import { eventSeats, registrations } from '../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { bulkMembers, type BulkMember } from '../../test/members.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { cancel, managedForm, patchEvent, publishedEvent, ticketsOf } from '../../test/registrations.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import { createSoldOutEvents, type SoldOutEvents } from './sold-out-events.ts';

const SEATS = 20;
/** long enough that only a notification can make an instance forget within a test */
const KEPT_MS = 120_000;

type Instance = { t: TestApp; kept: SoldOutEvents; stale: SoldOutEvents };

describe.runIf(onServerDatabase())('a sold-out event on two instances, one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;

  /**
   * An app instance that also serves the registration routes under /v1/kept (what it knows of
   * sell-outs kept for minutes, forgotten only when notified) and /v1/stale (kept as long, never
   * notified: the negative control). Their deps are filled in once the app is made.
   */
  async function instance(shared?: TestApp): Promise<Instance> {
    const keptDeps = {} as AppDeps;
    const staleDeps = {} as AppDeps;
    const scopes: { kept?: SoldOutEvents; stale?: SoldOutEvents } = {};
    const t = await createTestApp({
      ...(shared ? { sharedDatabaseUrl: shared.databaseUrl, clock: shared.clock } : {}),
      beforeReady: async (app) => {
        await app.register(async (scope) => registrationsRoutes(scope, keptDeps, { soldOut: lazy('kept') }), {
          prefix: '/v1/kept',
        });
        await app.register(async (scope) => registrationsRoutes(scope, staleDeps, { soldOut: lazy('stale') }), {
          prefix: '/v1/stale',
        });
      },
    });
    // The routes are registered before the database handle exists: they reach their store through this.
    function lazy(which: 'kept' | 'stale'): SoldOutEvents {
      return {
        known: (eventId) => scopes[which]!.known(eventId),
        watch: (eventId) => scopes[which]!.watch(eventId),
        unwatch: (watch) => scopes[which]!.unwatch(watch),
        learn: (watch, context) => scopes[which]!.learn(watch, context),
      };
    }
    for (const deps of [keptDeps, staleDeps])
      Object.assign(deps, {
        db: t.db,
        env: t.env,
        clock: t.clock,
        kickOutbox: () => {},
        sessionSecret: loadSessionSecret(t.env),
      });
    scopes.kept = createSoldOutEvents(t.db, { keepMs: KEPT_MS });
    scopes.stale = createSoldOutEvents(t.db, { listen: false, keepMs: KEPT_MS });
    return { t, kept: scopes.kept, stale: scopes.stale };
  }

  beforeAll(async () => {
    a = await instance();
    b = await instance(a.t);
  });
  afterAll(async () => {
    await b?.t.close();
    await a?.t.close();
  });

  /** A full event without a waitlist: SEATS members hold its seats. */
  async function soldOutEvent(tag: string) {
    const { host, event } = await publishedEvent(a.t, { maxParticipants: SEATS });
    const form = await managedForm(a.t, host, event.id);
    const [nameQ, emailQ] = form.questions;
    const payloadOf = (member: BulkMember) => ({
      answers: [
        { questionId: nameQ.id, value: member.name },
        { questionId: emailQ.id, value: member.email },
      ],
    });
    const holders = await bulkMembers(a.t, SEATS, `${tag}-holder`);
    const seated = await Promise.all(holders.map((m, i) => registerThrough(i % 2 ? b : a, '/v1', event.id, m, payloadOf)));
    expect(seated.map((r) => r.status)).toEqual(Array(SEATS).fill(201));
    return { host, event, holders, payloadOf };
  }

  async function registerThrough(
    at: Instance,
    prefix: string,
    eventId: string,
    member: BulkMember,
    payloadOf: (m: BulkMember) => object,
  ) {
    const res = await at.t.app.inject({
      method: 'POST',
      url: `${prefix}/events/${eventId}/register`,
      headers: { cookie: member.cookie },
      payload: payloadOf(member),
    });
    const body = res.json();
    return { status: res.statusCode, code: body.errorCode as string | undefined, label: body.data?.label as string | undefined };
  }

  /** Refusals through `prefix` on `at` until it keeps the event as sold out. */
  async function learnSoldOut(
    at: Instance,
    which: 'kept' | 'stale',
    eventId: string,
    late: BulkMember[],
    payloadOf: (m: BulkMember) => object,
  ) {
    const prefix = `/v1/${which}/v1`;
    for (const member of late) {
      const refused = await registerThrough(at, prefix, eventId, member, payloadOf);
      expect(refused).toMatchObject({ status: 400, code: 'G20003' });
      if (at[which].known(eventId)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${which} never kept the event as sold out`);
  }

  const approvedAndTaken = async (eventId: string) => {
    const [row] = await a.t.db
      .select({
        approved: sql<number>`(select count(*) from ${registrations} r where r.event_id = ${eventId} and r.status = 'APPROVED')::int`,
        taken: eventSeats.taken,
      })
      .from(eventSeats)
      .where(eq(eventSeats.eventId, eventId));
    return row;
  };

  it('a seat freed through one instance is taken through the other at once, though it kept the event as sold out', async () => {
    const { event, holders, payloadOf } = await soldOutEvent('freed');
    const late = await bulkMembers(a.t, 30, 'freed-late');
    await learnSoldOut(a, 'kept', event.id, late.slice(0, 10), payloadOf);
    // Kept: refused without a statement, still G20003.
    expect(await registerThrough(a, '/v1/kept/v1', event.id, late[10], payloadOf)).toMatchObject({ status: 400, code: 'G20003' });

    expect((await cancel(b.t, event.id, { cookie: holders[0].cookie })).statusCode).toBe(200);
    expect(await registerThrough(a, '/v1/kept/v1', event.id, late[11], payloadOf)).toMatchObject({
      status: 201,
      label: 'APPROVED',
    });
    // Full again: the next one is refused, and nothing was sold twice.
    expect(await registerThrough(a, '/v1/kept/v1', event.id, late[12], payloadOf)).toMatchObject({ status: 400, code: 'G20003' });
    expect(await approvedAndTaken(event.id)).toEqual({ approved: SEATS, taken: SEATS });
  });

  it('someone registered already is still told so (G09007) by an instance that kept the event as sold out', async () => {
    const { event, holders, payloadOf } = await soldOutEvent('again');
    const late = await bulkMembers(a.t, 10, 'again-late');
    await learnSoldOut(a, 'kept', event.id, late, payloadOf);
    expect(await registerThrough(a, '/v1/kept/v1', event.id, holders[3], payloadOf)).toMatchObject({
      status: 409,
      code: 'G09007',
    });
  });

  it('the waitlist turned on through one instance: the other, which kept the event as sold out, waitlists the next', async () => {
    const { host, event, payloadOf } = await soldOutEvent('waitlist');
    const late = await bulkMembers(a.t, 12, 'waitlist-late');
    await learnSoldOut(a, 'kept', event.id, late.slice(0, 10), payloadOf);
    expect((await patchEvent(b.t, host, event.id, { waitlistEnabled: true })).statusCode).toBe(200);
    expect(await registerThrough(a, '/v1/kept/v1', event.id, late[10], payloadOf)).toMatchObject({
      status: 201,
      label: 'WAITLIST',
    });
    const [waitlisted] = await a.t.db
      .select({ n: registrations.waitlistNumber })
      .from(registrations)
      .where(and(eq(registrations.eventId, event.id), eq(registrations.status, 'WAITLISTED')));
    expect(waitlisted.n).toBe(1);
    expect((await ticketsOf(a.t, host, event.id))[0].issuedCount).toBe(SEATS);
  });

  it(
    'cancellations through one instance while 400 register through both: never past the seats, and every freed seat taken',
    { timeout: 120_000 },
    async () => {
      const { event, holders, payloadOf } = await soldOutEvent('race');
      const late = await bulkMembers(a.t, 400, 'race-late');
      await learnSoldOut(a, 'kept', event.id, late.slice(0, 10), payloadOf);
      await learnSoldOut(b, 'kept', event.id, late.slice(10, 20), payloadOf);
      const cancelling = holders.slice(0, 10);
      const rushing = late.slice(20, 380);
      const [cancels, answers] = await Promise.all([
        Promise.all(cancelling.map((m) => cancel(b.t, event.id, { cookie: m.cookie }))),
        Promise.all(rushing.map((m, i) => registerThrough(i % 2 ? b : a, '/v1/kept/v1', event.id, m, payloadOf))),
      ]);
      expect(cancels.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(answers.filter((r) => r.status >= 500)).toEqual([]);
      expect(
        answers.every((r) => (r.status === 201 && r.label === 'APPROVED') || (r.status === 400 && r.code === 'G20003')),
      ).toBe(true);
      const during = await approvedAndTaken(event.id);
      expect(during.approved).toBeLessThanOrEqual(SEATS);
      expect(during.taken).toBe(during.approved);
      // Whatever the rush did not take is taken by the next ones, on either instance: no stale "sold out".
      const after = late.slice(380);
      for (const [i, member] of after.entries()) {
        const answer = await registerThrough(i % 2 ? b : a, '/v1/kept/v1', event.id, member, payloadOf);
        const expected = i < SEATS - during.approved ? { status: 201, label: 'APPROVED' } : { status: 400, code: 'G20003' };
        expect(answer).toMatchObject(expected);
      }
      expect(await approvedAndTaken(event.id)).toEqual({ approved: SEATS, taken: SEATS });
    },
  );

  it('negative control: an instance that keeps "sold out" without being told of changes refuses the freed seat', async () => {
    const { event, holders, payloadOf } = await soldOutEvent('control');
    const late = await bulkMembers(a.t, 12, 'control-late');
    await learnSoldOut(a, 'stale', event.id, late.slice(0, 10), payloadOf);
    expect((await cancel(b.t, event.id, { cookie: holders[0].cookie })).statusCode).toBe(200);
    // Given time for any notification to arrive: this one never listens.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await registerThrough(a, '/v1/stale/v1', event.id, late[10], payloadOf)).toMatchObject({
      status: 400,
      code: 'G20003',
    });
    // The seat was free all along: the instance that listens gives it.
    expect(await registerThrough(a, '/v1/kept/v1', event.id, late[11], payloadOf)).toMatchObject({
      status: 201,
      label: 'APPROVED',
    });
    expect(await approvedAndTaken(event.id)).toEqual({ approved: SEATS, taken: SEATS });
  });
});
