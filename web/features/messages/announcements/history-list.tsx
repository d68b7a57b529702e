import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../../contract/announcements.ts';
import { formatShortDate, formatTimeWithZone } from '../../../components/event/event-time-format.ts';
import { currentLocale } from '../../../i18n/index.ts';

/** What the history shows of any announcement, an event's or a community's. */
export type HistoryItem = Omit<Announcement, 'audience'>;

type Props<T extends HistoryItem> = {
  items: T[] | undefined;
  /** "To: …", worded by the owner of the audience */
  describeAudience: (item: T) => string;
  cancel: { isPending: boolean; mutate: (id: string) => void };
};

function Item<T extends HistoryItem>({ item, describeAudience, cancel }: Omit<Props<T>, 'items'> & { item: T }) {
  const { t } = useTranslation();
  const locale = currentLocale();
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
            {describeAudience(item)}
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

/** What was sent and will be sent, newest first, with each one's progress and a cancel for the scheduled. */
export function HistoryList<T extends HistoryItem>({ items, describeAudience, cancel }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('announcements.history.heading')}
      </Title>
      {items?.length === 0 && <Text c="dimmed">{t('announcements.history.empty')}</Text>}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items?.map((item) => (
          <Item key={item.id} item={item} describeAudience={describeAudience} cancel={cancel} />
        ))}
      </Stack>
    </Stack>
  );
}
