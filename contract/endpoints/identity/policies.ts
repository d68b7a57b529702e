import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { PolicySchema } from '../../users.ts';

/** The terms and the privacy policy, in both languages (shown at sign-up). */
export const listPolicies = endpoint({
  method: 'GET',
  path: '/v1/policies',
  responses: { 200: z.object({ data: z.object({ items: z.array(PolicySchema) }) }) },
  errors: [],
  tags: ['users'],
  description: 'The terms and the privacy policy, in both languages (shown at sign-up).',
});
