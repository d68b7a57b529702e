// The Members screen of a community: All with search and the member-type filter, paging, Saved,
// Recommended with reasons, a member's page by handle, and the answers a member shows or hides.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityMembers } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { asActor } from '../../test/registrations.ts';
import type { Actor } from '../../test/events.ts';
import { answer, createCommunity, memberIn, type TestCommunity } from '../../test/community-people.ts';

let t: TestApp;
let community: TestCommunity;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(async () => {
  await t?.close();
});

const get = (actor: Actor, path: string) =>
  t.app.inject({ method: 'GET', url: `/v1/communities/${community.id}${path}`, headers: asActor(actor) });
const handles = (res: { json(): { data: { items: { handle: string }[] } } }) => res.json().data.items.map((item) => item.handle);

describe('GET /v1/communities/{id}/members', () => {
  it('lists approved members with a card, newest first, never myself, with their role and member type', async () => {
    const local = await createCommunity(t, 'Directory');
    const founder = await memberIn(t, local, 'APPROVED', { user: { name: 'Fay Founder' } });
    const mentor = await memberIn(t, local, 'APPROVED', {
      joinTypeId: local.joinTypes.mentor,
      role: 'MANAGER',
      user: { name: 'Max Mentor' },
    });
    await memberIn(t, local, 'PENDING', { card: true, user: { name: 'Pat Pending' } });
    await memberIn(t, local, 'REJECTED', { card: true });
    await memberIn(t, local, 'APPROVED', { card: false, user: { name: 'No Card' } });
    const res = await t.app.inject({ method: 'GET', url: `/v1/communities/${local.id}/members`, headers: asActor(founder) });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(items.map((item: { userId: string }) => item.userId)).toEqual([mentor.user.id]);
    expect(items[0]).toMatchObject({
      communityRole: 'MANAGER',
      memberType: { id: local.joinTypes.mentor, name: 'Mentor' },
      isSaved: false,
    });
    expect(items[0]).not.toHaveProperty('email');

    const byType = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${local.id}/members?filters[memberType]=${local.joinTypes.founder}`,
      headers: asActor(mentor),
    });
    expect(byType.json().data.items.map((item: { userId: string }) => item.userId)).toEqual([founder.user.id]);
    const unknownType = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${local.id}/members?filters[memberType]=nope`,
      headers: asActor(mentor),
    });
    expect(unknownType.json().data.items).toEqual([]);
  });

  it('searches names and shown organizations, never hidden ones; pages by cursor; Saved lists whom I saved', async () => {
    const me = await memberIn(t, community, 'APPROVED');
    const open = await memberIn(t, community, 'APPROVED', { card: { organization: 'Quokka Labs' } });
    await memberIn(t, community, 'APPROVED', {
      card: {
        organization: 'Quokka Secret',
        hiddenFields: ['organization', 'email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
      },
    });
    expect(handles(await get(me, '/members?search=quokka'))).toEqual([open.user.handle]);

    const first = await get(me, '/members?take=1');
    expect(first.json().data).toMatchObject({ hasMore: true });
    const second = await get(me, `/members?take=1&cursorId=${first.json().data.cursorId}`);
    const all = await get(me, '/members?take=50');
    expect([...handles(first), ...handles(second)]).toEqual(handles(all).slice(0, 2));

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/communities/${community.id}/users/${open.user.id}/likes`,
          headers: asActor(me),
        })
      ).statusCode,
    ).toBe(201);
    expect(handles(await get(me, '/members?tab=saved'))).toEqual([open.user.handle]);
    expect(handles(await get(me, '/me/likes'))).toEqual([open.user.handle]);
    expect((await get(me, '/members?tab=nope')).statusCode).toBe(400);
  });
});

describe('the order of the directory', () => {
  it('lists members by when they were approved, newest first, not by when their card was made; ties by id; the cursor walks the same order', async () => {
    const local = await createCommunity(t, 'Order');
    const viewer = await memberIn(t, local, 'APPROVED');
    // Cards made first to last; approvals in another order, two at the same moment.
    const people = [];
    for (const name of ['Early Card', 'Middle Card', 'Late Card', 'Twin Card'])
      people.push(await memberIn(t, local, 'PENDING', { card: true, user: { name } }));
    const [early, middle, late, twin] = people;
    const approvedAt = new Map([
      [early.user.id, '2030-03-01T00:00:00Z'],
      [middle.user.id, '2030-01-01T00:00:00Z'],
      [late.user.id, '2030-02-01T00:00:00Z'],
      [twin.user.id, '2030-02-01T00:00:00Z'],
    ]);
    for (const [userId, at] of approvedAt) {
      await t.db
        .update(communityMembers)
        .set({ status: 'APPROVED', decidedAt: new Date(at) })
        .where(and(eq(communityMembers.communityId, local.id), eq(communityMembers.userId, userId)));
    }
    const tied = [late.user.id, twin.user.id].sort().reverse();
    const expected = [early.user.id, ...tied, middle.user.id];
    const ids = (res: { json(): { data: { items: { userId: string }[] } } }) => res.json().data.items.map((item) => item.userId);
    const url = (query: string) => `/v1/communities/${local.id}/members?${query}`;
    const all = await t.app.inject({ method: 'GET', url: url('take=50'), headers: asActor(viewer) });
    expect(ids(all)).toEqual(expected);

    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
        method: 'GET',
        url: url(`take=1${cursor ? `&cursorId=${cursor}` : ''}`),
        headers: asActor(viewer),
      });
      walked.push(...ids(page));
      cursor = page.json().data.cursorId;
    } while (cursor && walked.length < 10);
    expect(walked).toEqual(expected);
  });
});

describe('GET /v1/communities/{id}/members/recommendations', () => {
  it("ranks members by the lounge's For You with reasons, leaving out the saved and those with nothing in common", async () => {
    const local = await createCommunity(t, 'Recommend');
    const me = await memberIn(t, local, 'APPROVED', { card: { skills: ['REACT'], seeking: ['MENTOR'] } });
    const mentor = await memberIn(t, local, 'APPROVED', { card: { roles: ['MENTOR'], skills: ['REACT'] } });
    const peer = await memberIn(t, local, 'APPROVED', { card: { skills: ['REACT'] } });
    await memberIn(t, local, 'APPROVED', { card: { skills: ['GO'] } });
    const outsider = await memberIn(t, community, 'APPROVED', { card: { roles: ['MENTOR'], skills: ['REACT'] } });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${local.id}/members/recommendations`,
      headers: asActor(me),
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items;
    expect(items.map((item: { card: { userId: string } }) => item.card.userId)).toEqual([mentor.user.id, peer.user.id]);
    expect(items[0].card).toMatchObject({ communityRole: 'MEMBER', memberType: { name: 'Founder' } });
    expect(items[0].reasons).toEqual(
      expect.arrayContaining([
        { kind: 'SHARED_SKILLS', skills: ['REACT'] },
        { kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['MENTOR'], skills: [] },
      ]),
    );
    expect(JSON.stringify(res.json())).not.toContain(outsider.user.id);

    const noCard = await memberIn(t, local, 'APPROVED', { card: false });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/v1/communities/${local.id}/members/recommendations`,
      headers: asActor(noCard),
    });
    expect([refused.statusCode, refused.json().errorCode]).toEqual([404, 'G04004']);
  });
});

describe('GET /v1/communities/{id}/members/profile', () => {
  it("shows a member's card and the answers they show; the hidden ones never leave the server", async () => {
    const me = await memberIn(t, community, 'APPROVED');
    const answers = [
      answer('SHORT_TEXT', 'What are you building?', 'A tea robot'),
      answer('PHONE_NUMBER', 'Phone', '+821099998888'),
    ];
    const other = await memberIn(t, community, 'APPROVED', {
      answers,
      card: { organization: 'Tea Co', phoneNumber: '+821099998888' },
    });
    const res = await get(me, `/members/profile?handle=${other.user.handle}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: other.user.id,
      organization: 'Tea Co',
      communityRole: 'MEMBER',
      answers: [{ title: 'What are you building?', text: 'A tea robot', kind: 'SHORT_TEXT' }],
    });
    expect(res.body).not.toContain('99998888');
    expect(res.body).not.toContain(other.user.email);

    for (const handle of ['nobody-here', (await memberIn(t, community, 'PENDING', { card: true })).user.handle]) {
      const missing = await get(me, `/members/profile?handle=${handle}`);
      expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'G04025']);
    }
  });
});
