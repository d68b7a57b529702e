// One feedback per attendee under concurrency, on the PostgreSQL server only (PGlite has one
// connection and can never race): the same thank-you's form sent five times at once through two app
// instances keeps one answer. The negative control runs the same race on the table without its
// primary key, and some attendee then has more than one answer: the key is what holds the rule.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thankYouDeliveries } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { guestTeam, insertGuests, type Team } from '../../test/guests.ts';
import { raceUntilBroken } from '../../test/race.ts';
import { onServerDatabase } from '../../test/test-database.ts';

const ATTENDEES = 6;
const TRIES_EACH = 5;

describe.runIf(onServerDatabase())('feedback under concurrency (two instances, one PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let team: Team;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ shareDatabaseWith: a, clock: a.clock });
    team = await guestTeam(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Fresh thanked attendees, each answering five times at once; answers the most answers one attendee kept. */
  async function race(): Promise<{ created: number; refused: number; mostKept: number }> {
    const guests = await insertGuests(a.db, {
      eventId: team.event.id,
      ticketId: team.ticketId,
      guests: Array.from({ length: ATTENDEES }, () => ({})),
    });
    const tokens = guests.map(() => randomBytes(18).toString('base64url'));
    await a.db
      .insert(thankYouDeliveries)
      .values(guests.map((g, i) => ({ registrationId: g.id, feedbackToken: tokens[i], createdAt: a.clock.now() })));
    const results = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: TRIES_EACH }, (_, i) =>
          (i % 2 ? a : b).app.inject({ method: 'POST', url: '/v1/feedback', payload: { token, rating: 1 + i } }),
        ),
      ),
    );
    const kept = await a.db.execute(sql`
      select max(n)::int as most from (
        select count(*) as n from event_feedback
        where registration_id in ${guests.map((g) => g.id)} group by registration_id) counts`);
    return {
      created: results.filter((r) => r.statusCode === 201).length,
      refused: results.filter((r) => r.statusCode === 409 && r.json().errorCode === 'G20611').length,
      mostKept: Number((kept as { rows: { most: number | null }[] }).rows[0].most ?? 0),
    };
  }

  it('keeps one answer per attendee, and refuses the others with G20611', async () => {
    const outcome = await race();
    expect(outcome).toEqual({ created: ATTENDEES, refused: ATTENDEES * (TRIES_EACH - 1), mostKept: 1 });
  });

  it('negative control: without the primary key, some attendee keeps more than one answer', async () => {
    await a.db.execute(sql`alter table event_feedback drop constraint event_feedback_pkey`);
    const outcome = await raceUntilBroken(race, (o) => o.mostKept > 1);
    expect(outcome.mostKept).toBeGreaterThan(1);
  });
});
