// The guest list's searches and exports kept in bounds: a host may run only so many at once
// (429 G00342), and a search that outlives its statement timeout is stopped (503 G00341, on the
// PostgreSQL server: the embedded database cannot interrupt a statement). Both in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, managementUrl, type Team } from '../../test/guests.ts';
import { asActor } from '../../test/registrations.ts';
import { onServerDatabase } from '../../test/test-database.ts';

const GUESTS = 5000;

const search = (t: TestApp, team: Team, text: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `${managementUrl(team.event.id, '/participants')}?search=${encodeURIComponent(text)}`,
    headers: { ...asActor(team.owner), 'accept-language': language },
  });

async function crowdedEvent(t: TestApp) {
  const team = await guestTeam(t);
  await insertGuests(t.db, {
    eventId: team.event.id,
    ticketId: team.ticketId,
    guests: Array.from({ length: GUESTS }, () => ({})),
  });
  return team;
}

describe('searches and exports at once: HEAVY_READS_PER_HOST', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp({ env: { HEAVY_READS_PER_HOST: '1' } });
    team = await crowdedEvent(t);
  });
  afterAll(async () => t?.close());

  it('refuses a host a search while their other search or export runs (429 G00342, both languages); then it runs', async () => {
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: managementUrl(team.event.id, '/participants/export-csv'),
        headers: asActor(team.owner),
        payload: {},
      }),
      ...['en', 'ko', 'en', 'ko'].map((language) => search(t, team, 'bulk guest', language)),
    ]);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(res.json().errorCode).toBe('G00342');
      expect(res.json().message).toMatch(/^(Too many searches or exports are running|동시에 실행 중인 검색이나 내보내기가)/);
    }
    // Another host is not held back, and the slot is free again once the reads are done.
    const again = await search(t, team, 'bulk guest');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ total: 1000, totalCapped: true });
    // Plain pages take no slot.
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        t.app.inject({
          method: 'GET',
          url: `${managementUrl(team.event.id, '/participants')}?page=${page}`,
          headers: asActor(team.owner),
        }),
      ),
    );
    expect(pages.map((res) => res.statusCode)).toEqual([200, 200, 200]);
  });
});

describe.runIf(onServerDatabase())('a search past HEAVY_READ_TIMEOUT_MS', () => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp({ env: { HEAVY_READ_TIMEOUT_MS: '1' } });
    team = await crowdedEvent(t);
  });
  afterAll(async () => t?.close());

  it('is stopped and answers 503 G00341 in both languages; the app answers on', async () => {
    // Every guest holds each word but none this phrase: the trigram index hands over every row to check.
    const [en, ko] = [await search(t, team, 'guest bulk'), await search(t, team, 'guest bulk', 'ko')];
    expect([en.statusCode, ko.statusCode]).toEqual([503, 503]);
    expect(en.json()).toMatchObject({
      errorCode: 'G00341',
      message: 'This took too long. Narrow the search or try again in a moment.',
    });
    expect(ko.json()).toMatchObject({
      errorCode: 'G00341',
      message: '처리 시간이 너무 오래 걸렸습니다. 검색 조건을 좁히거나 잠시 후 다시 시도해 주세요.',
    });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: managementUrl(team.event.id, '/dashboard'),
      headers: asActor(team.owner),
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data.total).toBe(GUESTS);
  });
});
