import type { RouteObject } from 'react-router';

const load = () => import('./routes/community-console.tsx');

/**
 * The community console's routes. On a community's own site pass its handle (`console/*`); on the
 * main site leave it out (`communities/:org/console/*`). The community site's route list includes
 * them the same way the main site's does.
 */
export function communityConsoleRoutes(org?: string): RouteObject[] {
  return [
    {
      path: org ? 'console' : 'communities/:org/console',
      lazy: async () => {
        const route = await load();
        return { loader: route.consoleLoader(org), Component: route.ConsoleRoute, ErrorBoundary: route.ConsoleError };
      },
      children: [
        { index: true, lazy: async () => ({ Component: (await load()).ApplicantsRoute }) },
        { path: 'members', lazy: async () => ({ Component: (await load()).MembersRoute }) },
        { path: 'access', lazy: async () => ({ Component: (await load()).AccessRoute }) },
        { path: 'curations', lazy: async () => ({ Component: (await load()).CurationsRoute }) },
        { path: 'events', lazy: async () => ({ Component: (await load()).EventsRoute }) },
        { path: 'announcements', lazy: async () => ({ Component: (await load()).AnnouncementsRoute }) },
        { path: 'settings', lazy: async () => ({ Component: (await load()).SettingsRoute }) },
      ],
    },
  ];
}

/** The main site's community pages: create one (PRO), my communities, and the console by handle. */
export const mainHostCommunityRoutes: RouteObject[] = [
  {
    path: 'communities/new',
    lazy: async () => {
      const route = await import('./routes/community-new.tsx');
      return { loader: route.newCommunityLoader, Component: route.NewCommunityRoute };
    },
  },
  {
    path: 'communities/my',
    lazy: async () => {
      const route = await import('./routes/my-communities.tsx');
      return { loader: route.myCommunitiesLoader, Component: route.MyCommunitiesRoute };
    },
  },
  ...communityConsoleRoutes(),
];
