import { z } from 'zod';
import { endpoint } from '../../endpoint.ts';

const PublicConfigSchema = z.object({
  data: z.object({
    gaMeasurementId: z.string().nullable(),
    /** null: no external form, the in-app page `/pro-access` explains how to ask */
    proRequestUrl: z.object({ en: z.string().nullable(), ko: z.string().nullable() }),
    oidcGoogleEnabled: z.boolean(),
    environment: z.enum(['development', 'production', 'test']),
    /** the main host, e.g. http://localhost:3000 (community sites hand sign-ins over to it) */
    appOrigin: z.string(),
    /** community sites are {handle}.<communityDomain> */
    communityDomain: z.string(),
    /** the community whose site answered this request; null on the main host */
    communityHandle: z.string().nullable(),
  }),
});

/** What the browser needs to know about this deployment; nothing secret. */
export const getPublicConfig = endpoint({
  method: 'GET',
  path: '/v1/config',
  responses: { 200: PublicConfigSchema },
  errors: [],
  tags: ['config'],
  description: 'What the browser needs to know about this deployment; nothing secret.',
});
