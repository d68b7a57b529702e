import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../../contract/announcements.ts';
import { formatShortDate, formatTimeWithZone } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { announcementHistoryQuery, useCancelAnnouncement } from './announcements.api.ts';

function HistoryItem({ eventId, item }: { eventId: string; item: Announcement }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const cancel = useCancelAnnouncement(eventId);
  const version = (locale === 'ko' ? (item.ko ?? item.en) : (item.en ?? item.ko))!;
  const done = item.sent + item.failed;
  const progress = item.recipients > 0 ? Math.round((done / item.recipients) * 100) : 0;
  const when = `${formatShortDate(item.sendAt, locale, item.timezone)} ${formatTimeWithZone(item.sendAt, locale, item.timezone)}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="announcement-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {version.subject}
          </Text>
          <Text size="sm" c="dimmed">
            {when}
          </Text>
          <Text size="sm" c="dimmed">
            {t('announcements.history.audience', {
              statuses: item.audience.status.map((s) => t(`announcements.status.${s}`)).join(', '),
            })}
            {item.audience.checkInStatus ? ` · ${t(`announcements.checkIn.${item.audience.checkInStatus}`)}` : ''}
          </Text>
        </Stack>
        <Badge variant="default" tt="none" style={{ flexShrink: 0 }}>
          {t(`announcements.history.state.${item.status}`)}
        </Badge>
      </Group>
      {(item.status === 'SENT' || item.status === 'SENDING') && (
        <Stack gap={4} mt="sm">
          <Progress value={progress} aria-label={t('announcements.history.progress')} />
          <Text size="sm" data-testid="announcement-counts">
            {t('announcements.history.counts', { recipients: item.recipients, sent: item.sent, failed: item.failed })}
          </Text>
        </Stack>
      )}
      {item.status === 'SCHEDULED' && (
        <Group mt="sm">
          <Button variant="subtle" color="red" size="xs" loading={cancel.isPending} onClick={() => cancel.mutate(item.id)}>
            {t('announcements.history.cancel')}
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** What the event has sent and will send, newest first, with each one's progress. */
export function AnnouncementHistory({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const history = useQuery(announcementHistoryQuery(eventId));
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('announcements.history.heading')}
      </Title>
      {history.data?.length === 0 && <Text c="dimmed">{t('announcements.history.empty')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {history.data?.map((item) => (
          <HistoryItem key={item.id} eventId={eventId} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
