import { Button, Text } from '@mantine/core';
import { IconHourglassHigh, IconMailFast, IconTicketOff, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationView } from '../../../../contract/registration-views.ts';
import type { RegistrationLabel } from '../../../../contract/registrations.ts';
import { RegistrationLabelBadge } from '../../../components/event/registration-label-badge.tsx';
import { CancelRegistration } from './cancel-registration.tsx';
import classes from './ticket.module.css';
import { TicketQr } from './ticket-qr.tsx';
import { dateFormatter } from '../../../../contract/date-formatter.ts';

const cancellable = new Set<RegistrationLabel>(['APPROVED', 'PENDING', 'WAITLIST']);

function StateNote({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className={classes.stateNote}>
      <span className={classes.stateIcon}>{icon}</span>
      <div>
        <p className={classes.stateTitle}>{title}</p>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
    </div>
  );
}

/** One registration as a ticket: the status, the QR code while approved, the place in line, and cancel (unless only viewing). */
export function TicketView({
  eventId,
  registration,
  guestToken,
  viewOnly = false,
}: {
  eventId: string;
  registration: RegistrationView;
  guestToken: string | null;
  /** opened from an emailed link, which proves nothing but the right to look */
  viewOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { label } = registration;
  const since = dateFormatter(i18n.language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return (
    <article className={classes.ticket} aria-label={t('ticket.label')} data-testid="ticket" data-label={label}>
      <header className={classes.ticketHead}>
        <div className={classes.holder}>
          <p className={classes.holderName}>{registration.name}</p>
          <p className={classes.holderEmail}>{registration.email}</p>
        </div>
        <RegistrationLabelBadge label={label} size="lg">
          {t(`ticket.labels.${label}`)}
        </RegistrationLabelBadge>
      </header>
      <div className={classes.ticketBody}>
        {registration.qr ? (
          <TicketQr payload={registration.qr.payload} svg={registration.qr.svg} checkedIn={label === 'CHECKED_IN'} />
        ) : label === 'WAITLIST' ? (
          <StateNote
            icon={<IconHourglassHigh size={24} aria-hidden />}
            title={t('ticket.waitlist.title', { position: registration.waitlistPosition ?? '–' })}
            text={t('ticket.waitlist.text')}
          />
        ) : label === 'PENDING' ? (
          <StateNote
            icon={<IconMailFast size={24} aria-hidden />}
            title={t('ticket.pending.title')}
            text={t('ticket.pending.text')}
          />
        ) : (
          <StateNote
            icon={<IconTicketOff size={24} aria-hidden />}
            title={t(`ticket.labels.${label}`)}
            text={t(`ticket.ended.${label === 'REJECTED' ? 'rejected' : 'cancelled'}`)}
          />
        )}
      </div>
      <footer className={classes.ticketFoot}>
        <dl className={classes.facts}>
          <div>
            <dt>{t('ticket.kind')}</dt>
            <dd>{registration.ticket.name ?? t('ticket.defaultTicket')}</dd>
          </div>
          <div>
            <dt>{t(label === 'CHECKED_IN' && registration.checkedInAt ? 'ticket.checkedInAt' : 'ticket.registeredAt')}</dt>
            <dd>
              {since.format(
                new Date(label === 'CHECKED_IN' && registration.checkedInAt ? registration.checkedInAt : registration.createdAt),
              )}
            </dd>
          </div>
        </dl>
        <div className={classes.actions}>
          {registration.onlineUrl && (
            <Button
              component="a"
              href={registration.onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              radius="xl"
              leftSection={<IconVideo size={18} aria-hidden />}
            >
              {t('ticket.joinOnline')}
            </Button>
          )}
          {!viewOnly && cancellable.has(label) && <CancelRegistration eventId={eventId} guestToken={guestToken} label={label} />}
        </div>
      </footer>
    </article>
  );
}
