import { Container } from '@mantine/core';
import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { CommunityLayout } from './app/community-layout.tsx';
import { communityConsoleRoutes } from './community-console-routes.tsx';
import { RouteError } from './app/route-error.tsx';
import { BrandLoader } from './components/ui/brand-loader.tsx';
import { loadCommunityRoot } from './features/communities/site/community-root.ts';
import { CommunityOrgContext } from './features/communities/site/use-community.ts';
import type * as CommunityPages from './routes/community-pages.tsx';
import type { Load } from './routes/community-pages.tsx';
import { authRoutes, eventRoutes } from './shared-routes.tsx';

type Pages = typeof CommunityPages;

/** The community itself could not be shown (an unknown subdomain, the API down): the error screen alone. */
function CommunityRootError() {
  return (
    <Container size="lg" py="xl">
      <RouteError />
    </Container>
  );
}

/**
 * Every URL of a community site: home, profile, members, the
 * community's events, the event pages both hosts share, the apply form, the console for its owner
 * and managers, and sign-in and sign-up styled as the community. Any other path goes to /events.
 */
export function communityRoutes(org: string): RouteObject[] {
  const page = (
    path: string | undefined,
    pick: (route: Pages) => { Component: ComponentType; load?: Load; openToVisitors?: boolean },
  ): RouteObject => ({
    ...(path === undefined ? { index: true as const } : { path }),
    lazy: async () => {
      const route = await import('./routes/community-pages.tsx');
      const { Component, load, openToVisitors } = pick(route);
      return { loader: route.communityLoader(org, load, openToVisitors), Component };
    },
  });
  return [
    {
      id: 'root',
      path: '/',
      loader: ({ request }: LoaderFunctionArgs) => loadCommunityRoot(org, request),
      Component: () => (
        <CommunityOrgContext value={org}>
          <CommunityLayout />
        </CommunityOrgContext>
      ),
      HydrateFallback: BrandLoader,
      ErrorBoundary: CommunityRootError,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            page(undefined, (route) => ({ Component: route.CommunityHomeRoute, openToVisitors: true })),
            page('apply', (route) => ({ Component: route.CommunityApplyRoute })),
            page('profile', (route) => ({ Component: route.CommunityProfileRoute, load: route.loadProfile })),
            page('members', (route) => ({ Component: route.CommunityMembersRoute })),
            page('members/profile', (route) => ({ Component: route.CommunityMemberRoute, load: route.loadMember })),
            page('members/:handle', (route) => ({ Component: route.CommunityMemberRoute, load: route.loadMember })),
            page('events', (route) => ({ Component: route.CommunityEventsRoute, load: route.loadEvents })),
            page('events/my', (route) => ({ Component: route.CommunityMyEventsRoute, load: route.loadMyEvents })),
            ...eventRoutes,
            ...communityConsoleRoutes(org),
            {
              lazy: async () => ({
                Component: (await import('./features/communities/site/community-auth-frame.tsx')).CommunityAuthFrame,
              }),
              children: authRoutes,
            },
            { path: '404', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundPage }) },
            // Any other path goes to the events list.
            { path: '*', loader: () => redirect('/events') },
          ],
        },
      ],
    },
  ];
}
