import type { FastifyInstance } from 'fastify';
import { getPublicConfig } from '../../../contract/endpoints/platform/config.ts';
import type { AppDeps } from '../app-deps.ts';
import { mainOrigin, siteOfRequest } from './community-host.ts';
import { route } from './route.ts';

/** What the browser needs to know about this deployment; nothing secret. */
export async function configRoutes(app: FastifyInstance, { env }: AppDeps) {
  route(app, getPublicConfig, async (request) => ({
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
