import { Button } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loungeQuery } from './lounge.api.ts';
import classes from './lounge.module.css';

/**
 * The way into the lounge, shown only when the lounge lets me in (it is on, and I am an approved
 * guest or on the host team): the lounge itself answers, so the rule lives in one place.
 */
export function LoungeEntryLink({ eventId, handle, fullWidth }: { eventId: string; handle: string; fullWidth?: boolean }) {
  const { t } = useTranslation();
  const lounge = useQuery(loungeQuery(eventId));
  if (!lounge.data) return null;
  return (
    <Button
      component={Link}
      to={`/events/${handle}/participants`}
      variant="light"
      radius="xl"
      fullWidth={fullWidth}
      className={fullWidth ? undefined : classes.entryLink}
      mt="xs"
      leftSection={<IconUsersGroup size={18} aria-hidden />}
      data-testid="lounge-link"
    >
      {t('lounge.entry', { count: lounge.data.cardCount })}
    </Button>
  );
}
