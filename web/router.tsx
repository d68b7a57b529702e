import { createBrowserRouter, redirect } from 'react-router';
import { initAnalytics } from './analytics.ts';
import { appConfigQuery } from './api/app-config.ts';
import { queryClient } from './api/query-client.ts';
import { RootLayout } from './app/root-layout.tsx';
import { RootError, RouteError } from './app/route-error.tsx';
import { BrandLoader } from './components/ui/brand-loader.tsx';

async function loadRoot() {
  const config = await queryClient.ensureQueryData(appConfigQuery);
  initAnalytics(config.gaMeasurementId);
  return null;
}

// Every URL of the site, each page in its own chunk.
export const router = createBrowserRouter([
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
          { path: 'events', lazy: async () => ({ Component: (await import('./routes/events.tsx')).EventsPage }) },
          { path: '404', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundPage }) },
          // spec/000 §2: any other path goes to the events list.
          { path: '*', loader: () => redirect('/events') },
        ],
      },
    ],
  },
]);
