// For You through the API: the hand-made cards of for-you-score.test.ts in a lounge, ranked by the
// database in the same order with the same reasons; myself, saved people and cards with nothing in
// common left out; and the database's score and ranking held to the pure function's on random cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hackathonSkills } from '../../../contract/users.ts';
import { networkingRoles, type CardField, type ProfileCardForm } from '../../../contract/people.ts';
import { sql } from 'drizzle-orm';
import { registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { createEventAs, publish } from '../../test/events.ts';
import { visibleForMatching } from '../cards/card-view.ts';
import { termPostingsSql } from '../for-you/for-you-sql.ts';
import { rankMatches, scoreMatch, type RankCandidate } from '../for-you/for-you-score.ts';
import { asActor, ticketsOf } from '../../test/registrations.ts';
import { loungeTeam, makeCard, memberWithStatus, type Actor } from '../../test/lounge.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof loungeTeam>>;
beforeAll(async () => {
  t = await createTestApp();
  team = await loungeTeam(t);
});
afterAll(async () => {
  await t?.close();
});

async function lounger(name: string, card: Partial<ProfileCardForm>, eventId = team.event.id, ticketId = team.ticketId) {
  const member = await memberWithStatus(t, { eventId, ticketId }, 'APPROVED', { name });
  t.clock.advance(1000);
  await makeCard(t, member, card);
  return member;
}

async function forYou(actor: Actor, query = 'take=50', eventId = team.event.id) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/events/${eventId}/participants/recommendations?${query}`,
    headers: asActor(actor),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    items: { card: { name: string; userId: string }; score: number; reasons: object[] }[];
    hasMore: boolean;
    cursorId: string | null;
  };
}

/** Registers both people, approved, for a new published event of the host's. */
async function attendTogether(a: Actor, b: Actor) {
  const event = await createEventAs(t, team.owner, { title: 'Earlier meetup' });
  await publish(t, team.owner, event.id);
  const [ticket] = await ticketsOf(t, team.owner, event.id);
  const now = t.clock.now();
  for (const person of [a, b]) {
    await t.db.insert(registrations).values({
      eventId: event.id,
      userId: person.user.id,
      email: person.user.email,
      name: person.user.name,
      locale: 'en',
      ticketId: ticket.id,
      status: 'APPROVED',
      qrSecret: `qr-${event.id}-${person.user.id}`,
      createdAt: now,
      updatedAt: now,
    });
  }
}

describe('GET /v1/events/{id}/participants/recommendations', () => {
  it('ranks the hand-made cards best first with their reasons, leaving out myself, saved people and nothing in common', async () => {
    const me = await lounger('Me Myself', {
      skills: ['REACT', 'GO'],
      tags: ['AI', 'climate'],
      industry: 'Fintech',
      roles: ['FOUNDER'],
      seeking: ['INVESTOR', 'DESIGNER'],
      seekingSkills: ['FIGMA'],
    });
    await lounger('Investor', { roles: ['INVESTOR'], seeking: ['FOUNDER'], tags: ['ai'], industry: 'FINTECH' });
    const designer = await lounger('Designer', { roles: ['DESIGNER'], skills: ['FIGMA', 'REACT'], seekingSkills: ['GO'] });
    await lounger('Developer Old', { skills: ['REACT', 'GO'], tags: ['Climate'] });
    await lounger('Developer New', { skills: ['GO', 'REACT'], tags: ['CLIMATE'] });
    await lounger('Colleague', { industry: 'fintech' });
    const regular = await lounger('Regular', { skills: ['JAVA'] });
    await lounger('Stranger', {
      skills: ['JAVA'],
      tags: ['cooking'],
      industry: 'Gaming',
      roles: ['MENTOR'],
      seeking: ['RECRUITER'],
    });
    await lounger('Private', {
      skills: ['REACT', 'GO'],
      tags: ['ai'],
      industry: 'Fintech',
      hiddenFields: ['skills', 'tags', 'industry', 'email', 'phoneNumber', 'dateOfBirth', 'attachedFile'],
    });
    for (let i = 0; i < 7; i += 1) await attendTogether(me, regular);
    // Events in the past with someone else don't count for the others.
    const page = await forYou(me);
    expect(page.items.map((item) => [item.card.name, item.score])).toEqual([
      ['Investor', 13],
      ['Designer', 12],
      ['Developer New', 8],
      ['Developer Old', 8],
      ['Regular', 5],
      ['Colleague', 2],
    ]);
    const reasons = Object.fromEntries(page.items.map((item) => [item.card.name, item.reasons]));
    expect(reasons.Investor).toEqual([
      { kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['INVESTOR'], skills: [] },
      { kind: 'SEEKS_WHAT_YOU_OFFER', roles: ['FOUNDER'], skills: [] },
      { kind: 'SHARED_TAGS', tags: ['AI'] },
      { kind: 'SAME_INDUSTRY', industry: 'FINTECH' },
    ]);
    expect(reasons.Designer).toEqual([
      { kind: 'OFFERS_WHAT_YOU_SEEK', roles: ['DESIGNER'], skills: ['FIGMA'] },
      { kind: 'SEEKS_WHAT_YOU_OFFER', roles: [], skills: ['GO'] },
      { kind: 'SHARED_SKILLS', skills: ['REACT'] },
    ]);
    expect(reasons.Regular).toEqual([{ kind: 'MUTUAL_EVENTS', count: 7 }]);
    expect(JSON.stringify(page)).not.toContain('Me Myself');

    // Saved people leave For You; the pages walk the rest without duplicates or gaps.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/events/${team.event.id}/users/${designer.user.id}/likes`,
          headers: asActor(me),
        })
      ).statusCode,
    ).toBe(201);
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const next = await forYou(me, `take=2${cursor ? `&cursorId=${cursor}` : ''}`);
      names.push(...next.items.map((item) => item.card.name));
      cursor = next.cursorId;
    } while (cursor);
    expect(names).toEqual(['Investor', 'Developer New', 'Developer Old', 'Regular', 'Colleague']);
    // A cursor on a person I saved since still finds its place.
    const first = await forYou(me, 'take=1');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/events/${team.event.id}/users/${first.items[0].card.userId}/likes`,
          headers: asActor(me),
        })
      ).statusCode,
    ).toBe(201);
    expect((await forYou(me, `take=2&cursorId=${first.cursorId}`)).items.map((item) => item.card.name)).toEqual([
      'Developer New',
      'Developer Old',
    ]);
  });

  it('ranks every card that shares a single thing with mine, whichever it is, and none that shares nothing', async () => {
    const other = await loungeTeam(t);
    const here = (name: string, card: Partial<ProfileCardForm>) => lounger(name, card, other.event.id, other.ticketId);
    const me = await here('Single Me', {
      skills: ['GO'],
      tags: ['Climate'],
      industry: ' Fintech ',
      roles: ['FOUNDER'],
      seeking: ['INVESTOR'],
      seekingSkills: ['FIGMA'],
    });
    const singles: [string, Partial<ProfileCardForm>][] = [
      ['Offers a role', { roles: ['INVESTOR'] }],
      ['Offers a skill', { skills: ['FIGMA'] }],
      ['Seeks my role', { seeking: ['FOUNDER'] }],
      ['Seeks my skill', { seekingSkills: ['GO'] }],
      ['Shares a skill', { skills: ['GO', 'JAVA'] }],
      ['Shares a tag', { tags: ['CLIMATE', 'kpop'] }],
      ['Same industry', { industry: 'fintech' }],
    ];
    for (const [name, card] of singles) await here(name, card);
    const regular = await here('Events only', { skills: ['JAVA'] });
    for (let i = 0; i < 2; i += 1) await attendTogether(me, regular);
    await here('Nothing shared', {
      skills: ['JAVA'],
      tags: ['kpop'],
      industry: 'Gaming',
      roles: ['MENTOR'],
      seeking: ['DESIGNER'],
    });
    await here('Hides what we share', {
      skills: ['GO'],
      tags: ['climate'],
      industry: 'Fintech',
      hiddenFields: ['skills', 'tags', 'industry', 'email'],
    });
    const names = (await forYou(me, 'take=50', other.event.id)).items.map((item) => item.card.name);
    expect(new Set(names)).toEqual(new Set([...singles.map(([name]) => name), 'Events only']));
  });

  it('needs my card (404 G04004)', async () => {
    const cardless = await memberWithStatus(t, { eventId: team.event.id, ticketId: team.ticketId }, 'APPROVED');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/events/${team.event.id}/participants/recommendations`,
      headers: asActor(cardless),
    });
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'G04004']);
  });

  it('ranks random cards exactly as the pure function does', async () => {
    const other = await loungeTeam(t);
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const some = <T>(items: readonly T[], max: number) => [
      ...new Set(Array.from({ length: Math.floor(random() * (max + 1)) }, () => items[Math.floor(random() * items.length)])),
    ];
    const tagPool = ['ai', 'AI', 'web3', 'climate', 'design', 'kpop', '창업', 'data'];
    const industries = ['Fintech', 'fintech', 'Gaming', 'Health', null];
    const hideable: CardField[] = ['skills', 'tags', 'industry'];
    const randomCard = (): Partial<ProfileCardForm> => {
      const tags: string[] = [];
      for (const tag of some(tagPool, 3)) if (!tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
      return {
        skills: some(hackathonSkills.slice(0, 8), 3),
        tags,
        industry: industries[Math.floor(random() * industries.length)],
        roles: some(networkingRoles.slice(0, 8), 2),
        seeking: some(networkingRoles.slice(0, 8), 2),
        seekingSkills: some(hackathonSkills.slice(0, 8), 2),
        hiddenFields: [...some(hideable, 1), 'email'],
      };
    };
    const me = await lounger(
      'Random Me',
      {
        skills: ['JAVASCRIPT', 'TYPESCRIPT'],
        tags: ['Ai', 'climate'],
        industry: 'FinTech',
        roles: ['FRONTEND'],
        seeking: ['PM', 'DESIGNER'],
        seekingSkills: ['REACT'],
      },
      other.event.id,
      other.ticketId,
    );
    const mine = (await t.app.inject({ method: 'GET', url: '/v1/me/profile-card', headers: asActor(me) })).json().data;
    const candidates: RankCandidate[] = [];
    for (let i = 0; i < 40; i += 1) {
      const values = randomCard();
      const person = await lounger(`Random ${i}`, values, other.event.id, other.ticketId);
      const stored = (await t.app.inject({ method: 'GET', url: '/v1/me/profile-card', headers: asActor(person) })).json().data;
      candidates.push({
        ...stored,
        ...visibleForMatching(stored),
        userId: stored.userId,
        createdAt: new Date(stored.createdAt),
        mutualEvents: 0,
      });
    }
    // Card by card, the SQL score over the kept postings is the pure function's on the visible
    // values (a card no term matches is absent, and scores 0).
    const scored: unknown = await t.db.execute(
      sql`select user_id, sum(weight) as score from ${termPostingsSql(mine, other.event.id)} as p group by user_id`,
    );
    const sqlScores = new Map(
      (scored as { rows: { user_id: string; score: number }[] }).rows.map((row) => [row.user_id, Number(row.score)]),
    );
    for (const candidate of candidates)
      expect(sqlScores.get(candidate.userId) ?? 0, candidate.userId).toBe(scoreMatch(mine, candidate, 0).score);
    const expected = rankMatches(mine, candidates);
    // Every kind of reason occurs, so each term of the SQL is compared.
    expect(new Set(expected.flatMap((entry) => entry.reasons.map((reason) => reason.kind)))).toEqual(
      new Set(['OFFERS_WHAT_YOU_SEEK', 'SEEKS_WHAT_YOU_OFFER', 'SHARED_SKILLS', 'SHARED_TAGS', 'SAME_INDUSTRY']),
    );
    const answered = (await forYou(me, 'take=50', other.event.id)).items;
    expect(answered.map((item) => [item.card.userId, item.score])).toEqual(expected.map((entry) => [entry.userId, entry.score]));
  });
});
