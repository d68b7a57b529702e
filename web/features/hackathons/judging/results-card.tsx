import { Alert, Anchor, Button, Group, Modal, Skeleton, Tabs, Text } from '@mantine/core';
import { IconDownload, IconLock, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate, formatTimeWithZone, viewerTimeZone } from '../../../components/event/event-time-format.ts';
import { showToast } from '../../../components/ui/toast.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { hostResultsQuery, resultsCsvUrl, usePublishResults } from './hackathon-judging.api.ts';
import classes from './judging.module.css';
import { ResultsTable } from './results-table.tsx';

/** Results overall and per track, private until published; the CSV; publishing, after a confirmation. */
export function ResultsCard({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const results = useQuery(hostResultsQuery(eventId));
  const publish = usePublishResults(eventId);
  const [confirming, setConfirming] = useState(false);
  if (!results.data) return <Skeleton height={200} radius="lg" />;
  const { window, overall, tracks } = results.data;
  const published = window.publishedAt;
  const zone = viewerTimeZone();
  const confirm = () =>
    publish.mutate(undefined, {
      onSuccess: () => showToast('success', t('hackathonJudging.results.published')),
      onSettled: () => setConfirming(false),
    });

  return (
    <section className={classes.card} aria-labelledby="judging-results" data-testid="results-card">
      <div className={classes.cardHead}>
        <div>
          <h2 id="judging-results" className={classes.cardTitle}>
            {t('hackathonJudging.results.title')}
          </h2>
          <p className={classes.cardDescription}>{t('hackathonJudging.results.hint')}</p>
        </div>
        <Group gap="sm">
          <Anchor href={resultsCsvUrl(eventId)} download size="sm" data-testid="results-csv">
            <Group gap={4} component="span">
              <IconDownload size={16} aria-hidden />
              {t('hackathonJudging.results.csv')}
            </Group>
          </Anchor>
          {!published && (
            <Button
              leftSection={<IconSpeakerphone size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
              disabled={window.status !== 'OPEN' || overall.length === 0}
            >
              {t('hackathonJudging.results.publish')}
            </Button>
          )}
        </Group>
      </div>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />} mb="md" data-testid="results-visibility">
        {published
          ? t('hackathonJudging.results.publishedAt', {
              date: `${formatShortDate(published, currentLocale(), zone)}, ${formatTimeWithZone(published, currentLocale(), zone)}`,
            })
          : t('hackathonJudging.results.private')}
      </Alert>
      <Tabs defaultValue="overall">
        <Tabs.List>
          <Tabs.Tab value="overall">{t('hackathonJudging.results.overall')}</Tabs.Tab>
          {tracks.map(({ track }) => (
            <Tabs.Tab key={track.id} value={track.id}>
              {track.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overall" pt="md">
          <ResultsTable rows={overall} caption={t('hackathonJudging.results.overall')} withJudges />
        </Tabs.Panel>
        {tracks.map(({ track, rows }) => (
          <Tabs.Panel key={track.id} value={track.id} pt="md">
            <ResultsTable rows={rows} caption={track.name} withJudges />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('hackathonJudging.results.publishTitle')}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('hackathonJudging.close') }}
      >
        <Text size="sm">{t('hackathonJudging.results.publishBody')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('hackathonJudging.cancel')}
          </Button>
          <Button loading={publish.isPending} onClick={confirm}>
            {t('hackathonJudging.results.publish')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
