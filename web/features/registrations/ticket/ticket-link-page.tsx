import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatWhen, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { ticketByLinkQuery } from './ticket.api.ts';
import classes from './ticket.module.css';
import { TicketView } from './ticket-view.tsx';

/**
 * `/events/ticket?t=`: a non-member's ticket with its QR code, opened from the link in their
 * approval email. No sign-in and no code: the link is signed for this ticket and only shows it.
 */
export function TicketLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const ticket = useQuery({ ...ticketByLinkQuery(token), enabled: token !== '', meta: { errorToast: false } });
  const data = ticket.data;
  const when = data ? formatWhen(data.event, currentLocale(), viewerTimeZone()) : null;
  return (
    <Container size="xs" className={classes.page}>
      <title>{t('ticket.linkDocumentTitle')}</title>
      <h1 className={classes.title}>{t('ticket.linkHeading')}</h1>
      {token !== '' && ticket.isPending ? (
        <Spinner />
      ) : data?.registration && when ? (
        <section className={classes.detail} aria-labelledby="ticket-event-title">
          <header className={classes.detailHead}>
            <h2 id="ticket-event-title" className={classes.detailTitle}>
              {data.event.title}
            </h2>
            <p className={classes.detailWhen}>
              {[when.date, when.time && `${when.time} ${when.zone}`].filter(Boolean).join(' · ')}
            </p>
          </header>
          <TicketView eventId={data.event.id} registration={data.registration} guestToken={null} viewOnly />
          <p className={classes.linkNote}>{t('ticket.linkNote')}</p>
        </section>
      ) : (
        <div className={classes.emptyState} role="status">
          <p>
            <strong>{t('ticket.linkInvalid')}</strong>
          </p>
          <p>{t('ticket.linkInvalidHint')}</p>
        </div>
      )}
    </Container>
  );
}
