import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RegistrationLabel } from '../../../../contract/registrations.ts';
import { RegistrationLabelBadge } from '../../../components/event/registration-label-badge.tsx';
import classes from './registration.module.css';

/** "You've already submitted a registration form.", with where things stand. */
export function AlreadyRegistered({
  label,
  eventId,
  children,
}: {
  label: RegistrationLabel;
  eventId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.already}>
      <div className={classes.alreadyHead} role="status">
        <p className={classes.alreadyText}>{t('errors.alreadyRegistered')}</p>
        <RegistrationLabelBadge label={label}>{t(`registration.labels.${label}`)}</RegistrationLabelBadge>
      </div>
      {children ?? (
        <Button
          component={Link}
          to={`/events/myticket?event=${eventId}`}
          radius="xl"
          size="md"
          leftSection={<IconTicket size={18} aria-hidden />}
        >
          {t('registration.viewTicket')}
        </Button>
      )}
    </div>
  );
}
