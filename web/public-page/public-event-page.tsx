import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { EventPage } from '../../contract/event-views.ts';
import type { HackathonShowcase as Showcase } from '../../contract/hackathons.ts';
import type { Locale } from '../../contract/locale.ts';
import { EventPageView } from '../features/events/event-page/event-page-view.tsx';
import { EventShareActions } from '../features/events/event-page/event-share-actions.tsx';
import { HackathonShowcase } from '../features/hackathons/showcase/hackathon-showcase.tsx';
import { PublicRegistrationPanel } from '../features/registrations/registration/public-registration-panel.tsx';
import { PageTextContext } from '../i18n/page-text.tsx';
import { createTranslate } from '../i18n/translate.ts';
import { NoticeToast, useNotice } from './notice.tsx';
import { detectLocale, rememberLocale } from './page-locale.ts';
import { publicMessages } from './public-messages.ts';
import { usePublishedResults } from './published-results.ts';
import { PublicShell } from './public-shell.tsx';

// Only a hackathon with published results downloads the results' view and words.
const PublicResults = lazy(() => import('./public-results.tsx'));

/** `/events/:handle` for a visitor without a session: the page, its sharing and the way to register. */
export function PublicEventPage({ event, hackathon }: { event: EventPage; hackathon: Showcase | null }) {
  const [locale, setLocale] = useState<Locale>(detectLocale);
  const text = useMemo(() => ({ t: createTranslate(publicMessages[locale], locale), locale }), [locale]);
  const { notice, notify } = useNotice();
  const results = usePublishedResults(event);
  useEffect(() => {
    document.documentElement.lang = locale;
    rememberLocale(locale);
  }, [locale]);
  const signInPath = `/sign-in?redirect=${encodeURIComponent(`/events/${event.handle}`)}`;
  return (
    <PageTextContext value={text}>
      <title>{text.t('eventPage.documentTitle', { title: event.title })}</title>
      <PublicShell signInPath={signInPath} onSwitchLocale={setLocale}>
        <EventPageView
          event={event}
          shareActions={<EventShareActions eventId={event.id} handle={event.handle} notify={notify} />}
          registrationAction={<PublicRegistrationPanel event={event} />}
          extra={
            <>
              {hackathon && <HackathonShowcase showcase={hackathon} handle={event.handle} timezone={event.timezone} />}
              {results && (
                <Suspense fallback={null}>
                  <PublicResults results={results} />
                </Suspense>
              )}
            </>
          }
        />
      </PublicShell>
      <NoticeToast notice={notice} />
    </PageTextContext>
  );
}
