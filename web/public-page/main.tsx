// The public event page's own entry (public-event.html): the server sends it for /events/:handle
// to visitors without a session, with the page's data written in. It draws the page with React
// and plain markup only, so a shared link opens after a small download; every link leads into
// the app (web/app/start-app.tsx). See docs/decisions/006-public-event-page.md.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './theme-variables.css';
import '../app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { externalBrowserUrl } from '../app/in-app-browser/in-app-browser.ts';
import { readGuestProof } from '../features/registrations/registration/guest-proof.ts';
import { readPageData } from './page-data.ts';
import { PublicEventPage } from './public-event-page.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('public-event.html has no #root element');

const data = readPageData();
// What this page does not do itself, the app does, at the same address: a non-member who proved
// their email in this tab sees their registration, and KakaoTalk's browser is handed on.
const needsApp =
  !data || readGuestProof(data.event.id) !== null || externalBrowserUrl(navigator.userAgent, window.location.href) !== null;

if (needsApp || !data) {
  void import('../app/start-app.tsx').then(({ startApp }) => startApp());
} else {
  createRoot(container).render(
    <StrictMode>
      <PublicEventPage event={data.event} hackathon={data.hackathon} />
    </StrictMode>,
  );
}
