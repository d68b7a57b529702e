import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const NotificationsHost = lazy(async () => ({ default: (await import('./notifications-host.tsx')).NotificationsHost }));

/**
 * Everything above the router. The modals provider sits inside the router (root-layout.tsx)
 * so modal content can use links.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
