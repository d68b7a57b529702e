import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Locale } from '../../contract/locale.ts';
import { api } from './client.ts';

/** `GET /v1/config`: what the browser needs to know about this deployment. */
export type AppConfig = {
  gaMeasurementId: string | null;
  proRequestUrl: Record<Locale, string>;
  oidcGoogleEnabled: boolean;
  environment: 'development' | 'production' | 'test';
};

export const appConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => api.get<AppConfig>('/config', { signal }),
  // Fixed for the life of the process that served the page.
  staleTime: Infinity,
});

/** The config, loaded by the root route before any page renders. */
export function useAppConfig(): AppConfig {
  return useSuspenseQuery(appConfigQuery).data;
}
