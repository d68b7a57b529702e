import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';

const tags = ['health'];
const health = z.object({ data: z.object({ status: z.literal('ok') }) });

/** The process answers. */
export const checkHealth = endpoint({
  method: 'GET',
  path: '/v1/healthz',
  responses: { 200: health },
  errors: [],
  tags,
  description: 'The process answers.',
});

/** The process answers and reaches its database. */
export const checkReadiness = endpoint({
  method: 'GET',
  path: '/v1/readyz',
  responses: { 200: health },
  errors: ['G00001', 'G00008'],
  tags,
  description:
    'The process answers and reaches its database: what a load balancer polls. Otherwise 503 G00001 (database unreachable) or 503 G00008 (shutting down).',
});
