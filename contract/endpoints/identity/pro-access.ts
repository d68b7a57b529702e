import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';
import { ProAccessRequestInputSchema, ProAccessRequestSchema } from '../../pro-access.ts';

const tags = ['users'];

/** Asks the operators for PRO access; they are emailed. Answers the request. */
export const requestProAccess = endpoint({
  method: 'POST',
  path: '/v1/me/pro-access-request',
  body: ProAccessRequestInputSchema,
  responses: { 201: z.object({ data: ProAccessRequestSchema }) },
  errors: ['G04001', 'G20500', 'G20501'],
  tags,
  description:
    'Stores the request and emails every address in OPERATOR_EMAILS. One pending request per person (409 G20500, also when ' +
    'two arrive at once); a person who already has PRO access: 400 G20501. Operators grant it with `npm run cli -- pro-access:grant <email>`.',
});

/** The signed-in person's latest request, or null. */
export const getMyProAccessRequest = endpoint({
  method: 'GET',
  path: '/v1/me/pro-access-request',
  responses: { 200: z.object({ data: ProAccessRequestSchema.nullable() }) },
  errors: ['G04001'],
  tags,
  description: "The signed-in person's latest PRO access request, or null.",
});
