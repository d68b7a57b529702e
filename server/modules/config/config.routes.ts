import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';

const PublicConfigSchema = z.object({
  data: z.object({
    gaMeasurementId: z.string().nullable(),
    /** null: no external form, the in-app page `/pro-access` explains how to ask */
    proRequestUrl: z.object({ en: z.string().nullable(), ko: z.string().nullable() }),
    oidcGoogleEnabled: z.boolean(),
    environment: z.enum(['development', 'production', 'test']),
    /** the main host, where the one sign-in lives */
    appOrigin: z.string(),
    /** community sites are `{handle}.<communityDomain>` */
    communityDomain: z.string(),
  }),
});

/** What the browser needs to know about this deployment; nothing secret. */
export async function configRoutes(app: FastifyInstance, { env }: AppDeps) {
  app.get('/v1/config', { schema: { tags: ['config'], response: { 200: PublicConfigSchema } } }, async () => ({
    data: {
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
      proRequestUrl: { en: env.PRO_REQUEST_URL_EN ?? null, ko: env.PRO_REQUEST_URL_KO ?? null },
      oidcGoogleEnabled: Boolean(env.OIDC_GOOGLE_CLIENT_ID),
      environment: env.NODE_ENV,
      appOrigin: new URL(env.APP_ORIGIN).origin,
      communityDomain: env.COMMUNITY_DOMAIN,
    },
  }));
}
