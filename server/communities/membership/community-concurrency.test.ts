// The "exactly one" rules of communities under concurrency, on the PostgreSQL server, through two
// app instances sharing one database: twenty parallel applications by one person leave one
// application; twenty parallel approvals of one applicant by two managers leave one membership and
// one email; twenty parallel transfers of ownership leave one owner. Each has a negative control
// that shows the test can fail without its guard.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../platform/app-deps.ts';
import { communityMembers, outbox } from '../../platform/db/schema/index.ts';
import { loadSessionSecret } from '../../platform/secrets.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { onServerDatabase } from '../../test/test-database.ts';
import { communityConsoleRoutes } from '../console/community-console.routes.ts';
import { answersFor, asActor, communityWithOwner, managerIn, personIn, type Actor, type Setup } from '../../test/communities.ts';

const PARALLEL = 20;

describe.runIf(onServerDatabase())('communities under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let setup: Setup;
  let managers: [Actor, Actor];

  /** Both instances also serve the console with unguarded decisions and transfers under /v1/control/v1 (the negative controls). */
  async function instance(options: { sharedDatabaseUrl?: string; clock?: TestApp['clock'] } = {}) {
    const controlDeps = {} as AppDeps;
    const t = await createTestApp({
      ...options,
      beforeReady: async (app) => {
        await app.register(
          async (scope) =>
            communityConsoleRoutes(scope, controlDeps, { decisions: { unguarded: true }, ownership: { unguarded: true } }),
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
    setup = await communityWithOwner(a);
    managers = [await managerIn(a, setup, { name: 'Manager One' }), await managerIn(a, setup, { name: 'Manager Two' })];
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const rowsOf = (userId: string) =>
    a.db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, setup.community.id), eq(communityMembers.userId, userId)));
  const emailsTo = async (email: string) =>
    (await a.db.select().from(outbox)).filter((mail) => (mail.payload as { to: string }).to === email);

  async function applyInParallel(applicant: Actor) {
    return Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: `/v1/communities/${setup.community.id}/members`,
          headers: asActor(applicant),
          payload: { joinTypeId: setup.joinType.id, answers: answersFor(setup, applicant.user.name) },
        }),
      ),
    );
  }

  async function approveInParallel(applicant: Actor, prefix = '/v1') {
    return Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: `${prefix}/communities/${setup.community.id}/applicants/${applicant.user.id}/approve`,
          headers: asActor(managers[i % 2]),
        }),
      ),
    );
  }

  it(`${PARALLEL} parallel applications by one person leave one application; the rest 409 G09020`, async () => {
    const applicant = await signedInUser(a, { name: 'Rushing Ryu' });
    const responses = await applyInParallel(applicant);
    const statuses = responses.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(responses.filter((res) => res.statusCode === 409).every((res) => res.json().errorCode === 'G09020')).toBe(true);
    expect(statuses.every((s) => s < 500)).toBe(true);
    expect(await rowsOf(applicant.user.id)).toHaveLength(1);
  });

  it(`${PARALLEL} parallel approvals by two managers on two instances: one membership, one email, the rest 400 G20203`, async () => {
    const applicant = await personIn(a, setup, 'PENDING', { name: 'Waiting Won' });
    const responses = await approveInParallel(applicant);
    expect(responses.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((res) => res.statusCode === 400).every((res) => res.json().errorCode === 'G20203')).toBe(true);
    const rows = await rowsOf(applicant.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'APPROVED', statusVersion: 2 });
    expect(await emailsTo(applicant.user.email)).toHaveLength(1);
  });

  it('negative control: approvals that do not require a pending application send many emails', async () => {
    const applicant = await personIn(a, setup, 'PENDING', { name: 'Control Cho' });
    const responses = await approveInParallel(applicant, '/v1/control/v1');
    const emails = await emailsTo(applicant.user.email);
    console.log(
      `negative control: ${responses.filter((res) => res.statusCode === 200).length} approvals, ${emails.length} emails`,
    );
    expect(emails.length).toBeGreaterThan(1);
  });

  it(`${PARALLEL} parallel leaves by one member on two instances: one deletion, the rest 404 G04022, never a 500`, async () => {
    const member = await personIn(a, setup, 'APPROVED', { name: 'Leaving Lim' });
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'DELETE',
          url: `/v1/communities/${setup.community.id}/me`,
          headers: asActor(member),
        }),
      ),
    );
    expect(responses.every((res) => res.statusCode < 500)).toBe(true);
    expect(responses.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(PARALLEL - 1);
    expect(refused.every((res) => res.statusCode === 404 && res.json().errorCode === 'G04022')).toBe(true);
    expect(await rowsOf(member.user.id)).toHaveLength(0);
  });

  it(`${PARALLEL} parallel leaves by the owner delete nothing: all 400 G20206`, async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'DELETE',
          url: `/v1/communities/${setup.community.id}/me`,
          headers: asActor(setup.owner),
        }),
      ),
    );
    expect(responses.every((res) => res.statusCode === 400 && res.json().errorCode === 'G20206')).toBe(true);
    expect(await rowsOf(setup.owner.user.id)).toMatchObject([{ role: 'OWNER', status: 'APPROVED' }]);
  });

  async function transferInParallel(community: Setup, targets: [Actor, Actor], prefix = '/v1') {
    return Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        (i % 2 ? b : a).app.inject({
          method: 'POST',
          url: `${prefix}/communities/${community.community.id}/console/owner`,
          headers: asActor(community.owner),
          payload: { userId: targets[Math.floor(i / 2) % 2].user.id },
        }),
      ),
    );
  }
  const ownersOf = (community: Setup) =>
    a.db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, community.community.id), eq(communityMembers.role, 'OWNER')));

  it(`${PARALLEL} parallel transfers by the owner to two members on two instances: one owner, the old owner a manager, never a 500`, async () => {
    const community = await communityWithOwner(a, { name: 'Handover Club' });
    const targets: [Actor, Actor] = [
      await personIn(a, community, 'APPROVED', { name: 'Ana Park' }),
      await managerIn(a, community, { name: 'Bo Kim' }),
    ];
    const responses = await transferInParallel(community, targets);
    expect(responses.every((res) => res.statusCode < 500)).toBe(true);
    expect(responses.filter((res) => res.statusCode === 200)).toHaveLength(1);
    // The rest either found the owner gone within the race (409 G09024) or arrived as a manager (403 G01034).
    const refused = responses.filter((res) => res.statusCode !== 200).map((res) => `${res.statusCode} ${res.json().errorCode}`);
    expect(refused).toHaveLength(PARALLEL - 1);
    expect(refused.filter((answer) => answer !== '409 G09024' && answer !== '403 G01034')).toEqual([]);
    const owners = await ownersOf(community);
    expect(owners).toHaveLength(1);
    expect(targets.map((target) => target.user.id)).toContain(owners[0].userId);
    const [old] = await a.db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, community.community.id), eq(communityMembers.userId, community.owner.user.id)));
    expect(old).toMatchObject({ role: 'MANAGER', status: 'APPROVED' });
  });

  it('negative control: transfers without the owner condition and the one-owner index leave two owners', async () => {
    // Near the end of the file: it takes the one-owner index out of this test database for good.
    await a.db.execute(sql`drop index community_members_one_owner`);
    const transferAtOnce = async () => {
      const community = await communityWithOwner(a, { name: 'Control Club' });
      const targets: [Actor, Actor] = [
        await personIn(a, community, 'APPROVED', { name: 'Control Ahn' }),
        await personIn(a, community, 'APPROVED', { name: 'Control Baek' }),
      ];
      await transferInParallel(community, targets, '/v1/control/v1');
      return ownersOf(community);
    };
    const owners = await raceUntilBroken(transferAtOnce, (rows) => rows.length !== 1);
    console.log(`negative control: ${owners.length} owners`);
    expect(owners.length).not.toBe(1);
  });

  it('negative control: without the primary key, parallel applications leave several', async () => {
    // Last in the file: it takes the guard out of this test database for good.
    await a.db.execute(sql`alter table community_members drop constraint community_members_community_id_user_id_pk`);
    const applyAtOnce = async () => {
      const applicant = await signedInUser(a, { name: 'Control Cha' });
      await applyInParallel(applicant);
      return rowsOf(applicant.user.id);
    };
    const rows = await raceUntilBroken(applyAtOnce, (applications) => applications.length > 1);
    console.log(`negative control: ${rows.length} applications`);
    expect(rows.length).toBeGreaterThan(1);
  });
});
