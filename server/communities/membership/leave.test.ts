// Leaving a community (DELETE /v1/communities/{id}/me): members, managers and applicants end their
// own place; the owner cannot; nobody else has anything to end.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMembers } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import {
  apply,
  asActor,
  barredIn,
  communityWithOwner,
  managerIn,
  personIn,
  type Actor,
  type Setup,
} from '../../test/communities.ts';

let t: TestApp;
let setup: Setup;

beforeAll(async () => {
  t = await createTestApp();
  setup = await communityWithOwner(t);
});
afterAll(async () => {
  await t?.close();
});

const leave = (actor: Actor | undefined, communityId = setup.community.id) =>
  t.app.inject({ method: 'DELETE', url: `/v1/communities/${communityId}/me`, headers: asActor(actor) });
const stateOf = async (actor: Actor) =>
  (await t.app.inject({ method: 'GET', url: `/v1/communities/${setup.community.id}/me`, headers: asActor(actor) })).json().data;
const rowsOf = (actor: Actor) =>
  t.db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, setup.community.id), eq(communityMembers.userId, actor.user.id)));

describe('leaving a community', () => {
  it('lets a member leave: the row is gone, the state is NONE and the member pages close', async () => {
    const member = await personIn(t, setup, 'APPROVED', { name: 'Leaving Lee' });
    const res = await leave(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ communityId: setup.community.id, state: 'NONE', role: null });
    expect(await rowsOf(member)).toHaveLength(0);
    expect(await stateOf(member)).toMatchObject({ state: 'NONE', role: null, appliedAt: null });
    const members = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${setup.community.id}/members`,
      headers: asActor(member),
    });
    expect(members.json().errorCode).toBe('G01030');
  });

  it('lets a manager leave, and drops them from the console list', async () => {
    const manager = await managerIn(t, setup, { name: 'Manager Moon' });
    expect((await leave(manager)).statusCode).toBe(200);
    expect(await stateOf(manager)).toMatchObject({ state: 'NONE' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${setup.community.id}/console/members`,
      headers: asActor(setup.owner),
    });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json().data)).not.toContain(manager.user.id);
  });

  it('lets an applicant withdraw a pending application', async () => {
    const applicant = await personIn(t, setup, 'PENDING', { name: 'Pending Pyo' });
    expect((await leave(applicant)).statusCode).toBe(200);
    expect(await rowsOf(applicant)).toHaveLength(0);
    const pending = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${setup.community.id}/applicants`,
      headers: asActor(setup.owner),
    });
    expect(JSON.stringify(pending.json())).not.toContain(applicant.user.id);
  });

  it('refuses the owner with 400 G20206 and keeps them the owner', async () => {
    const res = await leave(setup.owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('G20206');
    expect(res.json().message).toMatch(/owner/i);
    expect(await stateOf(setup.owner)).toMatchObject({ state: 'APPROVED', role: 'OWNER' });
  });

  it('answers 404 G04022 to a stranger, a second leave, a rejected applicant and a barred account', async () => {
    const stranger = await signedInUser(t);
    const rejected = await personIn(t, setup, 'REJECTED', { name: 'Rejected Ryu' });
    const barred = await barredIn(t, setup);
    for (const actor of [stranger, rejected, barred]) {
      const res = await leave(actor);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('G04022');
    }
    expect(await stateOf(rejected)).toMatchObject({ state: 'REJECTED' });
    expect(await stateOf(barred)).toMatchObject({ state: 'BARRED' });
  });

  it('answers 401 signed out and 404 G04013 for an unknown community', async () => {
    expect((await leave(undefined)).statusCode).toBe(401);
    const member = await personIn(t, setup, 'APPROVED');
    expect((await leave(member, '00000000-0000-4000-8000-000000000000')).json().errorCode).toBe('G04013');
    expect((await leave(member, 'not-a-uuid')).json().errorCode).toBe('G04013');
  });

  it("leaves another community's member alone: 404 G04022 here, still a member there", async () => {
    const other = await communityWithOwner(t, { name: 'Other Club' });
    const elsewhere = await personIn(t, other, 'APPROVED', { name: 'Elsewhere Eom' });
    const res = await leave(elsewhere);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('G04022');
    const there = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${other.community.id}/me`,
      headers: asActor(elsewhere),
    });
    expect(there.json().data).toMatchObject({ state: 'APPROVED' });
  });

  it('lets someone who left apply again, as a fresh application', async () => {
    const member = await personIn(t, setup, 'APPROVED', { name: 'Returning Ra' });
    expect((await leave(member)).statusCode).toBe(200);
    const again = await apply(t, setup, member);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ state: 'PENDING' });
    expect(await stateOf(member)).toMatchObject({ state: 'PENDING' });
  });
});
