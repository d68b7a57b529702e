import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/client.ts';
import type { Env } from '../server/env.ts';
import { prepareEventPage } from './event-page-case.ts';
import { prepareCheckIn, prepareGuestList } from './guest-cases.ts';
import { prepareRegistrationRush, verifyRegistrationRush } from './registration-case.ts';

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
};

export type BenchCase = {
  name: string;
  reference: 'hello' | 'oneQuery' | 'conditionalUpdate';
  /** the ratio to the reference this case must reach */
  goal: number;
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
    // The public event page's read path: the event, its hosts and categories in one query.
    name: 'event page (GET /v1/events/info)',
    reference: 'oneQuery',
    goal: 0.7,
    prepare: prepareEventPage,
  },
  {
    // The host's guest list: auth, role, the page with a contains-search over 10,000 guests, and the count.
    name: 'guest list (10,000 guests, page 1 with search)',
    reference: 'oneQuery',
    goal: 0.2,
    prepare: prepareGuestList,
  },
  {
    // The scanner, a distinct approved ticket per request: auth, role, ticket lookup, one conditional
    // UPDATE with its log entry and email in one transaction, and the guest read back.
    name: 'check-in by QR (distinct tickets)',
    reference: 'oneQuery',
    goal: 0.1,
    prepare: prepareCheckIn,
  },
  {
    // Every request a different member; the seat taken by the two conditional UPDATEs of the
    // registration transaction, against the same bare conditional UPDATE alone.
    name: 'registration rush (POST register, distinct members)',
    reference: 'conditionalUpdate',
    goal: 0.6,
    prepare: prepareRegistrationRush,
    verify: verifyRegistrationRush,
  },
];
