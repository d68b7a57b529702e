import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NewEventButton } from '../features/events/event-lists/new-event-button.tsx';
import classes from './site-shell.module.css';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a className={classes.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      {/* PRO users' "New event": the event-type modal from the events feature. */}
      <SiteHeader newEventEntry={<NewEventButton variant="light" compactOnMobile />} />
      <main id="main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
