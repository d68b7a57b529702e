import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPage } from '../../../contract/event-views.ts';
import { EventCover } from '../../components/event/event-cover.tsx';
import { StatusBadge } from '../../components/event/status-badge.tsx';
import { EventCategories } from './event-categories.tsx';
import { EventHosts } from './event-hosts.tsx';
import { EventLinks } from './event-links.tsx';
import classes from './event-page.module.css';
import { EventShareActions } from './event-share-actions.tsx';
import { EventWhen } from './event-when.tsx';
import { EventWhere } from './event-where.tsx';
import { ManageBanner } from './manage-banner.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { RichText } from './rich-text.tsx';

type Props = {
  event: EventPage;
  /** the editor's preview: no sharing, no management banner */
  preview?: boolean;
  /** shown above the page (the preview's own bar) */
  banner?: ReactNode;
  /** the registration button, added by the registration feature */
  registrationAction?: ReactNode;
};

/** The public event page: cover and hosts on the side, the facts, registration and description in the main column. */
export function EventPageView({ event, preview = false, banner, registrationAction }: Props) {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={classes.page}>
      {banner}
      {!preview && event.myRole && <ManageBanner eventId={event.id} role={event.myRole} status={event.status} />}
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
          {!preview && <EventShareActions eventId={event.id} handle={event.handle} />}
          <RegistrationCard
            state={event.registrationState}
            approvalRequired={event.approvalRequired}
            maxParticipants={event.maxParticipants}
            action={registrationAction}
          />
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
    </Container>
  );
}
