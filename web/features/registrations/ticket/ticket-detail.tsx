import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationSummary } from '../../../../contract/registration-views.ts';
import { formatWhen, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { ticketQuery } from './ticket.api.ts';
import classes from './ticket.module.css';
import { TicketView } from './ticket-view.tsx';

/** The chosen event's ticket, under the event's name and time. */
type Props = {
  eventId: string;
  summary: RegistrationSummary | undefined;
  eventLinks?: (event: { id: string; handle: string }) => ReactNode;
};

export function TicketDetail({ eventId, summary, eventLinks }: Props) {
  const { t } = useTranslation();
  const ticket = useQuery(ticketQuery(eventId));
  const when = summary ? formatWhen({ ...summary.event, allDay: false }, currentLocale(), viewerTimeZone()) : null;
  return (
    <section className={classes.detail} aria-labelledby="ticket-event-title">
      {summary && (
        <header className={classes.detailHead}>
          <h2 id="ticket-event-title" className={classes.detailTitle}>
            {summary.event.title}
          </h2>
          {when && (
            <p className={classes.detailWhen}>
              {[when.date, when.time && `${when.time} ${when.zone}`].filter(Boolean).join(' · ')}
            </p>
          )}
          <Anchor component={Link} to={`/events/${summary.event.handle}`} size="sm" className={classes.eventLink}>
            {t('ticket.openEvent')}
            <IconArrowUpRight size={14} aria-hidden />
          </Anchor>
          {eventLinks?.({ id: eventId, handle: summary.event.handle })}
        </header>
      )}
      {!summary && (
        <VisuallyHidden component="h2" id="ticket-event-title">
          {t('ticket.label')}
        </VisuallyHidden>
      )}
      {ticket.isPending ? (
        <Spinner />
      ) : ticket.data?.registration ? (
        <TicketView eventId={eventId} registration={ticket.data.registration} guestToken={null} />
      ) : (
        <p className={classes.empty}>{t('ticket.notFound')}</p>
      )}
    </section>
  );
}
