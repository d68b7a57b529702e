import { Button } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventRole, EventStatus } from '../../../../contract/events.ts';
import classes from './event-page.module.css';

/** For the host team only: the way to the management pages, and a word when the event is a draft. */
export function ManageBanner({ eventId, role, status }: { eventId: string; role: EventRole; status: EventStatus }) {
  const { t } = useTranslation();
  const draft = status === 'DRAFT';
  return (
    <div className={`${classes.banner} ${draft ? classes.bannerDraft : ''}`} role="note">
      <p className={classes.bannerText}>
        {draft ? t('eventPage.manage.draft') : t('eventPage.manage.access', { role: t(`eventPage.roles.${role}`) })}
      </p>
      <Button
        component={Link}
        to={`/events/${eventId}/management`}
        size="xs"
        radius="xl"
        variant={draft ? 'filled' : 'white'}
        rightSection={<IconArrowUpRight size={14} aria-hidden />}
      >
        {t('eventPage.manage.open')}
      </Button>
    </div>
  );
}
