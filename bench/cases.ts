import type { FastifyInstance } from 'fastify';
import type { Db } from '../server/db/client.ts';

/** A request against the app, measured against one of the reference servers. */
export type BenchTarget = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; path: string; headers?: Record<string, string>; body?: string };

export type BenchCase = {
  name: string;
  reference: 'hello' | 'oneQuery';
  /** the ratio to the reference this case must reach */
  goal: number;
  /** runs in the server process: creates the data the case needs and says what to request */
  prepare(context: { db: Db; app: FastifyInstance }): Promise<BenchTarget>;
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
];
