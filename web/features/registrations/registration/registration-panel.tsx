import { Button, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventPage } from '../../../../contract/event-views.ts';
import type { RegistrationLabel } from '../../../../contract/registrations.ts';
import { RegistrationLabelBadge } from '../../../components/event/registration-label-badge.tsx';
import { useSession } from '../../../session/session.ts';
import { readGuestProof } from './guest-proof.ts';
import { myRegistrationQuery, ticketsInfoQuery } from './registration.api.ts';
import classes from './registration.module.css';
import { RegisterCall, type LinkRender } from './register-call.tsx';
import { hasRegistered } from './registration-state.ts';

function StatusRow({ label }: { label: RegistrationLabel }) {
  const { t } = useTranslation();
  return (
    <div className={classes.panelStatus}>
      <Text fw={600}>{t('registration.panel.yourStatus')}</Text>
      <RegistrationLabelBadge label={label}>{t(`registration.labels.${label}`)}</RegistrationLabelBadge>
    </div>
  );
}

const routerLink: LinkRender = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/** The event page's registration action: the guest's status, or the button that starts registering. */
export function RegistrationPanel({ event }: { event: EventPage }) {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const proof = signedIn ? null : readGuestProof(event.id);
  const tickets = useQuery(ticketsInfoQuery(event.id));
  const mine = useQuery({ ...myRegistrationQuery(event.id, proof), enabled: signedIn || proof !== null });
  const label = mine.data?.label ?? 'NOT_REGISTERED';
  const registration = mine.data?.registration ?? null;
  const registerPath = `/events/${event.handle}/registration`;

  if (hasRegistered(label)) {
    return (
      <div className={classes.panel} data-testid="registration-panel">
        <StatusRow label={label} />
        <Text size="sm" c="dimmed">
          {t(`registration.panel.status.${label}`, { position: registration?.waitlistPosition ?? '' })}
        </Text>
        <Button
          component={Link}
          to={signedIn ? `/events/myticket?event=${event.id}` : registerPath}
          radius="xl"
          size="md"
          leftSection={<IconTicket size={18} aria-hidden />}
        >
          {t('registration.viewTicket')}
        </Button>
      </div>
    );
  }

  const known = signedIn || proof !== null;
  return (
    <div className={classes.panel} data-testid="registration-panel">
      {known && mine.data && <StatusRow label={label} />}
      {label === 'CANCELLED' && (
        <Text size="sm" c="dimmed">
          {t('registration.panel.cancelled')}
        </Text>
      )}
      <RegisterCall event={event} tickets={tickets.data} label={label} showCheckStatus={!known} link={routerLink} />
    </div>
  );
}
