import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';

/** What an operator's Prometheus scrapes. */
export const scrapeMetrics = endpoint({
  method: 'GET',
  path: '/v1/metrics',
  responses: { 200: z.string() },
  errors: ['G00103', 'G00300'],
  tags: ['health'],
  description:
    'The Prometheus text format: requests by route and status with their latency, the outbox backlog and its oldest age by ' +
    'priority, the database pool in use and waiting, open check-in streams, rate-limit refusals. Off (404 G00103) unless ' +
    'METRICS_TOKEN is set; then `Authorization: Bearer <METRICS_TOKEN>` is required (401 G00300).',
  produces: ['text/plain'],
  hidden: true,
});
