import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataOf } from '../../../contract/endpoint.ts';
import { getPublicConfig } from '../../../contract/endpoints/platform/config.ts';
import { APP_CONFIG_ID } from '../../../contract/page-json.ts';
import type { AppDeps } from '../app-deps.ts';
import { mainOrigin, siteOfRequest } from './community-host.ts';
import { route } from './route.ts';
import { jsonScriptTag, type PageDocumentProvider } from './spa.ts';

/** What the browser needs to know about this deployment, on the site that answers `request`; nothing secret. */
export function publicConfig({ env }: Pick<AppDeps, 'env'>, request: FastifyRequest): DataOf<typeof getPublicConfig> {
  const site = siteOfRequest(env, request);
  return {
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
    proRequestUrl: { en: env.PRO_REQUEST_URL_EN ?? null, ko: env.PRO_REQUEST_URL_KO ?? null },
    oidcGoogleEnabled: Boolean(env.OIDC_GOOGLE_CLIENT_ID),
    environment: env.NODE_ENV,
    appOrigin: mainOrigin(env),
    communityDomain: env.COMMUNITY_DOMAIN,
    communityHandle: site.kind === 'community' ? site.handle : null,
  };
}

export async function configRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, getPublicConfig, async (request) => ({ data: publicConfig(deps, request) }));
}

/**
 * Every page is sent with the config written in, so the app starts without asking for it: on a
 * slow phone network that request was a round trip before the first route's data was asked for.
 */
export function appConfigDocument(deps: Pick<AppDeps, 'env'>): PageDocumentProvider {
  return async (request) => ({ headTags: jsonScriptTag(APP_CONFIG_ID, publicConfig(deps, request)) });
}
