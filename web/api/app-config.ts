import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Locale } from '../../contract/locale.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** `GET /v1/config`: what the browser needs to know about this deployment. */
export type AppConfig = {
  gaMeasurementId: string | null;
  /** the external PRO request form per language, or null (the in-app page) */
  proRequestUrl: Record<Locale, string | null>;
  oidcGoogleEnabled: boolean;
  environment: 'development' | 'production' | 'test';
  /** the main host, e.g. http://localhost:3000 */
  appOrigin: string;
  /** community sites are {handle}.<communityDomain> */
  communityDomain: string;
  /** the community whose site served this page; null on the main host */
  communityHandle: string | null;
};

export const appConfigQuery = queryOptions({
  queryKey: queryKeys.app.config,
  queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal }),
  // Fixed for the life of the process that served the page.
  staleTime: Infinity,
});

/** The config, loaded by the root route before any page renders. */
export function useAppConfig(): AppConfig {
  return useSuspenseQuery(appConfigQuery).data;
}

/** The in-app page that explains PRO access, for deployments without an external request form. */
export const PRO_ACCESS_PATH = '/pro-access';

/** Where "New event" and "Request a demo" send someone without PRO access, in their language. */
export function proRequestTarget(config: AppConfig, locale: Locale): { href: string; external: boolean } {
  const url = config.proRequestUrl[locale];
  return url ? { href: url, external: true } : { href: PRO_ACCESS_PATH, external: false };
}
