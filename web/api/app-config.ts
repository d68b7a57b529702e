import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DataOf } from '../../contract/endpoint.ts';
import type { getPublicConfig } from '../../contract/endpoints/platform/config.ts';
import type { Locale } from '../../contract/locale.ts';
import { APP_CONFIG_ID } from '../../contract/page-json.ts';
import { callByType } from './call.ts';
import { jsonInPage } from './json-in-page.ts';
import { queryKeys } from './query-keys.ts';

/** What the browser needs to know about this deployment. */
export type AppConfig = DataOf<typeof getPublicConfig>;

/** The config the server wrote into the page (server/platform/http/config.routes.ts); none in development, where Vite serves it. */
const configInPage = () => jsonInPage(APP_CONFIG_ID) as AppConfig | undefined;

export const appConfigQuery = queryOptions({
  queryKey: queryKeys.app.config,
  queryFn: ({ signal }) => callByType<typeof getPublicConfig>({ method: 'GET', path: '/v1/config' }, { signal }),
  initialData: configInPage,
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
