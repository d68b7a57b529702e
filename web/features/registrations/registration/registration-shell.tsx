import { Anchor, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventPage } from '../../../../contract/event-views.ts';
import { EventCover } from '../../../components/event/event-cover.tsx';
import { formatWhen, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';
import classes from './registration.module.css';

export type ShellEvent = Pick<EventPage, 'handle' | 'title' | 'coverImageUrl' | 'startsAt' | 'endsAt' | 'allDay' | 'timezone'>;

type Props = {
  event: ShellEvent;
  heading: string;
  children: ReactNode;
  /** replaces the way back to the event (the host's preview bar) */
  top?: ReactNode;
  /** no card around the content (the result page, whose ticket is a card of its own) */
  bare?: boolean;
};

/** The frame of the registration pages: back to the event, what the event is, then the step. */
export function RegistrationShell({ event, heading, children, top, bare = false }: Props) {
  const { t } = useTranslation();
  const when = formatWhen(event, currentLocale(), viewerTimeZone());
  return (
    <Container size={680} className={classes.shell}>
      {top ?? (
        <Anchor component={Link} to={`/events/${event.handle}`} size="sm" className={classes.back}>
          <IconArrowLeft size={14} aria-hidden />
          {t('registration.backToEvent')}
        </Anchor>
      )}
      <div className={classes.eventHead}>
        <div className={classes.eventThumb}>
          <EventCover src={event.coverImageUrl} seed={event.title} className={classes.eventThumbCover} />
        </div>
        <div className={classes.eventHeadText}>
          <p className={classes.eventTitle}>{event.title}</p>
          <p className={classes.eventWhen}>{[when.date, when.time && `${when.time} ${when.zone}`].filter(Boolean).join(' · ')}</p>
        </div>
      </div>
      <h1 className={classes.heading}>{heading}</h1>
      <div className={bare ? undefined : classes.card}>{children}</div>
    </Container>
  );
}
