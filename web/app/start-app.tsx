import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import '../i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { InAppBrowserGate } from '../features/in-app-browser/in-app-browser-gate.tsx';
import { leaveInAppBrowser } from '../features/in-app-browser/leave-in-app-browser.ts';
import { router } from '../router.tsx';
import { Providers } from './providers.tsx';

/** Renders the app into #root: from main.tsx, or from the public event page when it hands over. */
export function startApp() {
  // Before anything renders: inside KakaoTalk, hand the page to the phone's browser.
  const externalUrl = leaveInAppBrowser();
  const app = <RouterProvider router={router} />;

  const container = document.getElementById('root');
  if (!container) throw new Error('the page has no #root element');

  createRoot(container).render(
    <StrictMode>
      <Providers>{externalUrl ? <InAppBrowserGate url={externalUrl}>{app}</InAppBrowserGate> : app}</Providers>
    </StrictMode>,
  );
}
