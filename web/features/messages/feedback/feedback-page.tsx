import { Button, Card, Group, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../contract/event-views.ts';
import { feedbackLimits } from '../../../../contract/thank-you.ts';
import { feedbackSummaryQuery, thankYouSettingsQuery, useExportFeedback, useSetThankYou } from './feedback.api.ts';

function ThankYouSwitch({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const settings = useQuery(thankYouSettingsQuery(eventId));
  const set = useSetThankYou(eventId);
  return (
    <Switch
      label={t('feedback.thankYou.label')}
      description={t('feedback.thankYou.description')}
      checked={settings.data?.enabled ?? false}
      disabled={!settings.data || set.isPending}
      onChange={(e) => set.mutate(e.currentTarget.checked)}
    />
  );
}

function Summary({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const summary = useQuery(feedbackSummaryQuery(eventId));
  const exportCsv = useExportFeedback(eventId);
  const data = summary.data;
  if (!data) return null;
  if (data.count === 0) return <Text c="dimmed">{t('feedback.summary.empty')}</Text>;
  const ratings = Array.from({ length: feedbackLimits.maxRating }, (_, i) => feedbackLimits.maxRating - i);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={600} size="lg" data-testid="feedback-average">
          {t('feedback.summary.average', { average: data.average?.toFixed(1), count: data.count })}
        </Text>
        <Button variant="default" size="xs" loading={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          {t('feedback.summary.export')}
        </Button>
      </Group>
      <Stack
        gap={6}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('feedback.summary.distribution')}
      >
        {ratings.map((rating) => {
          const n = data.distribution[rating - 1];
          return (
            <Group key={rating} component="li" gap="sm" wrap="nowrap">
              <Text size="sm" w={48}>
                {t('feedback.stars', { count: rating })}
              </Text>
              <Progress
                value={(n / data.count) * 100}
                style={{ flex: 1 }}
                aria-label={t('feedback.summary.bar', { rating, count: n })}
              />
              <Text size="sm" w={32} ta="right">
                {n}
              </Text>
            </Group>
          );
        })}
      </Stack>
      <Title order={2} size="h4">
        {t('feedback.summary.comments')}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.comments.map((c) => (
          <Card key={`${c.name}-${c.createdAt}`} withBorder padding="sm" component="li" data-testid="feedback-comment">
            <Text size="sm" c="dimmed">
              {c.name} · {t('feedback.stars', { count: c.rating })}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.comment}</Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** `…/management/feedback`: the thank-you after the event, and what attendees answered. */
export function FeedbackPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          {t('feedback.heading')}
        </Title>
        <Text c="dimmed">{t('feedback.lead')}</Text>
      </div>
      <ThankYouSwitch eventId={event.id} />
      <Summary eventId={event.id} />
    </Stack>
  );
}
