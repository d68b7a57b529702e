import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import '../i18n/index.ts';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { InAppBrowserGate } from './in-app-browser/in-app-browser-gate.tsx';
import { leaveInAppBrowser } from './in-app-browser/leave-in-app-browser.ts';
import { appConfigQuery } from '../api/app-config.ts';
import { queryClient } from '../api/query-client.ts';
import { BrandLoader } from '../components/ui/brand-loader.tsx';
import { createAppRouter } from '../router.tsx';
import { communityOrgOf } from './community-host.ts';
import { Providers } from './providers.tsx';

/**
 * Which community this page is on, if any: the config names the community domain. Without the
 * config (the API is down) the main host's router shows its error screen.
 */
async function pageCommunity(): Promise<string | null> {
  try {
    const config = await queryClient.fetchQuery(appConfigQuery);
    return config.communityDomain ? communityOrgOf(window.location.hostname, config.communityDomain) : null;
  } catch {
    return null;
  }
}

/** Resolves once the router has loaded the first route's code and data (or failed to). */
function initialized(router: Awaited<ReturnType<typeof createAppRouter>>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Renders the app into #root: from main.tsx, or from the public event page when it hands over. */
export function startApp() {
  // Before anything renders: inside KakaoTalk, hand the page to the phone's browser.
  const externalUrl = leaveInAppBrowser();

  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');
  const root = createRoot(container);
  const render = (app: ReactNode) =>
    root.render(
      <StrictMode>
        <Providers>{externalUrl ? <InAppBrowserGate url={externalUrl}>{app}</InAppBrowserGate> : app}</Providers>
      </StrictMode>,
    );

  // A page the server sent with a shell (/events; server/platform/http/spa.ts) keeps it until the
  // route can render: the shell stands where the loader would, without a flash between the two.
  const shell = document.getElementById('page-shell');
  if (externalUrl) shell?.remove();
  if (!shell || externalUrl) render(<BrandLoader />);
  void pageCommunity()
    .then(createAppRouter)
    .then(async (router) => {
      if (!shell?.isConnected) return render(<RouterProvider router={router} />);
      await initialized(router);
      // The page and the shell swap in one frame.
      flushSync(() => render(<RouterProvider router={router} />));
      shell.remove();
    });
}
