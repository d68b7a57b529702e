// 10,000 scanned payloads that are not an approved guest's ticket of this event — random text,
// real tickets with one bit flipped, cut short or padded, other events' tickets, tickets of guests
// who aren't approved — check nobody in. Seeded, so a failure replays; on both databases.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEvents, registrations } from '../../platform/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { ticketQrPayload } from '../tickets/ticket-qr.ts';
import { guestTeam, insertGuests, scan, type Team } from '../../test/guests.ts';

const PAYLOADS = 10_000;
const IN_FLIGHT = 100;
const SEED = 20260608;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function flipBit(payload: string, index: number, bit: number): string {
  const code = payload.charCodeAt(index) ^ (1 << bit);
  return payload.slice(0, index) + String.fromCharCode(code) + payload.slice(index + 1);
}

/** Everything a scanner might read that is not a valid ticket of this event's approved guests. */
function payloads(valid: string[], foreign: string[], notApproved: string[]) {
  const anyValid = fc.constantFrom(...valid);
  const altered = fc
    .tuple(anyValid, fc.nat(), fc.integer({ min: 0, max: 6 }))
    .map(([payload, index, bit]) => flipBit(payload, index % payload.length, bit))
    // A flip that only adds blanks at the ends is the same ticket (scanners trim): not an alteration.
    .filter((payload) => !valid.includes(payload.trim()));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 200 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 120 }) },
    { weight: 5, arbitrary: altered },
    { weight: 2, arbitrary: fc.tuple(anyValid, fc.nat()).map(([payload, n]) => payload.slice(0, n % payload.length)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(anyValid, fc.string({ minLength: 1, maxLength: 40 }))
        .map(([payload, junk]) => `${payload}${junk.trim() || 'x'}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(anyValid, fc.integer({ min: 200, max: 4096 }))
        .map(([payload, n]) => payload.repeat(Math.ceil(n / payload.length)).slice(0, n)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...foreign) },
    { weight: 1, arbitrary: fc.constantFrom(...notApproved) },
    { weight: 1, arbitrary: fc.uuid().map((id) => `MOIM-T1.${id}.${'A'.repeat(43)}`) },
  );
}

describe('POST …/check-in with 10,000 random or altered payloads', () => {
  let team: Team;
  it(
    'checks nobody in, answers each with a scanner refusal, and a real ticket still works afterwards',
    { timeout: 120_000 },
    async () => {
      team = await guestTeam(t);
      const mine = await insertGuests(t.db, {
        eventId: team.event.id,
        ticketId: team.ticketId,
        guests: Array.from({ length: 20 }, () => ({})),
      });
      const others = await insertGuests(t.db, {
        eventId: team.event.id,
        ticketId: team.ticketId,
        guests: (['PENDING', 'REJECTED', 'CANCELLED', 'WAITLISTED'] as const).map((status) => ({ status })),
      });
      const foreignTeam = await guestTeam(t);
      const foreign = await insertGuests(t.db, {
        eventId: foreignTeam.event.id,
        ticketId: foreignTeam.ticketId,
        guests: Array.from({ length: 5 }, () => ({})),
      });

      const generated = fc.sample(
        payloads(mine.map(ticketQrPayload), foreign.map(ticketQrPayload), others.map(ticketQrPayload)),
        { seed: SEED, numRuns: PAYLOADS },
      );
      expect(generated).toHaveLength(PAYLOADS);
      const started = performance.now();
      const codes: Record<string, number> = {};
      for (let start = 0; start < generated.length; start += IN_FLIGHT) {
        const answers = await Promise.all(
          generated.slice(start, start + IN_FLIGHT).map((qr) => scan(t, team.staff, team.event.id, qr)),
        );
        for (const res of answers) {
          const key = res.statusCode === 200 ? `200 ${res.json().data.outcome}` : `${res.statusCode} ${res.json().errorCode}`;
          codes[key] = (codes[key] ?? 0) + 1;
        }
      }
      console.log(
        `qr fuzz: ${PAYLOADS} payloads in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(codes)}`,
      );

      const allowed = ['400 G20080', '400 G20081', '400 G20082', '400 G20083', '400 G20084', '400 G20085', '400 G20086'];
      expect(Object.keys(codes).filter((key) => !allowed.includes(key))).toEqual([]);
      const [checkedIn] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(registrations)
        .where(eq(registrations.checkInStatus, 'CHECKED_IN'));
      expect(checkedIn.n).toBe(0);
      expect(await t.db.select().from(checkInEvents)).toHaveLength(0);

      // The positive control: the very tickets the payloads were made from do work.
      const res = await scan(t, team.staff, team.event.id, ticketQrPayload(mine[0]));
      expect(res.json().data.outcome).toBe('CHECKED_IN');
    },
  );
});
