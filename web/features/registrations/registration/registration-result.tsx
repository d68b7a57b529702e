import { Button } from '@mantine/core';
import { IconCircleCheck, IconHourglassHigh, IconListDetails, IconMailFast } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { EventPage } from '../../../../contract/event-views.ts';
import type { RegistrationLabel } from '../../../../contract/registrations.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../session/session.ts';
import { readGuestProof } from './guest-proof.ts';
import { myRegistrationQuery } from './registration.api.ts';
import classes from './registration.module.css';
import { hasRegistered } from './registration-state.ts';
import { RegistrationShell } from './registration-shell.tsx';
import type { TicketSlot } from './ticket-slot.ts';

const icons: Partial<Record<RegistrationLabel, typeof IconCircleCheck>> = {
  APPROVED: IconCircleCheck,
  CHECKED_IN: IconCircleCheck,
  PENDING: IconMailFast,
  WAITLIST: IconHourglassHigh,
};

/** `/events/:handle/registration/result`: what happened, and the ticket. Nobody registered goes back to the form. */
export function RegistrationResult({ event, ticket }: { event: EventPage; ticket: TicketSlot }) {
  const { t } = useTranslation();
  const session = useSession();
  const proof = session.status === 'signed-in' ? null : readGuestProof(event.id);
  const mine = useQuery({ ...myRegistrationQuery(event.id, proof), enabled: session.status === 'signed-in' || proof !== null });
  if (session.status === 'uninitialized' || (mine.isPending && mine.fetchStatus !== 'idle')) return <Spinner />;
  const registration = mine.data?.registration;
  if (!mine.data || !registration || !hasRegistered(mine.data.label))
    return <Navigate to={`/events/${event.handle}/registration`} replace />;

  const label = mine.data.label;
  const Icon = icons[label] ?? IconListDetails;
  return (
    <RegistrationShell
      event={event}
      heading={t(`registration.result.${label}.title`, { position: registration.waitlistPosition ?? '' })}
      bare
    >
      <div className={classes.result}>
        <span className={classes.resultIcon} data-label={label}>
          <Icon size={30} aria-hidden />
        </span>
        <p className={classes.resultText}>{t(`registration.result.${label}.body`, { email: registration.email })}</p>
      </div>
      {ticket({ eventId: event.id, registration, guestToken: proof?.token ?? null })}
      <div className={classes.resultActions}>
        {session.status === 'signed-in' && (
          <Button component={Link} to={`/events/myticket?event=${event.id}`} variant="light" radius="xl">
            {t('registration.result.allTickets')}
          </Button>
        )}
        <Button component={Link} to={`/events/${event.handle}`} variant="default" radius="xl">
          {t('registration.backToEvent')}
        </Button>
      </div>
    </RegistrationShell>
  );
}
