import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { mainOrigin, siteOfRequest } from './community-host.ts';

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
export async function configRoutes(app: FastifyInstance, { env }: AppDeps) {
  app.get('/v1/config', { schema: { tags: ['config'], response: { 200: PublicConfigSchema } } }, async (request) => ({
    data: {
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
      proRequestUrl: { en: env.PRO_REQUEST_URL_EN ?? null, ko: env.PRO_REQUEST_URL_KO ?? null },
      oidcGoogleEnabled: Boolean(env.OIDC_GOOGLE_CLIENT_ID),
      environment: env.NODE_ENV,
      appOrigin: mainOrigin(env),
      communityDomain: env.COMMUNITY_DOMAIN,
      communityHandle: (() => {
        const site = siteOfRequest(env, request);
        return site.kind === 'community' ? site.handle : null;
      })(),
    },
  }));
}
