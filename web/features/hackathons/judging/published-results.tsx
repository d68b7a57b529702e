import { Tabs, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicResultsQuery } from './hackathon-judging.api.ts';
import classes from './judging.module.css';
import { AppPageText } from '../../../i18n/app-page-text.tsx';
import { PublicRankingTable } from './public-ranking-table.tsx';

/** The hackathon page's results, once the host has published them: overall and per track, as visitors read them. Nothing before. */
export function PublishedResults({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const results = useQuery(publicResultsQuery(eventId));
  if (!results.data) return null;
  const { overall, tracks } = results.data;
  return (
    <section
      className={classes.card}
      aria-labelledby="published-results"
      data-testid="published-results"
      style={{ marginBottom: 24 }}
    >
      <h2 id="published-results" className={classes.cardTitle} style={{ marginBottom: 12 }}>
        <IconTrophy size={18} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
        {t('hackathonJudging.public.title')}
      </h2>
      <Text size="sm" c="dimmed" mb="sm">
        {t('hackathonJudging.public.scoreHint')}
      </Text>
      <AppPageText>
        <Tabs defaultValue="overall">
          <Tabs.List>
            <Tabs.Tab value="overall">{t('hackathonJudging.public.overall')}</Tabs.Tab>
            {tracks.map(({ track }) => (
              <Tabs.Tab key={track.id} value={track.id}>
                {track.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overall" pt="md">
            <PublicRankingTable rows={overall} caption={t('hackathonJudging.public.overall')} hideCaption />
          </Tabs.Panel>
          {tracks.map(({ track, rows }) => (
            <Tabs.Panel key={track.id} value={track.id} pt="md">
              <PublicRankingTable rows={rows} caption={track.name} hideCaption />
            </Tabs.Panel>
          ))}
        </Tabs>
      </AppPageText>
    </section>
  );
}
