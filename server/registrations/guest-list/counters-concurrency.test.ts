// The registration counters under concurrency, on the PostgreSQL server only (PGlite has one
// connection and can never race): 200 members register at once through two app instances, then
// cancellations (freeing seats the waitlist takes) and check-ins run all at once. Afterwards every
// counter equals a fresh count of the registrations, and the summary and the dashboard say so.
// The negative control skips the counters' update for a round of check-ins: the same comparison
// must then find the difference, so a green run means the counters are what holds.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationActivity, registrationCounts, registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, managementUrl, type Team } from '../../test/guests.ts';
import { bulkMembers, type BulkMember } from '../../test/members.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { managedForm } from '../../test/registrations.ts';

const MEMBERS = 200;
const SEATS = 150;

describe.runIf(onServerDatabase())('registration counters under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let team: Team;
  const either = (i: number) => (i % 2 ? a : b);

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
    team = await guestTeam(a, { title: 'Counted Rush', maxParticipants: SEATS, waitlistEnabled: true });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function registerAll(members: BulkMember[]) {
    const [nameQ, emailQ] = (await managedForm(a, team.owner, team.event.id)).questions;
    return Promise.all(
      members.map(async (member, i) => {
        const res = await either(i).app.inject({
          method: 'POST',
          url: `/v1/events/${team.event.id}/register`,
          headers: { cookie: member.cookie },
          payload: {
            answers: [
              { questionId: nameQ.id, value: member.name },
              { questionId: emailQ.id, value: member.email },
            ],
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        const { status, qr } = res.json().data.registration as { status: string; qr: { payload: string } | null };
        return { member, status, qr: qr?.payload };
      }),
    );
  }

  const cancel = (member: BulkMember, i: number) =>
    either(i).app.inject({ method: 'POST', url: `/v1/events/${team.event.id}/me/cancel`, headers: { cookie: member.cookie } });
  const scan = (qr: string, i: number) =>
    either(i).app.inject({
      method: 'POST',
      url: managementUrl(team.event.id, '/check-in'),
      headers: { cookie: team.staff.cookie },
      payload: { qr },
    });

  const sorted = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();

  /** The counters and a fresh count of the same things, side by side. */
  async function counted() {
    const eventId = team.event.id;
    const [kept, fresh, keptActivity, freshActivity] = await Promise.all([
      a.db
        .select({
          ticketId: registrationCounts.ticketId,
          status: registrationCounts.status,
          count: registrationCounts.count,
          checkedIn: registrationCounts.checkedIn,
        })
        .from(registrationCounts)
        .where(
          and(
            eq(registrationCounts.eventId, eventId),
            sql`(${registrationCounts.count} <> 0 or ${registrationCounts.checkedIn} <> 0)`,
          ),
        ),
      a.db
        .select({
          ticketId: registrations.ticketId,
          status: registrations.status,
          count: sql<number>`count(*)::int`,
          checkedIn: sql<number>`(count(*) filter (where ${registrations.checkInStatus} = 'CHECKED_IN'))::int`,
        })
        .from(registrations)
        .where(eq(registrations.eventId, eventId))
        .groupBy(registrations.ticketId, registrations.status),
      a.db
        .select({
          registered: sql<number>`sum(${registrationActivity.registered})::int`,
          checkedIn: sql<number>`sum(${registrationActivity.checkedIn})::int`,
        })
        .from(registrationActivity)
        .where(eq(registrationActivity.eventId, eventId)),
      a.db
        .select({
          registered: sql<number>`count(*)::int`,
          checkedIn: sql<number>`(count(*) filter (where ${registrations.status} = 'APPROVED' and ${registrations.checkInStatus} = 'CHECKED_IN'))::int`,
        })
        .from(registrations)
        .where(eq(registrations.eventId, eventId)),
    ]);
    return { kept: sorted(kept), fresh: sorted(fresh), keptActivity, freshActivity };
  }

  it(
    `${MEMBERS} registrations, then cancellations and check-ins at once: the counters equal a fresh count`,
    { timeout: 180_000 },
    async () => {
      const registered = await registerAll(await bulkMembers(a, MEMBERS, 'counted'));
      const approved = registered.filter((r) => r.status === 'APPROVED');
      const waitlisted = registered.filter((r) => r.status === 'WAITLISTED');
      expect(approved).toHaveLength(SEATS);
      const leaving = [...approved.slice(0, 30), ...waitlisted.slice(0, 10)];
      const arriving = approved.slice(30, 130);
      const answers = await Promise.all([
        ...leaving.map((r, i) => cancel(r.member, i)),
        ...arriving.map((r, i) => scan(r.qr!, i)),
      ]);
      expect(answers.filter((res) => res.statusCode !== 200).map((res) => res.body)).toEqual([]);

      const { kept, fresh, keptActivity, freshActivity } = await counted();
      console.log(`counters: ${kept.join(' ')}`);
      expect(kept).toEqual(fresh);
      expect(keptActivity).toEqual(freshActivity);

      const summary = await a.app.inject({
        method: 'GET',
        url: managementUrl(team.event.id, '/check-in/summary'),
        headers: { cookie: team.owner.cookie },
      });
      expect(summary.json().data).toMatchObject({
        total: MEMBERS,
        approved: SEATS,
        checkedIn: 100,
        cancelled: 40,
        waitlisted: 10,
      });
      const dashboard = await b.app.inject({
        method: 'GET',
        url: managementUrl(team.event.id, '/dashboard'),
        headers: { cookie: team.owner.cookie },
      });
      const data = dashboard.json().data;
      expect(data.countsByStatus).toEqual({ APPROVED: SEATS, PENDING: 0, REJECTED: 0, CANCELLED: 40, WAITLISTED: 10 });
      expect(data.tickets[0]).toMatchObject({ approved: SEATS, checkedIn: 100 });
      expect(data.checkInsOverTime.reduce((sum: number, h: { count: number }) => sum + h.count, 0)).toBe(100);
      expect(data.registrationsOverTime.at(-1).cumulative).toBe(MEMBERS);
    },
  );

  it(
    'negative control: check-ins whose counter update is skipped leave the counters behind a fresh count',
    { timeout: 60_000 },
    async () => {
      const notYet = await a.db
        .select({ qrSecret: registrations.qrSecret, id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.eventId, team.event.id),
            eq(registrations.status, 'APPROVED'),
            eq(registrations.checkInStatus, 'NOT_CHECKED_IN'),
          ),
        )
        .limit(10);
      expect(notYet.length).toBeGreaterThan(0);
      await a.db.execute(sql`alter table ${registrations} disable trigger registration_counters_update`);
      try {
        await Promise.all(
          notYet.map((r, i) =>
            either(i)
              .db.update(registrations)
              .set({ checkInStatus: 'CHECKED_IN', checkedInAt: a.clock.now() })
              .where(eq(registrations.id, r.id)),
          ),
        );
      } finally {
        await a.db.execute(sql`alter table ${registrations} enable trigger registration_counters_update`);
      }
      const { kept, fresh, keptActivity, freshActivity } = await counted();
      expect(kept).not.toEqual(fresh);
      expect(keptActivity).not.toEqual(freshActivity);
    },
  );
});
