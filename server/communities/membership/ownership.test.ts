// Handing the community over (POST /v1/communities/{id}/console/owner): only the owner may, only to
// an approved member or manager; afterwards the old owner is a manager who may leave and the new
// owner is the one who may not.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMembers } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { asActor, barredIn, communityWithOwner, managerIn, personIn, type Actor, type Setup } from '../../test/communities.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const transfer = (setup: Setup, actor: Actor | undefined, userId: string, communityId = setup.community.id) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/communities/${communityId}/console/owner`,
    headers: asActor(actor),
    payload: { userId },
  });
const rolesOf = async (setup: Setup) => {
  const rows = await t.db.select().from(communityMembers).where(eq(communityMembers.communityId, setup.community.id));
  return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
};
const ownersOf = async (setup: Setup) =>
  t.db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, setup.community.id), eq(communityMembers.role, 'OWNER')));
const leave = (setup: Setup, actor: Actor) =>
  t.app.inject({ method: 'DELETE', url: `/v1/communities/${setup.community.id}/me`, headers: asActor(actor) });
const expectError = (res: Awaited<ReturnType<typeof transfer>>, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().errorCode).toBe(code);
};

describe('handing the community over', () => {
  it('makes a member the owner and the old owner a manager, who sees the console as one', async () => {
    const setup = await communityWithOwner(t);
    const member = await personIn(t, setup, 'APPROVED', { name: 'Ana Park' });
    const res = await transfer(setup, setup.owner, member.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const roles = await rolesOf(setup);
    expect(roles[member.user.id]).toBe('OWNER');
    expect(roles[setup.owner.user.id]).toBe('MANAGER');
    expect(await ownersOf(setup)).toHaveLength(1);
    const asOldOwner = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${setup.community.id}`,
      headers: asActor(setup.owner),
    });
    expect(asOldOwner.json().data.myRole).toBe('MANAGER');
    const asNewOwner = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${setup.community.id}`,
      headers: asActor(member),
    });
    expect(asNewOwner.json().data.myRole).toBe('OWNER');
  });

  it('makes a manager the owner; the old owner, now a manager, can no longer hand it over or change roles', async () => {
    const setup = await communityWithOwner(t);
    const manager = await managerIn(t, setup, { name: 'Manager Min' });
    const other = await personIn(t, setup, 'APPROVED');
    expect((await transfer(setup, setup.owner, manager.user.id)).statusCode).toBe(200);
    expect((await rolesOf(setup))[manager.user.id]).toBe('OWNER');
    expectError(await transfer(setup, setup.owner, other.user.id), 403, 'G01034');
    const role = await t.app.inject({
      method: 'PATCH',
      url: `/v1/communities/${setup.community.id}/members/${other.user.id}/role`,
      headers: asActor(setup.owner),
      payload: { role: 'MANAGER' },
    });
    expectError(role, 403, 'G01034');
    // The new owner can hand it back.
    expect((await transfer(setup, manager, setup.owner.user.id)).statusCode).toBe(200);
    expect((await rolesOf(setup))[setup.owner.user.id]).toBe('OWNER');
    expect((await rolesOf(setup))[manager.user.id]).toBe('MANAGER');
  });

  it('refuses managers with 403 G01034 and members with 403 G01033, changing nothing', async () => {
    const setup = await communityWithOwner(t);
    const manager = await managerIn(t, setup);
    const member = await personIn(t, setup, 'APPROVED');
    const before = await rolesOf(setup);
    expectError(await transfer(setup, manager, manager.user.id), 403, 'G01034');
    expectError(await transfer(setup, manager, member.user.id), 403, 'G01034');
    expectError(await transfer(setup, member, member.user.id), 403, 'G01033');
    expect(await rolesOf(setup)).toEqual(before);
  });

  it('refuses a target who is not an approved member: pending or rejected 400 G20204, barred, stranger or nobody 404 G04022, the owner 400 G20201', async () => {
    const setup = await communityWithOwner(t);
    const pending = await personIn(t, setup, 'PENDING');
    const rejected = await personIn(t, setup, 'REJECTED');
    const barred = await barredIn(t, setup);
    const stranger = await signedInUser(t);
    const before = await rolesOf(setup);
    expectError(await transfer(setup, setup.owner, pending.user.id), 400, 'G20204');
    expectError(await transfer(setup, setup.owner, rejected.user.id), 400, 'G20204');
    for (const userId of [barred.user.id, stranger.user.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectError(await transfer(setup, setup.owner, userId), 404, 'G04022');
    }
    expectError(await transfer(setup, setup.owner, setup.owner.user.id), 400, 'G20201');
    const invalid = await t.app.inject({
      method: 'POST',
      url: `/v1/communities/${setup.community.id}/console/owner`,
      headers: asActor(setup.owner),
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(await rolesOf(setup)).toEqual(before);
  });

  it("answers 404 G04013 to a stranger and to another community's owner, 401 signed out, and never hands over a member of another community", async () => {
    const setup = await communityWithOwner(t);
    const other = await communityWithOwner(t, { name: 'Other Club' });
    const member = await personIn(t, setup, 'APPROVED');
    const stranger = await signedInUser(t);
    expectError(await transfer(setup, stranger, member.user.id), 404, 'G04013');
    expectError(await transfer(setup, other.owner, member.user.id), 404, 'G04013');
    expect((await transfer(setup, undefined, member.user.id)).statusCode).toBe(401);
    // B's owner, through B, cannot reach A's member.
    expectError(await transfer(other, other.owner, member.user.id), 404, 'G04022');
    expect((await rolesOf(setup))[setup.owner.user.id]).toBe('OWNER');
    expect((await rolesOf(other))[other.owner.user.id]).toBe('OWNER');
  });

  it('lets the old owner leave afterwards, and refuses the new owner with 400 G20206', async () => {
    const setup = await communityWithOwner(t);
    const member = await personIn(t, setup, 'APPROVED', { name: 'Ana Park' });
    expectError(await leave(setup, setup.owner), 400, 'G20206');
    expect((await transfer(setup, setup.owner, member.user.id)).statusCode).toBe(200);
    expectError(await leave(setup, member), 400, 'G20206');
    expect((await leave(setup, setup.owner)).statusCode).toBe(200);
    expect((await rolesOf(setup))[setup.owner.user.id]).toBeUndefined();
    expect(await ownersOf(setup)).toMatchObject([{ userId: member.user.id, status: 'APPROVED' }]);
  });
});
