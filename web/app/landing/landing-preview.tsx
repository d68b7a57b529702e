import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCoffee, IconQrcode, IconTicket, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

function StatusRow({ icon, color, label }: { icon: ReactNode; color: string; label: string }) {
  return (
    <li className={classes.statusRow}>
      <ThemeIcon variant="light" color={color} radius="xl" size={34} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fw={600} size="sm">
        {label}
      </Text>
    </li>
  );
}

/** A picture of what guests see: a ticket and the moments that follow it. Decoration only. */
export function LandingPreview() {
  const { t } = useTranslation();
  return (
    <figure className={classes.preview} aria-label={t('landing.preview.label')}>
      <Paper className={classes.ticket} radius="lg" shadow="xl">
        <div className={classes.ticketTop}>
          <IconTicket size={20} aria-hidden />
          <span>{t('landing.preview.ticket')}</span>
        </div>
        <div className={classes.ticketCode} aria-hidden>
          <IconQrcode size={96} stroke={1.4} />
        </div>
        <div className={classes.ticketStamp}>
          <IconCircleCheck size={18} aria-hidden />
          <span>{t('landing.preview.checkedIn')}</span>
        </div>
      </Paper>
      <Paper className={classes.statusCard} radius="lg" shadow="lg" withBorder>
        <ul className={classes.statusList}>
          <StatusRow icon={<IconTicket size={18} />} color="moim" label={t('landing.preview.registrationOpen')} />
          <StatusRow icon={<IconUsersGroup size={18} />} color="pink" label={t('landing.preview.teamFound')} />
          <StatusRow icon={<IconCoffee size={18} />} color="orange" label={t('landing.preview.coffeeChat')} />
        </ul>
      </Paper>
    </figure>
  );
}
