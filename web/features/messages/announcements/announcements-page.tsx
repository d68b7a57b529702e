import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { AnnouncementComposer } from './announcement-composer.tsx';
import { AnnouncementHistory } from './announcement-history.tsx';

/** `…/management/announcements`: write to the guests, and what was sent. */
export function AnnouncementsPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {t('announcements.heading')}
        </Title>
        <Text c="dimmed">{t('announcements.lead')}</Text>
      </div>
      <AnnouncementComposer event={event} />
      <AnnouncementHistory eventId={event.id} />
    </Stack>
  );
}
