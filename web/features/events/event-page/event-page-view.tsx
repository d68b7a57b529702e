import type { ReactNode } from 'react';
import type { EventPage } from '../../../../contract/event-views.ts';
import { EventCover } from '../../../components/event/event-cover.tsx';
import { StatusBadge } from '../../../components/event/status-badge.tsx';
import page from '../../../components/ui/page-container.module.css';
import { EventCategories } from './event-categories.tsx';
import { EventHosts } from './event-hosts.tsx';
import { EventLinks } from './event-links.tsx';
import classes from './event-page.module.css';
import { EventWhen } from './event-when.tsx';
import { EventWhere } from './event-where.tsx';
import { usePageText } from '../../../i18n/page-text.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';

type Props = {
  event: EventPage;
  /** shown above the page: the host team's way to management, or the preview's own bar */
  banner?: ReactNode;
  /** share and add to calendar; the editor's preview has none */
  shareActions?: ReactNode;
  /** the registration button, added by the registration feature */
  registrationAction?: ReactNode;
  /** more of the page below registration (a hackathon's published results) */
  extra?: ReactNode;
};

/**
 * The public event page: cover and hosts on the side, the facts, registration and description in
 * the main column. Plain markup and the page's own CSS, words from PageTextContext: this view is
 * also the public page's first download (web/public-page), where neither Mantine nor i18next load.
 */
export function EventPageView({ event, banner, shareActions, registrationAction, extra }: Props) {
  const { t } = usePageText();
  return (
    <div className={`${page.container} ${classes.page}`}>
      {banner}
      <article className={classes.layout}>
        <div className={classes.coverArea}>
          <EventCover src={event.coverImageUrl} seed={event.title} className={classes.cover} />
        </div>
        <div className={classes.main}>
          {event.type === 'HACKATHON' && (
            <StatusBadge tone="pink" className={classes.kind}>
              {t('eventPage.hackathon')}
            </StatusBadge>
          )}
          <h1 className={classes.title}>{event.title}</h1>
          <div className={classes.facts}>
            <EventWhen event={event} />
            <EventWhere location={event.location} />
          </div>
          {shareActions}
          <RegistrationCard
            state={event.registrationState}
            approvalRequired={event.approvalRequired}
            maxParticipants={event.maxParticipants}
            action={registrationAction}
          />
          {extra}
          <section className={classes.about} aria-labelledby="event-about-heading">
            <h2 id="event-about-heading" className={classes.sectionHeading}>
              {t('eventPage.about')}
            </h2>
            {event.description ? (
              <RichText html={event.description} className={classes.description} />
            ) : (
              <p className={classes.infoNote}>{t('eventPage.noDescription')}</p>
            )}
          </section>
        </div>
        <aside className={classes.side} aria-label={t('eventPage.sideLabel')}>
          <EventHosts hosts={event.hosts} />
          <EventLinks photoLink={event.photoLink} contentsLink={event.contentsLink} />
          <EventCategories eventTypes={event.eventTypes} eventFields={event.eventFields} />
        </aside>
      </article>
    </div>
  );
}
