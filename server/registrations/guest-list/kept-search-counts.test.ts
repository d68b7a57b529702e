// A search's count is kept for SEARCH_COUNT_KEPT_MS while the event has as many registrations
// (decision 057): a new or removed guest shows in the count at once, an edit once the time has
// passed; the page itself is always read fresh, and a search narrowed by a filter always counts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, listGuests, type Team } from '../../test/guests.ts';

type Page = { items: { id: string; name: string }[]; total: number; totalCapped: boolean };

async function setUp(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  const team = await guestTeam(t);
  const guests = await insertGuests(t.db, {
    eventId: team.event.id,
    ticketId: team.ticketId,
    guests: ['Kim Hana', 'Kim Dul', 'Kim Set', 'Lee Net', 'Park Daseot'].map((name) => ({ name })),
  });
  const page = async (t: TestApp, team: Team, query: Record<string, unknown>): Promise<Page> => {
    const res = await listGuests(t, team.owner, team.event.id, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  return { t, team, guests, search: (query: Record<string, unknown>) => page(t, team, query) };
}

const rename = (t: TestApp, id: string, name: string) => t.db.update(registrations).set({ name }).where(eq(registrations.id, id));

describe('a search count kept for a moment', () => {
  let kept: Awaited<ReturnType<typeof setUp>>;
  let fresh: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    kept = await setUp();
    fresh = await setUp({ SEARCH_COUNT_KEPT_MS: '0' });
  });
  afterAll(async () => {
    await Promise.all([kept.t.close(), fresh.t.close()]);
  });

  it('counts a new guest at once, an edit once the time has passed or a page ends elsewhere; the page is always fresh', async () => {
    const { t, team, guests, search } = kept;
    expect(await search({ search: 'kim' })).toMatchObject({ total: 3, totalCapped: false });
    expect((await search({ search: 'kim', take: 2, page: 2 })).total).toBe(3);

    await insertGuests(t.db, { eventId: team.event.id, ticketId: team.ticketId, guests: [{ name: 'Kim Net' }] });
    expect((await search({ search: 'kim' })).total).toBe(4);

    // Renamed into the search: a page that does not reach the end keeps the count for a moment…
    await rename(t, guests[3].id, 'Kim Lee');
    const edited = await search({ search: 'kim', take: 2 });
    expect(edited.items.map((item) => item.name)).toEqual(['Kim Lee', 'Kim Set']);
    expect(edited.total).toBe(4);
    // …and one that does counts again, as does a search narrowed by a filter.
    expect((await search({ search: 'kim', filters: { status: ['APPROVED'] }, take: 2 })).total).toBe(5);
    expect((await search({ search: 'kim', take: 2 })).total).toBe(4);
    expect(await search({ search: 'kim' })).toMatchObject({ total: 5 });

    // Renamed out of it: the kept count holds until the time has passed.
    await rename(t, guests[0].id, 'Choi Hana');
    expect((await search({ search: 'kim', take: 2 })).total).toBe(5);
    t.clock.advance(t.env.SEARCH_COUNT_KEPT_MS);
    expect((await search({ search: 'kim', take: 2 })).total).toBe(4);
  });

  it('reads the same pages with the count kept as counting, for a rare text, a common one and a sort that never walks', async () => {
    const { t, team, search } = kept;
    // More guests than the statement samples: "kim" is rare among the newest, "guest" common.
    await insertGuests(t.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: Array.from({ length: 240 }, (_, i) => ({ name: `Guest ${String(i).padStart(3, '0')}` })),
    });
    const names = (page: Page) => page.items.map((item) => item.name);
    for (const query of [
      { search: 'kim', take: 2, page: 2 },
      { search: 'guest', take: 20, page: 3 },
      { search: 'guest', take: 20, page: 2, sort: 'NAME' },
    ]) {
      // The first counts, the second reads on the kept count.
      const first = await search(query);
      const again = await search(query);
      expect(first.items).toHaveLength(query.take);
      expect(names(again)).toEqual(names(first));
      expect(again.total).toBe(first.total);
    }
    for (let i = 0; i < 2; i += 1)
      expect(names(await search({ search: 'guest', take: 3, page: 80 }))).toEqual(['Guest 002', 'Guest 001', 'Guest 000']);
  });

  it('counts every search afresh when SEARCH_COUNT_KEPT_MS is 0', async () => {
    const { t, guests, search } = fresh;
    expect((await search({ search: 'kim' })).total).toBe(3);
    await rename(t, guests[3].id, 'Kim Lee');
    expect((await search({ search: 'kim', take: 2 })).total).toBe(4);
  });
});
