import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { initAnalytics } from './analytics.ts';
import { appConfigQuery } from './api/app-config.ts';
import { queryClient } from './api/query-client.ts';
import { RootLayout } from './app/root-layout.tsx';
import { RootError, RouteError } from './app/route-error.tsx';
import { mainHostCommunityRoutes } from './community-console-routes.tsx';
import { BrandLoader } from './components/ui/brand-loader.tsx';
import { session } from './session/session.ts';
import { authRoutes, eventRoutes } from './shared-routes.tsx';

export async function loadRoot() {
  // The session refreshes once on load, alongside the config, so the first paint
  // already shows the right header; later calls return the same promise.
  const [config] = await Promise.all([queryClient.ensureQueryData(appConfigQuery), session.start()]);
  initAnalytics(config.gaMeasurementId);
  return null;
}

/** Every URL of the main host, each page in its own chunk. */
const mainRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: loadRoot,
    Component: RootLayout,
    HydrateFallback: BrandLoader,
    ErrorBoundary: RootError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/index.tsx')).LandingPage }) },
          {
            path: 'events',
            lazy: async () => {
              const route = await import('./routes/events.tsx');
              return { loader: route.eventsLoader, Component: route.EventsPage };
            },
          },
          {
            path: 'events/my',
            lazy: async () => {
              const route = await import('./routes/my-events.tsx');
              return { loader: route.myEventsLoader, Component: route.MyEventsPage };
            },
          },
          ...eventRoutes,
          { path: '404', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundPage }) },
          { path: 'pro-access', lazy: async () => ({ Component: (await import('./routes/pro-access.tsx')).ProAccessPage }) },
          ...authRoutes,
          {
            path: 'profile',
            lazy: async () => {
              const route = await import('./routes/profile.tsx');
              return { loader: route.profileLoader, Component: route.ProfilePage };
            },
          },
          ...mainHostCommunityRoutes,
          // Any other path goes to the events list.
          { path: '*', loader: () => redirect('/events') },
        ],
      },
    ],
  },
];

/** The main host's router, or a community's (`org`) when the page is on a community subdomain. */
export async function createAppRouter(org: string | null) {
  if (!org) return createBrowserRouter(mainRoutes);
  const { communityRoutes } = await import('./community-routes.tsx');
  return createBrowserRouter(communityRoutes(org));
}
