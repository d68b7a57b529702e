// A search counts its matches up to a cap and finds its page by walking the list's index or by
// the trigram index, whichever suits how common the text is (decision 049): either way the same
// rows in the same order as every guest filtered and sorted here.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, listGuests, type Team } from '../../test/guests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SIZE = 2400;
const SURNAMES = ['Kim', 'Lee', 'Park', 'Choi', 'Jung'];
/** The newest guests carry the common surnames; the oldest 1,200 also a rarer one, and the oldest 1,000 "alpha". */
const nameOf = (i: number) =>
  [SURNAMES[i % SURNAMES.length], `${i}`, i < 1200 && i % 2 ? 'Yoon' : '', i < 1000 ? 'alpha' : ''].filter(Boolean).join(' ');

type Guest = { id: string; name: string; email: string; createdAt: Date };
type Page = { items: { id: string }[]; total: number; totalCapped: boolean; hasMore: boolean };

describe('a search of the guest list, counted up to 1,000', () => {
  let team: Team;
  let guests: Guest[];
  beforeAll(async () => {
    team = await guestTeam(t);
    guests = await insertGuests(t.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: Array.from({ length: SIZE }, (_, i) => ({ name: nameOf(i) })),
    });
  });

  const page = async (query: Record<string, unknown>): Promise<Page> => {
    const res = await listGuests(t, team.owner, team.event.id, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('says "1,000+" past the cap, counts further on the pages beyond it, and exactly below it', async () => {
    const first = await page({ search: 'moim', take: 20 });
    expect(first).toMatchObject({ total: 1000, totalCapped: true, hasMore: true });
    expect(first.items.map((item) => item.id)).toEqual(
      guests
        .slice(-20)
        .reverse()
        .map((g) => g.id),
    );
    // The page ending at the thousandth row counts to the next thousand.
    expect(await page({ search: 'moim', take: 50, page: 20 })).toMatchObject({ total: 2000, totalCapped: true, hasMore: true });
    const last = await page({ search: 'moim', take: 100, page: 24 });
    expect(last).toMatchObject({ total: SIZE, totalCapped: false, hasMore: false });
    expect(last.items.at(-1)!.id).toBe(guests[0].id);
    // Exactly the cap is an exact count; so is a rare text and no match at all.
    expect(await page({ search: 'alpha' })).toMatchObject({ total: 1000, totalCapped: false, hasMore: true });
    expect(await page({ search: 'yoon' })).toMatchObject({ total: 600, totalCapped: false });
    expect(await page({ search: 'nobody-here' })).toMatchObject({ items: [], total: 0, totalCapped: false, hasMore: false });
    // A list without a search counts everyone, as before.
    expect(await page({})).toMatchObject({ total: SIZE, totalCapped: false });
  });

  it('finds the same rows in the same order as every guest filtered and sorted, for common and rare texts', async () => {
    const texts = fc.oneof(
      fc.constantFrom('kim', 'park', 'jung', 'yoon', 'alpha', 'moim', 'bulk', '23', '1999', '12', 'nobody'),
      fc.integer({ min: 10, max: SIZE - 1 }).map((i) => `${i}`),
      fc
        .tuple(fc.integer({ min: 0, max: SIZE - 1 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 2, max: 4 }))
        .map(([i, from, length]) =>
          nameOf(i)
            .toLowerCase()
            .slice(from, from + length)
            .trim(),
        )
        .filter((text) => text.length >= 2),
    );
    await fc.assert(
      fc.asyncProperty(
        texts,
        fc.constantFrom('NEWEST', 'OLDEST', 'NAME'),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(20, 100),
        async (search, sort, pageNumber, take) => {
          const matches = guests.filter((g) => `${g.name} ${g.email}`.toLowerCase().includes(search));
          const key = (g: Guest) => (sort === 'NAME' ? g.name.toLowerCase() : g.createdAt.toISOString());
          const byKey = (a: Guest, b: Guest) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : 1);
          const ordered = [...matches].sort((a, b) => (sort === 'NEWEST' ? -byKey(a, b) : byKey(a, b)));
          const limit = 1000 * (Math.floor((pageNumber * take) / 1000) + 1);
          const got = await page({ search, sort, page: pageNumber, take });
          expect(got.items.map((item) => item.id)).toEqual(
            ordered.slice((pageNumber - 1) * take, pageNumber * take).map((g) => g.id),
          );
          expect({ total: got.total, totalCapped: got.totalCapped }).toEqual({
            total: Math.min(matches.length, limit),
            totalCapped: matches.length > limit,
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
