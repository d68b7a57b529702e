import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/platform/db/client.ts';
import type { Env } from '../server/platform/env.ts';
import { prepareEventPage, prepareSignedInEventPage } from './event-page-case.ts';
import { prepareCheckIn, prepareGuestList } from './guest-cases.ts';
import { prepareForYou } from './lounge-case.ts';
import {
  prepareRegistrationRush,
  prepareSoldOut,
  RUSH_ROUNDS,
  verifyRegistrationRush,
  verifySoldOut,
} from './registration-case.ts';

/** A request against the app, measured against one of the reference servers. */
export type BenchTarget = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** a different body per request, in turn (wrapping around when the run outlasts them) */
  bodies?: string[];
  /** different headers per request (e.g. a different member's session), in turn, added to `headers` */
  headerSets?: Record<string, string>[];
  /** the status every answer must have (a refusal measured); any other counts as an error. Default: 2xx. */
  expectStatus?: number;
};

/** the name of the registration rush, which the sell-out's refusals are measured against */
export const RUSH = 'registration rush (POST register, distinct members)';

export type BenchCase = {
  name: string;
  /** a reference server, or a case measured before this one in the same run (its median) */
  reference: 'hello' | 'oneQuery' | 'conditionalUpdate' | typeof RUSH;
  /** the ratio to the reference this case must reach (on its worst round) */
  goal: number;
  /** measured this many times, each round against the reference measured again; printed min / median / max */
  rounds?: number;
  /**
   * one load of the same requests before the first round, not counted: a process's first seconds
   * on a path compile its code and plan its statements on each pooled connection
   */
  warmUp?: boolean;
  /** also measured on two app processes at once (the requests split between them): their sum ÷ one's must reach this */
  twoInstancesGoal?: number;
  /** runs in the server process: creates the data the case needs and says what to request */
  prepare(context: { db: Db; app: FastifyInstance; env: Env }): Promise<BenchTarget>;
  /** runs in the server process after the measurement: a check of what the run left behind */
  verify?(context: { db: Db }): Promise<{ ok: boolean; report: string }>;
};

export const benchCases: BenchCase[] = [
  {
    name: 'readiness (one query through the whole stack)',
    reference: 'oneQuery',
    goal: 0.7,
    prepare: async () => ({ method: 'GET', path: '/v1/readyz' }),
  },
  {
    // What the shared stack (security headers, request context, serialisation) costs.
    name: 'public configuration (no query)',
    reference: 'hello',
    goal: 0.25,
    prepare: async () => ({ method: 'GET', path: '/v1/config' }),
  },
  {
    // The public event page's read path for anonymous readers: the event, its hosts, categories and
    // registration facts in one query, kept for 1 s per process (event-page-cache.ts).
    name: 'event page (GET /v1/events/info)',
    reference: 'oneQuery',
    goal: 0.7,
    prepare: prepareEventPage,
  },
  {
    // The same page for a signed-in reader, never cached: the session check, then the one query.
    // A regression guard at about half of what it measured (0.18× on PGlite, 0.17× on PostgreSQL
    // 15, 20 connections, two cores).
    name: 'event page, signed in (never cached)',
    reference: 'oneQuery',
    goal: 0.09,
    prepare: prepareSignedInEventPage,
  },
  {
    // The host's guest list: auth, role (both batched), and one prepared statement for the search's
    // page of 20 and its count to 1,000 (decisions 054, 057), the count kept a moment as the list
    // keeps it. A regression guard at about half of what it measured before (0.016× on PGlite,
    // 0.02× on PostgreSQL 15, 20 connections, two cores). servers.ts raises the host's searches at
    // once (HEAVY_READS_PER_HOST) to the load's connections, so none is refused.
    name: 'guest list (10,000 guests, page 1 with search)',
    reference: 'oneQuery',
    goal: 0.01,
    prepare: prepareGuestList,
  },
  {
    // The scanner, a distinct approved ticket per request (30,000 prepared): auth, role, ticket
    // lookup, one conditional UPDATE with its log entry and email in one transaction, the guest read
    // back — and the outbox worker sending each email meanwhile. Guard at about half of what it
    // measured (0.03× on both databases).
    name: 'check-in by QR (distinct tickets)',
    reference: 'oneQuery',
    goal: 0.015,
    prepare: prepareCheckIn,
  },
  {
    // One guest's For You page among 5,000 approved guests with cards: the lounge's door, which
    // checks the session too (batched with the requests that arrive together, reading the viewer's
    // version), and the page kept under that version (decision 039), an expired one ranked once for
    // the requests waiting on it, its body serialised once (decision 056). Kept a second (decision
    // 011), it measured 0.32× on PGlite and 0.08–0.17× on PostgreSQL 15; with the batched door
    // after a separate session check, 0.27–0.38× on PostgreSQL 15; with decision 056, 0.48 / 0.88 /
    // 1.15× on PostgreSQL 15 and 0.43 / 0.54 / 2.02× on PGlite (two shared cores, load average
    // 11–17 from other work). BENCH_ONLY=foryou also ranks 1,000, 5,000 and 20,000 cards uncached first.
    // Three rounds, each against its own measure of the reference, for a min/median/max.
    name: 'lounge For You (5,000 guests with cards)',
    reference: 'oneQuery',
    goal: 0.3,
    rounds: 3,
    prepare: prepareForYou,
  },
  {
    // Every request a different member; the requests that arrive together are checked and written
    // in batches (decision 008), on the event's kept read (decision 055), their seats taken by one
    // conditional UPDATE of the event's counter and one of the ticket's — against a bare
    // conditional UPDATE per request, on its worst round.
    name: RUSH,
    reference: 'conditionalUpdate',
    goal: 0.7,
    rounds: RUSH_ROUNDS,
    warmUp: true,
    prepare: prepareRegistrationRush,
    verify: verifyRegistrationRush,
  },
  {
    // The same requests once the event is sold out: the first batch refuses on its read of the seat
    // counter, the next ones on what the instance kept of it (decision 050), no transaction each. At least as fast as the rush's accepted registrations, never a
    // seat sold beyond the capacity, and twice as fast on two app processes as on one.
    name: 'sold out (POST register refused, distinct members)',
    reference: RUSH,
    goal: 1,
    twoInstancesGoal: 2,
    prepare: prepareSoldOut,
    verify: verifySoldOut,
  },
];

const named = (name: string) => [name.toLowerCase(), name.toLowerCase().replaceAll(' ', '')];

/** `BENCH_ONLY=<substring>`: the cases whose name contains it (with or without its spaces); every case without one. */
export function selectBenchCases(only: string | undefined): BenchCase[] {
  const wanted = only?.toLowerCase();
  return wanted ? benchCases.filter((c) => named(c.name).some((n) => n.includes(wanted))) : benchCases;
}
