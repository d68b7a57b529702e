// For You's kept features and postings (decisions 039, 051) equal a fresh computation from the
// cards, profiles and places: after every kind of change, one at a time (both databases), and after
// the changes of many people at once through two app instances (the PostgreSQL server only). Two
// interleavings are then played step by step: a second writer starts while the first one's
// transaction is open. With the lock each writer first takes on the person, the second waits and
// reads what the first wrote; the negative control takes the lock away, and the same steps leave
// features or postings that are not what the cards and places say.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  cardMatchFeatures,
  communityMembers,
  eventHosts,
  profileCards,
  registrations,
  spaceMatchPostings,
  userProfiles,
} from '../../platform/db/schema/index.ts';
import { findCardsByIds } from '../cards/card-rows.ts';
import { visibleForMatching } from '../cards/card-view.ts';
import { personIn, communityWithOwner, decide } from '../../test/communities.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { signedInUser } from '../../test/factories.ts';
import { cardForm, loungeTeam, makeCard, memberWithStatus, type Actor } from '../../test/lounge.ts';
import { asActor } from '../../test/registrations.ts';
import { onServerDatabase } from '../../test/test-database.ts';

// What the triggers must have written for some people, worked out afresh from the cards, profiles and places.
const sorted = (lines: string[]) => [...lines].sort();

/** Each person's features as lines, fresh from their card and profile (what others may see). */
async function freshFeatures(db: DbOrTx, userIds: string[]) {
  const cards = await findCardsByIds(db, userIds);
  return new Map(
    cards.map((card) => {
      const visible = visibleForMatching(card);
      const industry = visible.industry?.trim().toLowerCase() || null;
      const values: [string, readonly string[]][] = [
        ['role', card.roles],
        ['seeks', card.seeking],
        ['skill', visible.skills],
        ['seeks_skill', card.seekingSkills],
        ['tag', visible.tags.map((tag) => tag.toLowerCase())],
        ['industry', industry ? [industry] : []],
      ];
      return [card.userId, { createdAt: card.createdAt, values }];
    }),
  );
}

/** The places each person has: approved registrations, host teams, approved memberships. */
async function freshSpaces(db: DbOrTx, userIds: string[]) {
  const rows = [
    ...(await db
      .select({ userId: registrations.userId, spaceId: registrations.eventId })
      .from(registrations)
      .where(and(inArray(registrations.userId, userIds), eq(registrations.status, 'APPROVED')))),
    ...(await db
      .select({ userId: eventHosts.userId, spaceId: eventHosts.eventId })
      .from(eventHosts)
      .where(inArray(eventHosts.userId, userIds))),
    ...(await db
      .select({ userId: communityMembers.userId, spaceId: communityMembers.communityId })
      .from(communityMembers)
      .where(and(inArray(communityMembers.userId, userIds), eq(communityMembers.status, 'APPROVED')))),
  ];
  const spaces = new Map<string, Set<string>>();
  for (const row of rows) if (row.userId) spaces.set(row.userId, (spaces.get(row.userId) ?? new Set()).add(row.spaceId));
  return spaces;
}

/** The kept rows and the fresh ones, as sorted lines: equal when the triggers kept them true. */
async function keptAndFresh(db: DbOrTx, userIds: string[]) {
  const features = await freshFeatures(db, userIds);
  const spaces = await freshSpaces(db, userIds);
  const fresh = { features: [] as string[], postings: [] as string[] };
  for (const [userId, { createdAt, values }] of features) {
    for (const [field, list] of values) for (const value of new Set(list)) fresh.features.push(`${userId} ${field} ${value}`);
    for (const spaceId of spaces.get(userId) ?? []) {
      fresh.postings.push(`${spaceId} ${userId} card  ${createdAt.toISOString()}`);
      for (const [field, list] of values)
        for (const value of new Set(list))
          fresh.postings.push(`${spaceId} ${userId} ${field} ${value} ${createdAt.toISOString()}`);
    }
  }
  const keptFeatures = await db.select().from(cardMatchFeatures).where(inArray(cardMatchFeatures.userId, userIds));
  const kept = {
    features: keptFeatures.flatMap((row) => {
      const values: [string, readonly string[]][] = [
        ['role', row.roles],
        ['seeks', row.seeking],
        ['skill', row.skills],
        ['seeks_skill', row.seekingSkills],
        ['tag', row.tagKeys],
        ['industry', row.industryKey ? [row.industryKey] : []],
      ];
      return values.flatMap(([field, list]) => [...new Set(list)].map((value) => `${row.userId} ${field} ${value}`));
    }),
    postings: (await db.select().from(spaceMatchPostings).where(inArray(spaceMatchPostings.userId, userIds))).map(
      (row) => `${row.spaceId} ${row.userId} ${row.field} ${row.value} ${row.createdAt.toISOString()}`,
    ),
  };
  return {
    kept: { features: sorted(kept.features), postings: sorted(kept.postings) },
    fresh: { features: sorted(fresh.features), postings: sorted(fresh.postings) },
  };
}

const patch = (t: TestApp, actor: Actor, url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: asActor(actor), payload });

async function expectKeptTrue(t: TestApp, userIds: string[]) {
  const { kept, fresh } = await keptAndFresh(t.db, userIds);
  expect(kept).toEqual(fresh);
  return fresh;
}

describe('For You postings after each kind of change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('follow the card, the profile, the registration, the host team and the community membership', async () => {
    const team = await loungeTeam(t);
    const place = { eventId: team.event.id, ticketId: team.ticketId };
    const guest = await memberWithStatus(t, place, 'PENDING', { name: 'Guest Go' });
    const ids = [guest.user.id];
    await makeCard(t, guest, {
      skills: ['GO', 'REACT'],
      tags: ['AI', '창업'],
      industry: ' Fintech ',
      roles: ['FOUNDER'],
      seeking: ['INVESTOR'],
    });
    // A card but no place yet: features, no postings.
    expect((await expectKeptTrue(t, ids)).postings).toEqual([]);

    await t.db
      .update(registrations)
      .set({ status: 'APPROVED' })
      .where(and(eq(registrations.eventId, team.event.id), eq(registrations.userId, guest.user.id)));
    const approved = await expectKeptTrue(t, ids);
    expect(approved.postings.filter((line) => line.includes(' tag '))).toHaveLength(2);
    expect(approved.postings.some((line) => line.includes(' industry fintech '))).toBe(true);

    expect(
      (await patch(t, guest, '/v1/me/profile', { skills: ['JAVA'], tags: ['Climate'], industry: 'Gaming' })).statusCode,
    ).toBe(200);
    await expectKeptTrue(t, ids);
    expect((await patch(t, guest, '/v1/me/profile-card', { roles: ['MENTOR'], seekingSkills: ['FIGMA'] })).statusCode).toBe(200);
    await expectKeptTrue(t, ids);
    const hidden = await t.app.inject({ method: 'POST', url: '/v1/me/fields/tags/hide', headers: asActor(guest) });
    expect(hidden.statusCode).toBe(200);
    expect((await expectKeptTrue(t, ids)).postings.some((line) => line.includes(' tag '))).toBe(false);

    // On the host team of another event as well; cancelling the registration leaves that one.
    await t.db
      .insert(eventHosts)
      .values({ eventId: team.otherEvent.id, userId: guest.user.id, role: 'STAFF', addedAt: t.clock.now() });
    const spacesOf = (lines: string[]) => new Set(lines.map((line) => line.split(' ')[0]));
    expect(spacesOf((await expectKeptTrue(t, ids)).postings)).toEqual(new Set([team.event.id, team.otherEvent.id]));
    await t.db
      .update(registrations)
      .set({ status: 'CANCELLED' })
      .where(and(eq(registrations.eventId, team.event.id), eq(registrations.userId, guest.user.id)));
    expect(spacesOf((await expectKeptTrue(t, ids)).postings)).toEqual(new Set([team.otherEvent.id]));
    await t.db.delete(eventHosts).where(and(eq(eventHosts.eventId, team.otherEvent.id), eq(eventHosts.userId, guest.user.id)));
    expect((await expectKeptTrue(t, ids)).postings).toEqual([]);

    // A community: an approved member's postings, none for a rejected one.
    const club = await communityWithOwner(t);
    const member = await personIn(t, club, 'PENDING', { name: 'Member Moon' });
    await makeCard(t, member, { skills: ['GO'], tags: ['ai'] });
    expect((await expectKeptTrue(t, [member.user.id])).postings).toEqual([]);
    expect((await decide(t, club, club.owner, member.user.id, 'approve')).statusCode).toBe(200);
    expect(spacesOf((await expectKeptTrue(t, [member.user.id])).postings)).toEqual(new Set([club.community.id]));
    const rejected = await personIn(t, club, 'REJECTED');
    await makeCard(t, rejected, { skills: ['GO'] });
    expect((await expectKeptTrue(t, [rejected.user.id])).postings).toEqual([]);
  });
});

describe.runIf(onServerDatabase())('For You postings under concurrent edits (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let team: Awaited<ReturnType<typeof loungeTeam>>;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sharedDatabaseUrl: a.databaseUrl, clock: a.clock });
    team = await loungeTeam(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /**
   * People registered but not approved, and for each at once: their card made (instance a), their
   * approval (instance b), a profile edit, a card edit and a field hidden.
   */
  async function race(people: number) {
    const guests = await Promise.all(
      Array.from({ length: people }, () => memberWithStatus(a, { eventId: team.event.id, ticketId: team.ticketId }, 'PENDING')),
    );
    const answers = await Promise.all(
      guests.flatMap((guest) => [
        a.app.inject({
          method: 'POST',
          url: '/v1/me/profile-card',
          headers: asActor(guest),
          payload: cardForm({ name: guest.user.name, skills: ['GO'], tags: ['AI'], industry: 'Fintech', roles: ['FOUNDER'] }),
        }),
        b.db
          .update(registrations)
          .set({ status: 'APPROVED' })
          .where(and(eq(registrations.eventId, team.event.id), eq(registrations.userId, guest.user.id)))
          .then(() => ({ statusCode: 200 })),
        patch(b, guest, '/v1/me/profile', { skills: ['JAVA', 'GO'], tags: ['Climate'], industry: 'Gaming' }),
        patch(a, guest, '/v1/me/profile-card', { roles: ['MENTOR'], seeking: ['INVESTOR'] }),
        b.app.inject({ method: 'POST', url: '/v1/me/fields/industry/hide', headers: asActor(guest) }),
      ]),
    );
    // Edits that reached a person before their card are answered 404 G04004; nothing fails.
    expect(answers.map((res) => res.statusCode).filter((code) => code !== 200 && code !== 201 && code !== 404)).toEqual([]);
    return keptAndFresh(
      a.db,
      guests.map((guest) => guest.user.id),
    );
  }

  it('after 12 people each have their card, approval, profile and card edits and a hidden field at once, the kept rows are a fresh computation', async () => {
    const { kept, fresh } = await race(12);
    expect(fresh.postings.length).toBeGreaterThan(0);
    expect(kept).toEqual(fresh);
  });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const approve = (userId: string) =>
    b.db
      .update(registrations)
      .set({ status: 'APPROVED' })
      .where(and(eq(registrations.eventId, team.event.id), eq(registrations.userId, userId)));

  /**
   * The first writer's statements in an open transaction on instance a; the second's started on
   * instance b meanwhile, given time to run (or to wait), then the first commits. Answers whether
   * the second had to wait for the first, and the kept and fresh rows of the person after both.
   */
  async function interleave(userId: string, first: (tx: DbOrTx) => Promise<unknown>, second: () => Promise<unknown>) {
    let waited = false;
    let finished: Promise<unknown> = Promise.resolve();
    await a.db.transaction(async (tx) => {
      await first(tx);
      finished = second();
      waited = await Promise.race<boolean>([finished.then(() => false), pause(400).then(() => true)]);
    });
    await finished;
    return { waited, ...(await keptAndFresh(a.db, [userId])) };
  }

  /** A card made while its owner is approved: the approval must see the card, or the card the approval. */
  async function cardWhileApproved() {
    const guest = await memberWithStatus(a, { eventId: team.event.id, ticketId: team.ticketId }, 'PENDING');
    const now = a.clock.now();
    return interleave(
      guest.user.id,
      async (tx) => {
        await tx
          .insert(profileCards)
          .values({ userId: guest.user.id, roles: ['FOUNDER'], hiddenFields: [], createdAt: now, updatedAt: now });
        await tx
          .update(userProfiles)
          .set({ skills: ['GO'], updatedAt: now })
          .where(eq(userProfiles.userId, guest.user.id));
      },
      () => approve(guest.user.id),
    );
  }

  /** The card's roles changed while the profile's skills change: neither may undo the other. */
  async function cardWhileProfile() {
    const guest = await memberWithStatus(a, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED');
    await makeCard(a, guest, { roles: ['FOUNDER'], skills: ['GO'] });
    const now = a.clock.now();
    return interleave(
      guest.user.id,
      (tx) =>
        tx
          .update(profileCards)
          .set({ roles: ['MENTOR'], updatedAt: now })
          .where(eq(profileCards.userId, guest.user.id)),
      () =>
        b.db
          .update(userProfiles)
          .set({ skills: ['JAVA'], updatedAt: now })
          .where(eq(userProfiles.userId, guest.user.id)),
    );
  }

  it('a card made while its owner is approved, and a card edited while the profile is: the second writer waits, and both are kept', async () => {
    const approved = await cardWhileApproved();
    expect(approved.waited).toBe(true);
    expect(approved.fresh.postings.length).toBeGreaterThan(0);
    expect(approved.kept).toEqual(approved.fresh);
    const edited = await cardWhileProfile();
    expect(edited.waited).toBe(true);
    expect(edited.fresh.features.some((line) => line.endsWith(' role MENTOR'))).toBe(true);
    expect(edited.kept).toEqual(edited.fresh);
  });

  it('negative control: without the lock on the person, the same steps lose the approval and the card edit', async () => {
    await a.db.execute(
      sql`create or replace function card_match_serialize(member_ids uuid[]) returns void language plpgsql as $$ begin end $$`,
    );
    try {
      const approved = await cardWhileApproved();
      expect(approved.waited).toBe(false);
      expect(approved.kept.postings).toEqual([]);
      expect(approved.fresh.postings.length).toBeGreaterThan(0);
      const edited = await cardWhileProfile();
      expect(edited.kept.features).not.toEqual(edited.fresh.features);
    } finally {
      await a.db
        .execute(sql`create or replace function card_match_serialize(member_ids uuid[]) returns void language plpgsql as $$
        begin perform 1 from user_profiles where user_id = any(member_ids) order by user_id for no key update; end $$`);
    }
  });

  it('a new card on a person already approved still gets its postings (a person with no card has none)', async () => {
    const guest = await memberWithStatus(a, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED');
    expect((await keptAndFresh(a.db, [guest.user.id])).kept.postings).toEqual([]);
    await makeCard(a, guest, { skills: ['GO'] });
    await expectKeptTrue(a, [guest.user.id]);
    const cardless = await signedInUser(a);
    expect((await keptAndFresh(a.db, [cardless.user.id])).kept).toEqual({ features: [], postings: [] });
  });
});
