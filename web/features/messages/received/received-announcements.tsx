import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../components/event/event-time-format.ts';
import { RichText } from '../../../components/rich-text/rich-text-view.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { receivedAnnouncementsQuery, useSetMute } from './received.api.ts';

/** On the event page: what the hosts sent me, and the switch that mutes them. Nothing when nothing reached me. */
export function ReceivedAnnouncements({ eventId, timezone }: { eventId: string; timezone: string }) {
  const { t } = useTranslation();
  const received = useQuery(receivedAnnouncementsQuery(eventId));
  const mute = useSetMute(eventId);
  const data = received.data;
  if (!data || (data.items.length === 0 && !data.muted)) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="received-announcements" mt="lg" data-testid="received-announcements">
      <Title order={2} size="h4" id="received-announcements">
        {t('receivedAnnouncements.heading')}
      </Title>
      {data.items.map((item) => (
        <Card key={item.id} withBorder radius="md" padding="sm">
          <Text fw={600}>{item.subject}</Text>
          <Text size="xs" c="dimmed">
            {formatShortDate(item.sentAt, currentLocale(), timezone)}
          </Text>
          <RichText html={item.body} />
        </Card>
      ))}
      <Switch
        checked={data.muted}
        disabled={mute.isPending}
        onChange={(e) => mute.mutate(e.currentTarget.checked)}
        label={t('receivedAnnouncements.mute')}
        description={t('receivedAnnouncements.muteHint')}
      />
    </Stack>
  );
}
